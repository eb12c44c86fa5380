import {
  type Endpoint,
  type EndpointData,
  type EndpointParsedInput,
  endpointPath,
  SUCCESS_CODE,
} from '@career/api-sdk';
import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { authorize, type PrincipalFor } from '../auth/principal';
import { resolveSubject, type SubjectFor } from '../tools/subject';
import { ApiError, messages } from './errors';
import type { Deps } from './router';
import type { AppEnv } from './types';

z.config(z.locales.ko());

/**
 * What a handler receives: the validated input, who is calling (per the endpoint's access), who
 * the call is about (per its subject, already checked), and the context.
 */
export type HandlerArgs<E extends Endpoint> = {
  [K in keyof EndpointParsedInput<E>]-?: Exclude<EndpointParsedInput<E>[K], undefined>;
} & { principal: PrincipalFor<E['access']>; subject: SubjectFor<E>; c: Context<AppEnv> };

export type Handler<E extends Endpoint> = (args: HandlerArgs<E>) => Promise<EndpointData<E>> | EndpointData<E>;

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

async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, messages.malformedJson);
  }
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
    const body = endpoint.body ? validate(endpoint.body, await readJsonBody(c)) : undefined;
    const subject = await resolveSubject(deps, endpoint, principal, params, body);
    // Each part was just parsed by its own schema and access was checked, so the shapes hold.
    const data = await handler({ params, query, body, principal, subject, c } as unknown as HandlerArgs<E>);
    return c.json({ code: SUCCESS_CODE, message: '', data });
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
