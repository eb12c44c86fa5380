import { createFetch } from 'ofetch';
import {
  type EndpointData,
  type EndpointInput,
  type EndpointOf,
  endpointPath,
  fillPath,
  type Route,
} from '../contract/endpoint';
import {
  DEFAULT_ERROR_MESSAGE,
  type Envelope,
  type FieldIssue,
  fieldIssuesOf,
  isEnvelope,
  SUCCESS_CODE,
} from '../envelope';

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

/**
 * What a screen shows from a call: the data, or why there is none (`status` null: the server was not
 * reached), with the fields it names so a form shows each reason at its field.
 */
export type Reply<T> =
  | { ok: true; data: T }
  | { ok: false; status: number | null; message: string; issues?: readonly FieldIssue[] };

/** Said when the server could not be reached. */
export const UNREACHABLE_MESSAGE = '서버에 연결하지 못했습니다. 연결을 확인하고 다시 시도해 주세요.';

/** A reply as a screen reads it: the data on success, else the server's message (or the spec's default). */
export function replyOf<T>(envelope: Envelope<T> | undefined): Reply<T> {
  if (!envelope) return { ok: false, status: null, message: UNREACHABLE_MESSAGE };
  if (envelope.code === SUCCESS_CODE) return { ok: true, data: envelope.data };
  const issues = fieldIssuesOf(envelope.data);
  return {
    ok: false,
    status: envelope.code,
    message: envelope.message || DEFAULT_ERROR_MESSAGE,
    ...(issues.length > 0 ? { issues } : {}),
  };
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
}

export type AnyInput = { params?: unknown; query?: unknown; body?: unknown } | undefined;

export function buildUrl(route: Route, input: AnyInput, extraQuery?: string): string {
  const path = fillPath(endpointPath(route), input?.params as Record<string, unknown> | undefined);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input?.query as Record<string, unknown> | undefined) ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const query = [search.toString(), extraQuery ?? ''].filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
}

/** Turns a reply body into an envelope; anything else becomes a failure carrying its HTTP status. */
export function toEnvelope(body: unknown, status: number): Envelope {
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

  return { call, load } as ApiClient;
}
