import { type Endpoint, type EndpointData, type EndpointInput, SUCCESS_CODE } from '@career/api-sdk';
import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { ApiError, messages } from './errors';
import type { AppEnv } from './types';

/** What a handler receives: the validated input and the Hono context. */
export type HandlerArgs<E extends Endpoint> = {
  [K in keyof EndpointInput<E>]-?: Exclude<EndpointInput<E>[K], undefined>;
} & { c: Context<AppEnv> };

export type Handler<E extends Endpoint> = (args: HandlerArgs<E>) => Promise<EndpointData<E>> | EndpointData<E>;

/** `/user/{id}` → `/user/:id` (Hono's syntax). */
function honoPath(prefixedPath: string): string {
  return prefixedPath.replace(/\{(\w+)\}/g, ':$1');
}

function describeIssues(error: z.core.$ZodError): string {
  const first = error.issues[0];
  if (!first) return messages.invalidInput;
  const where = first.path.length ? `${first.path.join('.')}: ` : '';
  return `${messages.invalidInput} (${where}${first.message})`;
}

function validate<S extends z.ZodMiniType>(schema: S | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = z.safeParse(schema, value);
  if (!result.success) throw new ApiError(400, describeIssues(result.error), { issues: result.error.issues });
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

/** Registers one contract entry on the app; input is validated by the entry's own schemas. */
export function registerEndpoint<E extends Endpoint>(
  app: Hono<AppEnv>,
  prefix: string,
  endpoint: E,
  handler: Handler<E>,
): void {
  const path = honoPath(`${prefix}${endpoint.path}`);
  app.on(endpoint.method, path, async (c) => {
    const params = validate(endpoint.params, c.req.param());
    const query = validate(endpoint.query, c.req.query());
    const body = endpoint.body ? validate(endpoint.body, await readJsonBody(c)) : undefined;
    const data = await handler({ params, query, body, c } as HandlerArgs<E>);
    return c.json({ code: SUCCESS_CODE, message: '', data });
  });
}
