import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address: the socket's, or, behind a trusted proxy (TRUST_PROXY=1), the last
 * X-Forwarded-For hop: the one that proxy added. Earlier hops come from the client and can be forged.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in-process has no socket.
    return 'unknown';
  }
}

/**
 * Whether the request reached us over TLS: its URL is https (a TLS socket), or, behind a trusted
 * proxy (TRUST_PROXY=1), that proxy's X-Forwarded-Proto says https. Without TRUST_PROXY the header
 * is the client's word and counts for nothing.
 */
export function arrivedOverTls(c: Context, trustProxy: boolean): boolean {
  if (c.req.url.startsWith('https:')) return true;
  if (!trustProxy) return false;
  return c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase() === 'https';
}
