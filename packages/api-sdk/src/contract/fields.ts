import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';

/** What kind of value a field holds, as a caller sends it. */
export type FieldKind = 'string' | 'number' | 'boolean' | 'enum' | 'literal' | 'other';

/** One value a caller sends inside a params, query or body schema. */
export interface Field {
  /** Keys from the schema's root to the value, e.g. `['user_id']`; `'0'` stands for any array item. */
  readonly path: readonly string[];
  readonly kind: FieldKind;
  /** The schema the value itself must pass (wrappers such as optional peeled off). */
  readonly schema: z.core.$ZodType;
  /** The caller may leave it out. */
  readonly optional: boolean;
  /** The value arrives as text and is coerced (query parameters). */
  readonly coerce: boolean;
  /** The allowed values of an enum or literal, or the examples a schema gives of itself. */
  readonly values: readonly unknown[];
}

const leafKinds: Partial<Record<z.core.$ZodTypeDef['type'], FieldKind>> = {
  string: 'string',
  number: 'number',
  int: 'number',
  boolean: 'boolean',
  enum: 'enum',
  literal: 'literal',
};

/**
 * Every value a schema accepts from a caller, found by walking its definition on the input side
 * (a pipe's input, an optional's inner type). Tests use it to hold contract-wide rules and to
 * derive hostile input per field, so a new endpoint is covered without anyone listing its fields.
 */
export function fieldsOf(schema: z.core.$ZodType, path: readonly string[] = [], optional = false): Field[] {
  // A schema with examples (a tool's answers, checked as a whole) is one value, sampled from them.
  const examples = z.globalRegistry.get(schema)?.examples;
  if (Array.isArray(examples) && examples.length > 0) {
    return [{ path, kind: 'other', schema, optional, coerce: false, values: examples }];
  }
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries((def as z.core.$ZodObjectDef).shape).flatMap(([key, value]) =>
        fieldsOf(value, [...path, key]),
      );
    case 'optional':
    case 'default':
    case 'prefault':
      return fieldsOf((def as z.core.$ZodOptionalDef).innerType, path, true);
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return fieldsOf((def as z.core.$ZodNullableDef).innerType, path, optional);
    case 'pipe':
      return fieldsOf((def as z.core.$ZodPipeDef).in, path, optional);
    case 'array':
      return fieldsOf((def as z.core.$ZodArrayDef).element, [...path, '0'], optional);
    case 'union':
      return (def as z.core.$ZodUnionDef).options.flatMap((option) => fieldsOf(option, path, optional));
    default: {
      const kind = leafKinds[def.type] ?? 'other';
      const values =
        kind === 'enum'
          ? Object.values((def as z.core.$ZodEnumDef).entries)
          : kind === 'literal'
            ? (def as z.core.$ZodLiteralDef<z.core.util.Literal>).values
            : [];
      const coerce = 'coerce' in def && def.coerce === true;
      return [{ path, kind, schema, optional, coerce, values }];
    }
  }
}

/** Every value the endpoints take, each named `METHOD /path part.key` (contract-wide tests walk these). */
export function endpointFields(endpoints: readonly Endpoint[]): { name: string; field: Field }[] {
  return endpoints.flatMap((endpoint) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = endpoint[part];
      return schema
        ? fieldsOf(schema).map((field) => ({
            name: `${endpoint.method} ${endpoint.path} ${part}.${field.path.join('.')}`,
            field,
          }))
        : [];
    }),
  );
}
