import type { EndpointData, EndpointInput, EndpointOf, Route } from '../contract/endpoint';
import { type AnyInput, type ApiClient, type ApiClientOptions, createApiClient, type Reply } from './createApiClient';

/** A client that also makes streamed calls: the one an app that runs the tools creates. */
export interface StreamingApiClient extends ApiClient {
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

/**
 * The client with streamed calls (decision 019), for an app that runs the tools; the code that reads
 * a stream is fetched with the first streamed call. The admin console makes none and uses
 * `createApiClient`, so its first screen does not carry this.
 */
export function createStreamingApiClient(options: ApiClientOptions = {}): StreamingApiClient {
  const stream = ((
    route: Route,
    input: AnyInput,
    streamOptions: { onText(text: string): void; signal?: AbortSignal },
  ) =>
    import('./eventStream').then((module) =>
      module.streamCall(options, route, input, streamOptions),
    )) as StreamingApiClient['stream'];
  return { ...createApiClient(options), stream };
}
