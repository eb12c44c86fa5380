import * as z from 'zod/mini';
import type { Access, Area } from './endpoint';
import { csvExport, numericId, page } from './schemas';

// An admin resource is declared once (decision 046): its rows, what a form sends, its list's query,
// who may call it and the name its changes are audited under. Its calls — list, CSV export, one,
// create, update, delete, each where it has one — follow from that declaration, so every resource
// pages, exports and answers the same way; the server serves them from the same object
// (apps/server/src/admin/resource.ts) and the console lists them with one kit (ResourceList).

type Schema = z.ZodMiniType;

/** Where one call is and what OpenAPI says of it. */
export interface ResourceCall {
  readonly path: string;
  readonly summary: string;
}

/** The calls a resource has; list and export share the list's query. */
export interface ResourceCalls {
  readonly list?: ResourceCall;
  readonly export?: ResourceCall;
  readonly detail?: ResourceCall;
  readonly create?: ResourceCall;
  readonly update?: ResourceCall;
  readonly delete?: ResourceCall;
}

export interface ResourceDeclaration {
  /** Defaults: the admin console's area, the administrator's session. */
  readonly area?: Area;
  readonly access?: Access;
  /** A row of the list (and, unless `record` says otherwise, one resource as its calls answer). */
  readonly row: Schema;
  /** One resource as detail, create and update answer it, when more than a row. */
  readonly record?: Schema;
  /** What create sends (and update, unless `update` says otherwise). */
  readonly input?: Schema;
  /** What update sends, when it differs from create (e.g. fields that cannot change). */
  readonly updateInput?: Schema;
  /** The list's query: pages, search, sort, filters (the export takes the same). */
  readonly query?: Schema;
  /** Path parameters of the collection calls (list, export, create) of a resource inside another. */
  readonly scope?: Schema;
  /** The audit log's entity of its changes, e.g. 'university'. */
  readonly audit?: string;
  readonly calls: ResourceCalls;
}

/** `{ id }` of the one-resource calls. */
const idParams = z.object({ id: numericId });
/** What a delete answers. */
const deleted = z.object({ id: z.number() });

type IdParams = typeof idParams;
type Or<T, Fallback> = T extends Schema ? T : Fallback;
type RecordOf<D extends ResourceDeclaration> = Or<D['record'], D['row']>;
type Scope<D extends ResourceDeclaration> = D['scope'] extends Schema ? { params: D['scope'] } : unknown;
type Query<D extends ResourceDeclaration> = D['query'] extends Schema ? { query: D['query'] } : unknown;

type Base<D extends ResourceDeclaration, M extends string, C> = {
  area: D['area'] extends Area ? D['area'] : 'adminApi';
  access: D['access'] extends Access ? D['access'] : 'admin';
  method: M;
  path: C extends ResourceCall ? C['path'] : never;
  summary: string;
};

type CallEndpoints<D extends ResourceDeclaration> = {
  list: Base<D, 'GET', D['calls']['list']> & Scope<D> & Query<D> & { data: ReturnType<typeof page<D['row']>> };
  export: Base<D, 'GET', D['calls']['export']> & Scope<D> & Query<D> & { data: typeof csvExport };
  detail: Base<D, 'GET', D['calls']['detail']> & { params: IdParams; data: RecordOf<D> };
  create: Base<D, 'POST', D['calls']['create']> & Scope<D> & { body: Or<D['input'], never>; data: RecordOf<D> };
  update: Base<D, 'PATCH', D['calls']['update']> & {
    params: IdParams;
    body: Or<D['updateInput'], Or<D['input'], never>>;
    data: RecordOf<D>;
  };
  delete: Base<D, 'DELETE', D['calls']['delete']> & { params: IdParams; data: typeof deleted };
};

type Declared<D extends ResourceDeclaration> = {
  [K in keyof D['calls'] & keyof CallEndpoints<D>]: CallEndpoints<D>[K];
};

/** The calls' names in a contract group: `universityList`, `universityExport`, `universityDetail`, … */
type Named<N extends string, D extends ResourceDeclaration> = {
  [K in keyof Declared<D> & string as `${N}${Capitalize<K>}`]: Declared<D>[K];
};

export interface Resource<N extends string = string, D extends ResourceDeclaration = ResourceDeclaration> {
  readonly name: N;
  readonly declaration: D;
  /** Each call by what it does, for the server. */
  readonly calls: Declared<D>;
  /** The same calls by their contract names, to spread into a contract group. */
  readonly endpoints: Named<N, D>;
}

const METHODS = {
  list: 'GET',
  export: 'GET',
  detail: 'GET',
  create: 'POST',
  update: 'PATCH',
  delete: 'DELETE',
} as const;

/** The endpoint of one call: where it is, what it takes and what it answers. */
function endpointOf(kind: keyof ResourceCalls, call: ResourceCall, declaration: ResourceDeclaration) {
  const { row, record = row, input, updateInput = input, query, scope } = declaration;
  const parts = {
    list: { params: scope, query, data: page(row) },
    export: { params: scope, query, data: csvExport },
    detail: { params: idParams, data: record },
    create: { params: scope, body: input, data: record },
    update: { params: idParams, body: updateInput, data: record },
    delete: { params: idParams, data: deleted },
  }[kind];
  return {
    area: declaration.area ?? 'adminApi',
    method: METHODS[kind],
    path: call.path,
    summary: call.summary,
    access: declaration.access ?? 'admin',
    // A part the call does not have is left out, not set to undefined: the endpoint reads as if written out.
    ...Object.fromEntries(Object.entries(parts).filter(([, schema]) => schema !== undefined)),
  };
}

/** Declares an admin resource; `name` prefixes its calls' contract names. */
export function defineResource<const N extends string, const D extends ResourceDeclaration>(
  name: N,
  declaration: D,
): Resource<N, D> {
  const entries = (Object.entries(declaration.calls) as [keyof ResourceCalls, ResourceCall][]).map(
    ([kind, call]) => [kind, endpointOf(kind, call, declaration)] as const,
  );
  return {
    name,
    declaration,
    calls: Object.fromEntries(entries) as Declared<D>,
    endpoints: Object.fromEntries(
      entries.map(([kind, endpoint]) => [`${name}${kind[0]?.toUpperCase()}${kind.slice(1)}`, endpoint]),
    ) as Named<N, D>,
  };
}

/** A row of a resource's list, as its calls answer it. */
export type ResourceRow<R extends Resource> = z.output<R['declaration']['row']>;

/** One resource as its detail, create and update answer it. */
export type ResourceRecord<R extends Resource> = z.output<Or<R['declaration']['record'], R['declaration']['row']>>;
