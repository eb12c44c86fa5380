import { MAX_BODY_DEPTH } from '@career/api-sdk';
import type { Context } from 'hono';
import { ApiError, messages } from './errors';

// A request body is bounded before any of it is parsed: its size by the endpoint (declared in the
// contract, 64 KiB unless it says more), its nesting by one depth for every call. JSON.parse and the
// schema walk cost time in proportion to both, on the one thread every other caller waits on.

const tooLarge = (maxBytes: number) =>
  new ApiError(413, messages.bodyTooLarge.replace('{size}', sizeText(maxBytes)), { max_bytes: maxBytes });

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))}MB` : `${Math.floor(bytes / 1024)}KB`;
}

/** The body as text, refused with 413 past `maxBytes`: by its Content-Length before reading, or as it streams in. */
async function bodyText(c: Context, maxBytes: number): Promise<string> {
  const length = c.req.header('content-length');
  if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
    if (Number(length) > maxBytes) throw tooLarge(maxBytes);
    return c.req.text();
  }
  const stream = c.req.raw.body;
  if (!stream) return '';
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Whether arrays and objects nest deeper than `max` anywhere in the JSON text: one pass over the
 * characters, skipping strings, so a hostile body costs no more than reading it.
 */
export function nestsDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const code = json.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

/** The request's JSON body (an empty body reads as `{}`), within the endpoint's size and the common depth. */
export async function readJsonBody(c: Context, maxBytes: number): Promise<unknown> {
  const text = await bodyText(c, maxBytes);
  if (text.trim() === '') return {};
  if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
    throw new ApiError(400, messages.bodyTooDeep.replace('{depth}', String(MAX_BODY_DEPTH)));
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, messages.malformedJson);
  }
}
