import { type Endpoint, endpointPath, type Field, fieldsOf, todayInKorea } from '@career/api-sdk';
import * as z from 'zod/mini';
import { hostileBodies, hostileJsonValues, hostileUrlValues } from './hostile';

/** One request of the fuzz. */
export interface FuzzCase {
  /** What was made hostile, for the failure report. */
  label: string;
  method: string;
  /** Path and query, percent-encoded as sent. */
  url: string;
  /** The raw body, for endpoints that take one. */
  body?: string | undefined;
}

// Plausible values, tried in order until a field's own schema accepts one; they keep the other
// fields valid while one is hostile, so each hostile value reaches as deep as it can.
const sampleText = [
  'demo-student-01',
  'user@example.kr',
  '1',
  '123456',
  '12345678',
  '010-1234-5678',
  'pass1234word',
  'DEMO-GIFT-2026',
  '한새봄',
  // A day: today is within every date field's domain (a deposit, a session, a class's days).
  todayInKorea(),
  // A Holland code and a KECO middle group (reference data).
  'SE',
  '13',
  // A self-introduction question.
  'motivation',
  // A deep-interview question and a follow-up.
  'action',
  'action-1',
  // An interview question, and a recording's bytes (base64).
  'p-strength',
  'GkXfo0AAAAAAAAAAAAAAAA==',
  // A business registration number whose check digit holds (a class's tax data).
  '123-45-67891',
];
// 2026: a year (a class's 학년도).
const sampleNumbers = [1, 2, 10, 2026];

/** A plausible value that passes the field's own schema. */
export function sampleOf(field: Field): unknown {
  const candidates =
    field.kind === 'enum' || field.kind === 'literal'
      ? field.values
      : field.kind === 'boolean'
        ? [true, false]
        : field.kind === 'number'
          ? sampleNumbers
          : field.kind === 'other'
            ? [...field.values, null, ...sampleText]
            : sampleText;
  const found = (field.coerce ? candidates.map(String) : candidates).find(
    (candidate) => z.safeParse(field.schema, candidate).success,
  );
  if (found === undefined) {
    throw new Error(`No sample value passes ${field.path.join('.')}: add one to the lists in fuzz/generate.ts`);
  }
  return found;
}

/** A copy of `root` with the value at `path` replaced (or removed when `value` is `remove`). */
const remove = Symbol('remove');
function withValue(root: unknown, path: readonly string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const container = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string, unknown>;
  const next = rest.length === 0 ? value : withValue(container[key] ?? (rest[0] === '0' ? [] : {}), rest, value);
  if (next === remove) delete container[key];
  else container[key] = next;
  return container;
}

/** Whether `root` already holds a value at `path` or at a part of it. */
function isSet(root: unknown, path: readonly string[]): boolean {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return true;
    if (!(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value));
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

/**
 * Every hostile request for one endpoint, derived from its schemas: each path parameter, query
 * parameter and body field in turn takes each hostile value of its kind (or goes missing) while
 * the rest stay valid; then extra fields and bodies that are not the expected object at all.
 */
export function casesFor(endpoint: Endpoint): FuzzCase[] {
  const paramFields = endpoint.params ? fieldsOf(endpoint.params) : [];
  const queryFields = endpoint.query ? fieldsOf(endpoint.query) : [];
  const bodyFields = endpoint.body ? fieldsOf(endpoint.body) : [];

  const baseParams: Record<string, string> = Object.fromEntries(
    paramFields.map((field) => [field.path.join('.'), encodeURIComponent(String(sampleOf(field)))]),
  );
  const baseQuery: [string, string][] = queryFields.map((field) => [
    field.path.join('.'),
    encodeURIComponent(String(sampleOf(field))),
  ]);
  // The first option of a union gives the sample; later options of the same value are skipped.
  const baseBody = bodyFields.reduce<unknown>(
    (body, field) => (isSet(body, field.path) ? body : withValue(body, field.path, sampleOf(field))),
    {},
  );

  const url = (params: Record<string, string>, query: [string, string][]) => {
    const path = endpointPath(endpoint).replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
    return query.length ? `${path}?${query.map(([name, value]) => `${name}=${value}`).join('&')}` : path;
  };
  const make = (
    label: string,
    parts: { params?: Record<string, string>; query?: [string, string][]; body?: string },
  ) => ({
    label,
    method: endpoint.method,
    url: url(parts.params ?? baseParams, parts.query ?? baseQuery),
    body: endpoint.body ? (parts.body ?? JSON.stringify(baseBody)) : undefined,
  });

  const cases: FuzzCase[] = [make('valid input', {})];
  for (const field of paramFields) {
    const name = field.path.join('.');
    for (const value of hostileUrlValues) {
      cases.push(make(`path ${name}=${describe(value)}`, { params: { ...baseParams, [name]: value } }));
    }
  }
  for (const field of queryFields) {
    const name = field.path.join('.');
    const others = baseQuery.filter(([other]) => other !== name);
    for (const value of [...hostileUrlValues, '', '1e400']) {
      cases.push(make(`query ${name}=${describe(value)}`, { query: [...others, [name, value]] }));
    }
    cases.push(make(`query ${name} missing`, { query: others }));
    cases.push(make(`query ${name} twice`, { query: [...baseQuery, [name, 'a%00b']] }));
  }
  if (endpoint.query) cases.push(make('query with an unknown name', { query: [...baseQuery, ['extra', 'a%00b']] }));
  for (const field of bodyFields) {
    const name = field.path.join('.');
    for (const value of hostileJsonValues(field.kind)) {
      cases.push(
        make(`body ${name}=${describe(value)}`, { body: JSON.stringify(withValue(baseBody, field.path, value)) }),
      );
    }
    cases.push(make(`body ${name} missing`, { body: JSON.stringify(withValue(baseBody, field.path, remove)) }));
  }
  if (endpoint.body) {
    const extra = { ...(baseBody as object), extra: 'a\u0000b', id: 2_147_483_648 };
    cases.push(make('body with unknown fields', { body: JSON.stringify(extra) }));
    for (const raw of hostileBodies) cases.push(make(`raw body ${describe(raw)}`, { body: raw }));
  }
  return cases;
}

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Requests with a method no endpoint takes on that path: each should be 405. */
export function wrongMethodCases(endpoint: Endpoint, all: readonly Endpoint[]): FuzzCase[] {
  const [valid] = casesFor(endpoint);
  if (!valid) return [];
  // Another endpoint's template may match this path (GET participant/{id} takes participant/register):
  // that method is answered by it, not refused.
  const path = valid.url.split('?')[0] ?? '';
  const answers = (other: Endpoint) => new RegExp(`^${endpointPath(other).replace(/\{\w+\}/g, '[^/]+')}$`).test(path);
  return methods
    .filter((method) => !all.some((other) => other.method === method && answers(other)))
    .map((method) => ({
      label: `method ${method}`,
      method,
      url: valid.url,
      body: method === 'GET' ? undefined : '{}',
    }));
}
