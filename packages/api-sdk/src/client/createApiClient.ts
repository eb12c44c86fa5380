import { createFetch } from 'ofetch';
import {
  type EndpointData,
  type EndpointInput,
  type EndpointOf,
  endpointPath,
  fillPath,
  type Route,
} from '../contract/endpoint';
import { DEFAULT_ERROR_MESSAGE, type Envelope, isEnvelope, SUCCESS_CODE } from '../envelope';

/** Header every call sends; the server refuses state changes without it (CSRF defence). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'career-platform';

export interface ApiClientOptions {
  /** Origin (or prefix) the area prefixes hang from; '' for same-origin. */
  baseURL?: string;
  /** Called with true when a call that asked for the loading indicator starts, false when it ends. */
  onLoading?: (running: boolean) => void;
  /** Shows a message to the person (the apps wire this to the dialog). */
  onAlert?: (message: string) => void;
  /** Where network exceptions go (spec §8: only logged). */
  log?: (error: unknown) => void;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
}

export interface CallOptions {
  /** Drive the loading indicator while this call runs. */
  loading?: boolean;
  /** Extra query string (see `toQueryString`), appended as `?{query}` when non-empty. */
  query?: string;
  /** Let the request outlive the page (sent while the page is being closed). */
  keepalive?: boolean;
}

/** What a screen shows from a call: the data, or why there is none (`status` null: the server was not reached). */
export type Reply<T> = { ok: true; data: T } | { ok: false; status: number | null; message: string };

/** Said when the server could not be reached. */
export const UNREACHABLE_MESSAGE = '서버에 연결하지 못했습니다. 연결을 확인하고 다시 시도해 주세요.';

/** A reply as a screen reads it: the data on success, else the server's message (or the spec's default). */
export function replyOf<T>(envelope: Envelope<T> | undefined): Reply<T> {
  if (!envelope) return { ok: false, status: null, message: UNREACHABLE_MESSAGE };
  if (envelope.code === SUCCESS_CODE) return { ok: true, data: envelope.data };
  return { ok: false, status: envelope.code, message: envelope.message || DEFAULT_ERROR_MESSAGE };
}

export interface ApiClient {
  /** The whole envelope, or `undefined` after a network exception. */
  call<R extends Route>(
    route: R,
    input?: EndpointInput<EndpointOf<R>>,
    options?: CallOptions & { unwrap?: false },
  ): Promise<Envelope<EndpointData<EndpointOf<R>>> | undefined>;
  /** Unwrapped: the data on success; `false` after a non-200 reply (alert shown); `undefined` after a network exception. */
  call<R extends Route>(
    route: R,
    input: EndpointInput<EndpointOf<R>> | undefined,
    options: CallOptions & { unwrap: true },
  ): Promise<EndpointData<EndpointOf<R>> | false | undefined>;
  /**
   * For what a screen shows: the data or why there is none, never an alert (the screen says it in
   * place; decision 017). Actions use `call` with `unwrap`, whose refusals are alerts (spec §8).
   */
  load<R extends Route>(
    route: R,
    input?: EndpointInput<EndpointOf<R>>,
    options?: CallOptions,
  ): Promise<Reply<EndpointData<EndpointOf<R>>>>;
  /**
   * A streamed call (an endpoint with `stream`): `onText` gets the text as it is written, and the
   * reply comes at the end. Aborting `signal` stops the writing (the server keeps what came).
   */
  stream<R extends Route>(
    route: R,
    input: EndpointInput<EndpointOf<R>> | undefined,
    options: { onText(text: string): void; signal?: AbortSignal },
  ): Promise<Reply<EndpointData<EndpointOf<R>>>>;
}

/** Said when a stream was stopped by the person before it ended. */
export const STOPPED_MESSAGE = '멈췄습니다. 그때까지 쓴 글은 남아 있습니다.';

type AnyInput = { params?: unknown; query?: unknown; body?: unknown } | undefined;

function buildUrl(route: Route, input: AnyInput, extraQuery?: string): string {
  const path = fillPath(endpointPath(route), input?.params as Record<string, unknown> | undefined);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input?.query as Record<string, unknown> | undefined) ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const query = [search.toString(), extraQuery ?? ''].filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
}

/** Turns a reply body into an envelope; anything else becomes a failure carrying its HTTP status. */
function toEnvelope(body: unknown, status: number): Envelope {
  if (isEnvelope(body)) return body;
  return { code: status === SUCCESS_CODE ? 500 : status, message: '', data: null };
}

/** The typed client of spec §7 and §8 over ofetch. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseURL = '', onLoading, onAlert, log = console.error } = options;
  const fetcher = createFetch(options.fetch ? { fetch: options.fetch } : {}).create({
    baseURL,
    credentials: 'same-origin',
    ignoreResponseError: true,
    retry: 0,
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, accept: 'application/json' },
  });

  async function call(
    route: Route,
    input?: AnyInput,
    callOptions: CallOptions & { unwrap?: boolean } = {},
  ): Promise<unknown> {
    const { loading = false, unwrap = false, query, keepalive } = callOptions;
    if (loading) onLoading?.(true);
    try {
      const response = await fetcher.raw(buildUrl(route, input, query), {
        method: route.method,
        body: input?.body as Record<string, unknown> | undefined,
        responseType: 'json',
        ...(keepalive ? { keepalive } : {}),
      });
      const reply = toEnvelope(response._data, response.status);
      if (!unwrap) return reply;
      if (reply.code === SUCCESS_CODE) return reply.data;
      onAlert?.(reply.message || DEFAULT_ERROR_MESSAGE);
      return false;
    } catch (error) {
      log(error);
      return undefined;
    } finally {
      if (loading) onLoading?.(false);
    }
  }

  const load = async (route: Route, input?: AnyInput, callOptions?: CallOptions) =>
    replyOf((await call(route, input, callOptions)) as Envelope | undefined);

  async function stream(
    route: Route,
    input: AnyInput,
    { onText, signal }: { onText(text: string): void; signal?: AbortSignal },
  ): Promise<Reply<unknown>> {
    let response: Response;
    try {
      response = await (options.fetch ?? globalThis.fetch)(`${baseURL}${buildUrl(route, input)}`, {
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
      for await (const event of serverSentEvents(response)) {
        if (event.name === 'text') onText((JSON.parse(event.data) as { text: string }).text);
        else if (event.name === 'done' || event.name === 'error') return replyOf(JSON.parse(event.data) as Envelope);
      }
    } catch (error) {
      if (signal?.aborted) return { ok: false, status: null, message: STOPPED_MESSAGE };
      log(error);
    }
    return replyOf(undefined);
  }

  return { call, load, stream } as ApiClient;
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
