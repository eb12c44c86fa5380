import { type ApiClient, createApiClient, endpointPath, type Route } from '@career/api-sdk';

type Reply = { code: number; message?: string; data?: unknown } | 'network-error';

/**
 * A real api client over a scripted fetch: `routes` maps "METHOD /path" (parameters filled in) to
 * replies. Records every request. For the unit tests of flows and guards.
 */
export function scriptedClient(routes: Record<string, Reply | (() => Reply)>) {
  const requests: string[] = [];
  const alerts: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://test.invalid');
    const key = `${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${url.pathname}`;
    requests.push(key);
    const scripted = routes[key];
    const reply = typeof scripted === 'function' ? scripted() : scripted;
    if (reply === 'network-error') throw new TypeError('fetch failed');
    const body = reply ?? { code: 404, message: '요청하신 API를 찾을 수 없습니다.', data: null };
    return new Response(JSON.stringify({ message: '', data: null, ...body }), {
      status: body.code === 200 ? 200 : body.code,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  const client: ApiClient = createApiClient({
    baseURL: 'http://test.invalid',
    fetch,
    onAlert: (message) => alerts.push(message),
    log: () => {},
  });
  return { client, requests, alerts };
}

export function route(endpoint: Route, params: Record<string, string> = {}): string {
  return `${endpoint.method} ${endpointPath(endpoint).replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '')}`;
}

export function loginReply(overrides: Record<string, unknown> = {}) {
  return {
    code: 200,
    data: {
      token: 'public-token',
      id: 7,
      group: 'USER',
      type: null,
      code: null,
      university: null,
      name: '최민준',
      ...overrides,
    },
  };
}
