import { bodyBytesOf, type Endpoint, endpointPath, SUCCESS_CODE } from '@career/api-sdk';
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import * as z from 'zod/mini';
import { authorize } from '../auth/principal';
import { resolveSubject } from '../tools/subject';
import { readJsonBody } from './body';
import { ApiError, clientClosed, messages } from './errors';
import type { AppEnv, Deps, Handler, HandlerArgs } from './types';

z.config(z.locales.ko());

/** `/user/{id}` → `/user/:id` (Hono's syntax). */
function honoPath(prefixedPath: string): string {
  return prefixedPath.replace(/\{(\w+)\}/g, ':$1');
}

function describeIssues(error: z.core.$ZodError): string {
  const first = error.issues[0];
  return first ? first.message : messages.invalidInput;
}

function validate<S extends z.ZodMiniType>(schema: S | undefined, value: unknown): unknown {
  if (!schema) return undefined;
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
    const principal = await authorize(deps, c, endpoint.access);
    const params = validate(endpoint.params, c.req.param());
    const query = validate(endpoint.query, c.req.query());
    const body = endpoint.body ? validate(endpoint.body, await readJsonBody(c, bodyBytesOf(endpoint))) : undefined;
    const subject = await resolveSubject(deps, endpoint, principal, params, body);
    // Each part was just parsed by its own schema and access was checked, so the shapes hold.
    const args = { params, query, body, principal, subject, c, signal: c.req.raw.signal } as unknown as HandlerArgs<E>;
    if (endpoint.stream) return streamed(c, (handler as StreamHandler)(args));
    const data = await (handler as PlainHandler)(args);
    return c.json({ code: SUCCESS_CODE, message: '', data });
  });
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
 * Once every endpoint is registered: a known path called with a method none of its endpoints
 * takes gets 405 with `Allow`, rather than the 404 of an unknown path. Registered after the
 * endpoints, so it only answers what they did not.
 */
export function refuseOtherMethods(app: Hono<AppEnv>, endpoints: readonly Endpoint[]): void {
  const methodsByPath = new Map<string, Set<string>>();
  for (const endpoint of endpoints) {
    const path = honoPath(endpointPath(endpoint));
    const methods = methodsByPath.get(path) ?? new Set<string>();
    methods.add(endpoint.method);
    // Hono answers HEAD with the GET handler.
    if (endpoint.method === 'GET') methods.add('HEAD');
    methodsByPath.set(path, methods);
  }
  for (const [path, methods] of methodsByPath) {
    const allow = [...methods].join(', ');
    app.all(path, () => {
      throw new ApiError(405, messages.methodNotAllowed, null, { Allow: allow });
    });
  }
}
