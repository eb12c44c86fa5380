import type * as z from 'zod/mini';

/** The four API areas and their base prefixes (spec §7, §9). */
export const AREA_PREFIX = {
  api: '/api',
  userApi: '/userApi',
  universityApi: '/universityApi',
  adminApi: '/adminApi',
} as const;

export type Area = keyof typeof AREA_PREFIX;
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Who may make a call. `public` needs no session; the others need the named session (a
 * `consultant` is a university user whose type is not INSTRUCTOR, an `instructor` one whose type is;
 * `universityUser` admits both).
 */
export type Access =
  | 'public'
  | 'user'
  | 'universityUser'
  | 'consultant'
  | 'instructor'
  | 'university'
  | 'admin'
  /** A guest on a QR link: this browser's guest cookie (decision 018). */
  | 'guest';

/**
 * The user a call is about, named by a path parameter and checked before the handler runs: `user`
 * is `{userId}`, `run` is `{runId}` (a tool run, whose user is then checked). The caller may act for
 * that user only as their access allows: a user for themselves (an AI-gift user only in the gift's
 * tools), a consultant for a student of a class assigned to them, an instructor for a participant
 * of their own class.
 */
export type Subject = 'user' | 'run';

type Schema = z.ZodMiniType;

/** One server call: the single source of the client's types, the server's handler and OpenAPI. */
export interface Endpoint {
  readonly area: Area;
  readonly method: HttpMethod;
  /** Path inside the area, with `{name}` parameters, e.g. `/user/{id}`. */
  readonly path: string;
  readonly summary: string;
  readonly access: Access;
  /** Set when the call is about one user (see Subject); the server resolves it before the handler. */
  readonly subject?: Subject;
  /** The tool the call belongs to: an AI-gift user may only call the tools of their gift. */
  readonly tool?: string;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /**
   * The largest body the call takes, in bytes, when it takes more than DEFAULT_BODY_BYTES (a run's
   * answers, a recording, a CSV file). The server refuses a larger one (413) before reading it.
   */
  readonly bodyBytes?: number;
  /** Schema of the envelope's `data` on success. */
  readonly data: Schema;
  /**
   * Answered as server-sent events: text as it is written (`event: text`), then the envelope of
   * `data` (`event: done`), or an error envelope (`event: error`). Refusals before the first text
   * (access, input, quota) are ordinary JSON envelopes.
   */
  readonly stream?: true;
}

/** The largest body a call takes unless it declares its own `bodyBytes`: every form of the product fits. */
export const DEFAULT_BODY_BYTES = 64 * 1024;

/** How deep arrays and objects may nest in any body: no call's schema goes near it. */
export const MAX_BODY_DEPTH = 32;

/** The largest body the endpoint takes, in bytes. */
export function bodyBytesOf(endpoint: Pick<Endpoint, 'bodyBytes'>): number {
  return endpoint.bodyBytes ?? DEFAULT_BODY_BYTES;
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Part = 'params' | 'query' | 'body';
type Field<E, K extends Part> =
  E extends Record<K, infer S extends Schema> ? { [P in K]: z.input<S> } : { [P in K]?: undefined };
type ParsedField<E, K extends Part> =
  E extends Record<K, infer S extends Schema> ? { [P in K]: z.output<S> } : { [P in K]?: undefined };

/** What a caller passes: path parameters, query and body, each only where the endpoint has one. */
export type EndpointInput<E extends Endpoint> = Field<E, 'params'> & Field<E, 'query'> & Field<E, 'body'>;

/** The same after validation, as the server's handler sees it (values trimmed, coerced, defaulted). */
export type EndpointParsedInput<E extends Endpoint> = ParsedField<E, 'params'> &
  ParsedField<E, 'query'> &
  ParsedField<E, 'body'>;

/** The `data` of a successful reply. */
export type EndpointData<E extends Endpoint> = z.output<E['data']>;

/**
 * What the client needs of an endpoint at run time: where it is and who may call it, without its
 * schemas (they stay on the server). The endpoint's type rides along, for the client's inference.
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly area: E['area'];
  readonly method: E['method'];
  readonly path: E['path'];
  readonly access: E['access'];
  /** Type only; never set at run time. */
  readonly __endpoint?: E;
}

/** The endpoint a route stands for (an endpoint stands for itself). */
export type EndpointOf<R extends Route> = R extends Endpoint ? R : R extends Route<infer E> ? E : never;

/** The full path of an endpoint, prefix included, with `{name}` parameters. */
export function endpointPath(endpoint: Pick<Endpoint, 'area' | 'path'>): string {
  return `${AREA_PREFIX[endpoint.area]}${endpoint.path}`;
}

/** Fills `{name}` parameters, encoding each value. */
export function fillPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}
