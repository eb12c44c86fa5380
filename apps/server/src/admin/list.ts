import { CSV_MAX_ROWS, type CsvColumn, csvFilename, csvOf, LIST_COUNT_LIMIT } from '@career/api-sdk';
import { type Expression, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

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
  /** The count stopped at `total`: the list holds more (see countUpTo). */
  total_at_least?: boolean;
  page: number;
  size: number;
}

export const DEFAULT_PAGE_SIZE = 20;

interface SortOptions {
  /** Sort key → column (or expression) name. */
  columns: Record<string, string>;
  /** The key used when the query names none, e.g. '-created'. */
  defaultSort: string;
  /** The row's unique column, the last sort key. */
  id: string;
}

/** Orders rows as the query's `sort` says, the id last. */
function orderer(query: ListQuery, options: SortOptions) {
  const sort = query.sort ?? options.defaultSort;
  const descending = sort.startsWith('-');
  const column = options.columns[descending ? sort.slice(1) : sort] ?? options.id;
  const direction = descending ? 'desc' : 'asc';
  return <Q extends SelectQueryBuilder<never, never, unknown>>(rows: Q) =>
    rows
      .orderBy(sql`${sql.ref(column)} ${sql.raw(direction)}`)
      .orderBy(sql`${sql.ref(options.id)} ${sql.raw(direction)}`) as Q;
}

/** One page of `query`'s rows, with their count (up to LIST_COUNT_LIMIT, or the page's end when deeper). */
export async function pageOf<DB, TB extends keyof DB, O, T>(
  db: Db,
  rows: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  options: SortOptions & {
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
  const ordered = orderer(query, options) as <Q extends SelectQueryBuilder<DB, TB, unknown>>(rows: Q) => Q;
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
  const [items, counted] = await Promise.all([
    pageRows.execute(),
    countUpTo(db, rows, Math.max(LIST_COUNT_LIMIT, page * size)),
  ]);
  return { items: items.map(options.map), ...counted, page, size };
}

/**
 * How many rows `rows` holds, counting no further than `limit`: the count reads at most `limit` + 1
 * rows, so a list of 200,000 users costs what one of 20,000 does (issue 38).
 */
async function countUpTo<DB, TB extends keyof DB, O>(
  db: Db,
  rows: SelectQueryBuilder<DB, TB, O>,
  limit: number,
): Promise<{ total: number; total_at_least?: true }> {
  const counted = await sql<{ count: string | number }>`select count(*) as count from (${rows
    .clearSelect()
    .select(sql`1`.as('one'))
    .limit(limit + 1)}) as counted`.execute(db);
  const total = Number(counted.rows[0]?.count ?? 0);
  return total > limit ? { total: limit, total_at_least: true } : { total };
}

/** Why an export is refused when its filter matches more rows than one file holds. */
export const tooManyRowsMessage = `내보낼 줄이 ${CSV_MAX_ROWS.toLocaleString('ko-KR')}개를 넘습니다. 검색어나 필터로 좁혀 나누어 내보내 주세요.`;

/**
 * Every row of `rows` for a CSV export, in the list's order: the whole filtered list, not a page.
 * More than CSV_MAX_ROWS is refused with a Korean 400 rather than cut short without a word.
 */
export async function allRowsOf<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  options: SortOptions,
): Promise<O[]> {
  const ordered = orderer(query, options) as <Q extends SelectQueryBuilder<DB, TB, unknown>>(rows: Q) => Q;
  const found = await ordered(rows)
    .limit(CSV_MAX_ROWS + 1)
    .execute();
  if (found.length > CSV_MAX_ROWS) throw new ApiError(400, tooManyRowsMessage);
  return found;
}

/** A list's export as the console saves it: `{ filename, csv }` (UTF-8 with a BOM, formulas neutralised). */
export const csvFileOf = <T>(what: string, columns: readonly CsvColumn<T>[], rows: readonly T[]) => ({
  filename: csvFilename(what),
  csv: csvOf(columns, rows),
});

/** A moment as a spreadsheet reads it, in Korean time: '2026-11-26 14:05:09'. */
export const koreanTimeOf = (at: string | Date | null | undefined) =>
  at
    ? new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'medium' }).format(
        new Date(at),
      )
    : null;

export type Db = Kysely<Database>;

/** A date column as 'YYYY-MM-DD' (both drivers would otherwise give a Date at midnight UTC). */
export const day = (column: Expression<unknown>) => sql<string | null>`to_char(${column}, 'YYYY-MM-DD')`;
