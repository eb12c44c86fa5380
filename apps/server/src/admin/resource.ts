import type { CsvColumn, Endpoint, Resource, ResourceRecord, ResourceRow } from '@career/api-sdk';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { AdminPrincipal, HandlerArgs, Router } from '../http/types';
import { audit } from './audit';
import { allRowsOf, csvFileOf, pageOf } from './list';

// Serves an admin resource declared with defineResource (decision 046): its list pages and sorts,
// its export writes the same rows as CSV, and its create, update and delete each run in one
// transaction with their audit entry, reading the record before and after the change. A module
// gives only what is its own: the rows, their columns, how a change is written.

type Db = Kysely<Database>;
type Call<R extends Resource, K extends string> = R['calls'] extends Record<K, infer E extends Endpoint> ? E : never;
type Args<R extends Resource, K extends string> = HandlerArgs<Call<R, K>>;
type RecordOf<R extends Resource> = ResourceRecord<R>;

/** The three changes a resource audits, in the words of its summary line. */
export type ResourceChange = 'create' | 'update' | 'delete';

export interface ResourceService<R extends Resource, DB, TB extends keyof DB, O, T extends ResourceRow<R>> {
  /** The list's rows as its query filters them; a missing scope (the university of a class list) throws its 404. */
  rows?: (args: Args<R, 'list'>) => SelectQueryBuilder<DB, TB, O> | Promise<SelectQueryBuilder<DB, TB, O>>;
  /** Sort key → column, the default sort, the row's unique column; `idsFirst` as pageOf takes it. */
  sort?: { columns: Record<string, string>; defaultSort: string; id: string; idsFirst?: boolean };
  /** A database row as the list shows it. */
  map?: (row: O) => T;
  /** The export's file name (without date) and columns. */
  csv?: { filename: (args: Args<R, 'export'>) => string | Promise<string>; columns: readonly CsvColumn<T>[] };
  /** One record by id; throws its 404. */
  byId?: (db: Db, id: number) => Promise<RecordOf<R>>;
  /** Writes a new one and gives its id. */
  create?: (trx: Db, args: Args<R, 'create'>) => Promise<number>;
  /** Writes the change of `body` to the record read just before. */
  update?: (trx: Db, id: number, body: Args<R, 'update'>['body'], before: RecordOf<R>) => Promise<void>;
  /** Removes the record read just before (or refuses, with its 409). */
  remove?: (trx: Db, id: number, before: RecordOf<R>) => Promise<void>;
  /** The audit log's line of a change, e.g. '대학 "한빛대학교" 등록'. */
  summary?: (change: ResourceChange, record: RecordOf<R>) => string;
}

/**
 * Registers each call the resource declares from what `service` gives: a call whose part is not
 * given (an AI gift's create, with its code retries) is the module's own to register.
 */
export function serveResource<R extends Resource, DB, TB extends keyof DB, O, T extends ResourceRow<R>>(
  { handle, deps }: Router,
  resource: R,
  service: ResourceService<R, DB, TB, O, T>,
): void {
  const { db } = deps.database;
  const calls = resource.calls as Partial<
    Record<'list' | 'export' | 'detail' | 'create' | 'update' | 'delete', Endpoint>
  >;
  const { rows, sort, map, csv, byId, summary } = service;
  const entity = resource.declaration.audit ?? resource.name;

  /** Writes a change and its audit entry in one transaction. */
  const audited = <T>(
    principal: AdminPrincipal,
    change: (
      trx: Db,
    ) => Promise<{ id: number; action: ResourceChange; before?: RecordOf<R>; after?: RecordOf<R>; reply: T }>,
  ) =>
    db.transaction().execute(async (trx) => {
      const done = await change(trx);
      const record = done.after ?? done.before;
      if (!summary || !record) throw new Error(`resource ${resource.name}: a change needs its summary and record`);
      await audit(trx, principal, {
        action: done.action,
        entity,
        entityId: done.id,
        summary: summary(done.action, record),
        before: done.before,
        after: done.after,
      });
      return done.reply;
    });

  if (calls.list && rows && sort && map)
    handle(calls.list, async (args) =>
      pageOf(db, await rows(args as Args<R, 'list'>), args.query ?? {}, { ...sort, map }),
    );

  if (calls.export && rows && sort && map && csv)
    handle(calls.export, async (args) => {
      const typed = args as Args<R, 'export'>;
      const found = await allRowsOf(await rows(typed as unknown as Args<R, 'list'>), args.query ?? {}, sort);
      return csvFileOf(await csv.filename(typed), csv.columns, found.map(map));
    });

  if (calls.detail && byId) handle(calls.detail, ({ params }) => byId(db, Number((params as { id: string }).id)));

  const { create, update, remove } = service;
  if (calls.create && create && byId)
    handle(calls.create, (args) =>
      audited(args.principal as AdminPrincipal, async (trx) => {
        const id = await create(trx, args as Args<R, 'create'>);
        const after = await byId(trx, id);
        return { id, action: 'create', after, reply: after };
      }),
    );

  if (calls.update && update && byId)
    handle(calls.update, (args) =>
      audited(args.principal as AdminPrincipal, async (trx) => {
        const id = Number((args.params as { id: string }).id);
        const before = await byId(trx, id);
        await update(trx, id, (args as Args<R, 'update'>).body, before);
        const after = await byId(trx, id);
        return { id, action: 'update', before, after, reply: after };
      }),
    );

  if (calls.delete && remove && byId)
    handle(calls.delete, (args) =>
      audited(args.principal as AdminPrincipal, async (trx) => {
        const id = Number((args.params as { id: string }).id);
        const before = await byId(trx, id);
        await remove(trx, id, before);
        return { id, action: 'delete', before, reply: { id } };
      }),
    );
}

/** `updated_at` set to now, for an update's `set`. */
export const touched = { updated_at: sql<Date>`now()` };

/** A change in the words most summaries end with: '대학 "한빛대학교" 등록'. */
export const CHANGE_WORDS: Record<ResourceChange, string> = { create: '등록', update: '수정', delete: '삭제' };
