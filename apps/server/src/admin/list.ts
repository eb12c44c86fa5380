import { type Expression, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';

// One way every console list pages and sorts (decision 022): `sort` names a column key, `-key`
// for descending; each list maps its keys to columns and adds the id as the last key, so pages
// never overlap or skip a row whose sort value is shared.

export interface ListQuery {
  page?: number;
  size?: number;
  keyword?: string;
  sort?: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export const DEFAULT_PAGE_SIZE = 20;

/** One page of `query`'s rows, with the count of all of them. */
export async function pageOf<DB, TB extends keyof DB, O, T>(
  rows: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  options: {
    /** Sort key → column (or expression) name. */
    columns: Record<string, string>;
    /** The key used when the query names none, e.g. '-created'. */
    defaultSort: string;
    /** The row's unique column, the last sort key. */
    id: string;
    map: (row: O) => T;
    /**
     * Choose the page's ids first, then read only those rows: for lists whose rows cost (joins,
     * per-row subqueries) and that are paged deep, so OFFSET 10,000 skips ids, not whole rows. The
     * sort columns must be table columns, not select aliases.
     */
    idsFirst?: boolean;
  },
): Promise<Page<T>> {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const sort = query.sort ?? options.defaultSort;
  const descending = sort.startsWith('-');
  const column = options.columns[descending ? sort.slice(1) : sort] ?? options.id;
  const direction = descending ? 'desc' : 'asc';
  const ordered = <Q extends SelectQueryBuilder<DB, TB, unknown>>(query: Q) =>
    query
      .orderBy(sql`${sql.ref(column)} ${sql.raw(direction)}`)
      .orderBy(sql`${sql.ref(options.id)} ${sql.raw(direction)}`) as Q;
  const pageRows = options.idsFirst
    ? ordered(
        rows.where(
          sql.ref(options.id),
          'in',
          ordered(rows.clearSelect().select(sql.ref(options.id).as('page_id')))
            .limit(size)
            .offset((page - 1) * size),
        ),
      )
    : ordered(rows)
        .limit(size)
        .offset((page - 1) * size);
  const [items, total] = await Promise.all([
    pageRows.execute(),
    rows.clearSelect().select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: items.map(options.map), total: Number((total as { count: string }).count), page, size };
}

export type Db = Kysely<Database>;

/** A date column as 'YYYY-MM-DD' (both drivers would otherwise give a Date at midnight UTC). */
export const day = (column: Expression<unknown>) => sql<string | null>`to_char(${column}, 'YYYY-MM-DD')`;
