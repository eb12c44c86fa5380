import type { Route } from '../contract/endpoint';
import type { Envelope } from '../envelope';
import {
  type AnyInput,
  type ApiClientOptions,
  buildUrl,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type Reply,
  replyOf,
  toEnvelope,
} from './createApiClient';

// A streamed call (decision 019): server-sent events `text` ({ text }) as the text is written, then
// `done` with the call's envelope, or `error` with a refusal's envelope. Fetched by the client with
// the first streamed call.

/** Said when a stream was stopped by the person before it ended. */
export const STOPPED_MESSAGE = '멈췄습니다. 그때까지 쓴 글은 남아 있습니다.';

/** ApiClient.stream: the text as it is written, then the reply; aborting `signal` stops the writing. */
export async function streamCall(
  { baseURL = '', fetch = globalThis.fetch, log = console.error }: ApiClientOptions,
  route: Route,
  input: AnyInput,
  { onText, signal }: { onText(text: string): void; signal?: AbortSignal },
): Promise<Reply<unknown>> {
  let response: Response;
  try {
    response = await fetch(`${baseURL}${buildUrl(route, input)}`, {
      method: route.method,
      credentials: 'same-origin',
      headers: {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        accept: 'text/event-stream',
        ...(input?.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: input?.body === undefined ? null : JSON.stringify(input.body),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) return { ok: false, status: null, message: STOPPED_MESSAGE };
    log(error);
    return replyOf(undefined);
  }
  // A refusal before the first text (access, input, quota) is an ordinary envelope.
  if (!response.headers.get('content-type')?.includes('text/event-stream')) {
    return replyOf(toEnvelope(await response.json().catch(() => null), response.status));
  }
  try {
    const reply = await readEventStream(response, onText);
    if (reply) return replyOf(reply);
  } catch (error) {
    if (signal?.aborted) return { ok: false, status: null, message: STOPPED_MESSAGE };
    log(error);
  }
  return replyOf(undefined);
}

/** Gives each piece of text to `onText` and returns the final envelope (undefined when the stream ended without one). */
async function readEventStream(response: Response, onText: (text: string) => void): Promise<Envelope | undefined> {
  for await (const event of serverSentEvents(response)) {
    if (event.name === 'text') onText((JSON.parse(event.data) as { text: string }).text);
    else if (event.name === 'done' || event.name === 'error') return JSON.parse(event.data) as Envelope;
  }
  return undefined;
}

/** The events of a server-sent-events body, as they arrive. */
async function* serverSentEvents(response: Response): AsyncGenerator<{ name: string; data: string }> {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) return;
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      yield { name, data: data.join('\n') };
      end = buffer.indexOf('\n\n');
    }
  }
}
