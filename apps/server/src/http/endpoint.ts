import { bodyBytesOf, type Endpoint, endpointPath, SUCCESS_CODE } from '@career/api-sdk';
import type { Context, Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { streamSSE } from 'hono/streaming';
import * as z from 'zod/mini';
import { authorize } from '../auth/principal';
import { resolveSubject } from '../tools/subject';
import { readJsonBody } from './body';
import { ApiError, clientClosed, messages } from './errors';
import { refuseCrossSite } from './security';
import type { AppEnv, Deps, Handler, HandlerArgs, Principal, ResolvedSubject } from './types';

z.config(z.locales.ko());

/** `/user/{id}` → `/user/:id` (Hono's syntax). */
function honoPath(prefixedPath: string): string {
  return prefixedPath.replace(/\{(\w+)\}/g, ':$1');
}

function describeIssues(error: z.core.$ZodError): string {
  const first = error.issues[0];
  return first ? first.message : messages.invalidInput;
}

function validate(schema: z.ZodMiniType, value: unknown): unknown {
  const result = z.safeParse(schema, value);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new ApiError(400, describeIssues(result.error), { issues });
  }
  return result.data;
}

/**
 * Registers one contract entry: access is enforced and every input validated by the entry's own
 * schemas before the handler runs, so a handler only ever sees a permitted caller and clean input.
 * The session comes first: a signed-out caller learns nothing about the input rules (401, not a
 * 400 that describes the schema), and hostile input from strangers stops before it is parsed.
 */
export function registerEndpoint<E extends Endpoint>(
  app: Hono<AppEnv>,
  deps: Deps,
  prefix: string,
  endpoint: E,
  handler: Handler<E>,
): void {
  const path = honoPath(`${prefix}${endpoint.path}`);
  app.on(endpoint.method, path, async (c) => {
    refuseCrossSite(c);
    const principal = endpoint.access === 'public' ? null : await authorize(deps, c, endpoint.access);
    // Each part is read only when the entry has a schema for it: an entry without one ignores it.
    const params = endpoint.params ? validate(endpoint.params, c.req.param()) : undefined;
    const query = endpoint.query ? validate(endpoint.query, c.req.query()) : undefined;
    const body = endpoint.body ? validate(endpoint.body, await readJsonBody(c, bodyBytesOf(endpoint))) : undefined;
    const subject = endpoint.subject ? await resolveSubject(deps, endpoint, principal, params, body) : null;
    // Each part was just parsed by its own schema and access was checked, so the shapes hold.
    const args = new Arguments(params, query, body, principal, subject, c) as unknown as HandlerArgs<E>;
    if (endpoint.stream) return streamed(c, (handler as StreamHandler)(args));
    const data = await (handler as PlainHandler)(args);
    return c.json({ code: SUCCESS_CODE, message: '', data });
  });
}

/**
 * What a handler is given. The signal is read only by the handlers that stop work when the caller
 * leaves: reading it turns the adapter's light request into a full web Request (a fifth of a plain
 * call's time). It is a getter of this class, not of an object literal: V8 keeps a literal's
 * getter where only a full collection frees it, and with it the whole request (decision 049).
 */
class Arguments {
  constructor(
    readonly params: unknown,
    readonly query: unknown,
    readonly body: unknown,
    readonly principal: Principal | null,
    readonly subject: ResolvedSubject | null,
    readonly c: Context<AppEnv>,
  ) {}

  get signal(): AbortSignal {
    return this.c.req.raw.signal;
  }
}

type PlainHandler = (args: unknown) => Promise<unknown> | unknown;
type StreamHandler = (args: unknown) => AsyncGenerator<string, unknown, void>;

/**
 * A streamed reply as server-sent events: `text` events as the handler yields, then `done` with the
 * envelope of its data, or `error` with an error envelope. The first step runs before anything is
 * sent, so a refusal before the first text (a quota, a missing note) is an ordinary JSON envelope.
 */
async function streamed(c: Context<AppEnv>, steps: AsyncGenerator<string, unknown, void>) {
  const first = await steps.next();
  return streamSSE(c, async (stream) => {
    const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) });
    try {
      let step = first;
      while (!step.done) {
        await send('text', { text: step.value });
        step = await steps.next();
      }
      await send('done', { code: SUCCESS_CODE, message: '', data: step.value });
    } catch (error) {
      const known = error instanceof ApiError;
      if (clientClosed(c, error)) {
        console.warn(`[server] stream ${c.req.method} ${c.req.path}: client closed the request`);
        return;
      }
      if (!known) console.error(`[server] stream ${c.req.method} ${c.req.path}`, error);
      await send('error', {
        code: known ? error.status : 500,
        message: known ? error.message : messages.internal,
        data: known ? error.data : null,
      });
    }
  });
}

/**
 * The methods each known path takes, for the API areas' catch-all: a known path called with a
 * method none of its endpoints takes gets 405 with `Allow`, rather than the 404 of an unknown path.
 * Asked only when no endpoint matched, so these paths add nothing to the routing of every call
 * (a route per path cost a tenth of a plain call's time, docs/decisions/049).
 */
export function allowedMethods(endpoints: readonly Endpoint[]): (path: string) => string | null {
  const methodsByPath = new Map<string, Set<string>>();
  for (const endpoint of endpoints) {
    const path = honoPath(endpointPath(endpoint));
    const methods = methodsByPath.get(path) ?? new Set<string>();
    methods.add(endpoint.method);
    // Hono answers HEAD with the GET handler.
    if (endpoint.method === 'GET') methods.add('HEAD');
    methodsByPath.set(path, methods);
  }
  const paths = new TrieRouter<string>();
  for (const [path, methods] of methodsByPath) paths.add('ALL', path, [...methods].join(', '));
  return (path) => paths.match('ALL', path)[0][0]?.[0] ?? null;
}
