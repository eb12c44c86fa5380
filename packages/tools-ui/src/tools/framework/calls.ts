import {
  type AudienceCalls,
  type CallOptions,
  callsFor,
  type EndpointData,
  type EndpointInput,
  type EndpointOf,
  type Envelope,
  type Reply,
  type Route,
  type StreamingApiClient,
  type ToolAudience,
} from '@career/api-sdk';

// A tool's calls, bound for one audience and one user (decision 017): the route table of the tool's
// group gives them, so no tool writes a port by hand. `userId` in a path is the bound user's; other
// path ids may be numbers. Each call has three forms, one per way a screen uses a reply:
// - `calls.x(input)`, an action (a button): a refusal is shown as an alert (spec §8) and yields
//   false, an unreachable server yields undefined;
// - `calls.x.load(input)`, what a screen shows: never an alert, the screen says why in place;
// - `calls.x.raw(input)`, the envelope as it came, for the few that read its code (answer saves);
// - `calls.x.stream(input, { onText, signal })`, for a call answered as text being written.

type Input<R extends Route> = EndpointInput<EndpointOf<R>>;
type PathValues<P> = { [K in keyof P]: P[K] | number };
type BoundParams<P> = keyof Omit<P, 'userId'> extends never
  ? { params?: undefined }
  : { params: PathValues<Omit<P, 'userId'>> };
/** What a caller of a bound call passes: the endpoint's input with `userId` filled by the binding. */
export type BoundInput<R extends Route> = Omit<Input<R>, 'params'> &
  (Input<R> extends { params: infer P } ? BoundParams<P> : { params?: undefined });

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
export type Args<R extends Route> =
  RequiredKeys<BoundInput<R>> extends never
    ? [input?: BoundInput<R>, options?: CallOptions]
    : [input: BoundInput<R>, options?: CallOptions];

export interface BoundCall<R extends Route> {
  (...args: Args<R>): Promise<EndpointData<EndpointOf<R>> | false | undefined>;
  load(...args: Args<R>): Promise<Reply<EndpointData<EndpointOf<R>>>>;
  raw(...args: Args<R>): Promise<Envelope<EndpointData<EndpointOf<R>>> | undefined>;
  /** A streamed call: the text as it is written, then the reply (see StreamingApiClient.stream). */
  stream(
    input: BoundInput<R>,
    options: { onText(text: string): void; signal?: AbortSignal },
  ): Promise<Reply<EndpointData<EndpointOf<R>>>>;
}

/** One audience's calls of a route group, bound. Typed as the user's: every audience's calls take the same input. */
export type BoundCalls<G extends object> = {
  readonly [K in keyof AudienceCalls<G, 'user'>]: AudienceCalls<G, 'user'>[K] extends Route
    ? BoundCall<AudienceCalls<G, 'user'>[K]>
    : never;
};

/** The bound user in the path, and every other path value as text. */
function filled(route: Route, input: { params?: Record<string, unknown> } | undefined, userId: number) {
  const params: Record<string, string> = route.path.includes('{userId}') ? { userId: String(userId) } : {};
  for (const [name, value] of Object.entries(input?.params ?? {})) params[name] = String(value);
  return { ...input, params };
}

/** Binds the calls of `group` (a route module of api-sdk) for an audience and the user they are about. */
export function bindCalls<G extends object>(
  client: StreamingApiClient,
  group: G,
  audience: ToolAudience,
  userId: number,
): BoundCalls<G> {
  const bound: Record<string, BoundCall<Route>> = {};
  for (const [name, route] of Object.entries(callsFor(group, audience) as Record<string, Route>)) {
    type Any = EndpointInput<EndpointOf<Route>>;
    const send = (input: unknown) =>
      filled(route, input as { params?: Record<string, unknown> }, userId) as unknown as Any;
    const call = ((input?: unknown, options?: CallOptions) =>
      client.call<Route>(route, send(input), { ...options, unwrap: true })) as BoundCall<Route>;
    call.raw = (input?: unknown, options?: CallOptions) => client.call<Route>(route, send(input), options);
    call.load = (input?: unknown, options?: CallOptions) => client.load<Route>(route, send(input), options);
    call.stream = (input: unknown, options: { onText(text: string): void; signal?: AbortSignal }) =>
      client.stream<Route>(route, send(input), options);
    bound[name] = call;
  }
  // Every audience's group has the same names with the same inputs; only the route differs.
  return bound as unknown as BoundCalls<G>;
}
