import { type ActionItem, admin } from '@career/api-sdk';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Router } from '../http/router';

// Statistics and usage trends (issue 18, decision 022). Runs count where they started and where
// they ended, by the day in Korea: "started" is runs created in the range, "completed" runs
// completed in it (a run started last month and finished today counts as completed today), and
// "users" the distinct people who started one. Read straight from tool_run through the indexes on
// created_at and completed_at; seed:load and bench:api measure it at scale. An instructor's runs
// are the runs they started (in their classes' sessions).

interface Filters {
  from: string;
  to: string;
  university_id?: string;
  instructor_id?: string;
  action_item?: ActionItem;
}

type Unit = 'day' | 'week' | 'month';

const KST = 'Asia/Seoul';
/** The range's first instant and the instant after its last day, in Korea. */
const start = (filters: Filters) => sql`(${filters.from}::date)::timestamp at time zone ${KST}`;
const end = (filters: Filters) => sql`(${filters.to}::date + 1)::timestamp at time zone ${KST}`;

/** The conditions of the filters on a run aliased `r`. */
function runFilter(filters: Filters): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filters.action_item) parts.push(sql`r.action_item = ${filters.action_item}`);
  if (filters.university_id)
    parts.push(
      sql`r.university_class_id in (select id from university_class where university_id = ${Number(filters.university_id)})`,
    );
  if (filters.instructor_id) parts.push(sql`r.started_by = ${Number(filters.instructor_id)}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

const startedIn = (filters: Filters) =>
  sql<boolean>`r.created_at >= ${start(filters)} and r.created_at < ${end(filters)} and ${runFilter(filters)}`;
const completedIn = (filters: Filters) =>
  sql<boolean>`r.completed_at >= ${start(filters)} and r.completed_at < ${end(filters)} and ${runFilter(filters)}`;

interface Usage {
  started: number;
  completed: number;
  users: number;
}

/** Started and users, and completed, grouped by `key` (an expression over `r`, and joins), merged. */
async function grouped<K extends string | number>(
  db: Kysely<Database>,
  filters: Filters,
  key: RawBuilder<unknown>,
  joins: RawBuilder<unknown> = sql``,
): Promise<Map<K, Usage>> {
  const [started, completed] = await Promise.all([
    sql<{ key: K; started: number; users: number }>`
      select ${key} as key, count(*)::int as started, count(distinct r.user_id)::int as users
      from tool_run r ${joins} where ${startedIn(filters)} group by 1`.execute(db),
    sql<{ key: K; completed: number }>`
      select ${key} as key, count(*)::int as completed
      from tool_run r ${joins} where ${completedIn(filters)} group by 1`.execute(db),
  ]);
  const usage = new Map<K, Usage>();
  const of = (key: K) => {
    const found = usage.get(key) ?? { started: 0, completed: 0, users: 0 };
    usage.set(key, found);
    return found;
  };
  for (const row of started.rows) Object.assign(of(row.key), { started: row.started, users: row.users });
  for (const row of completed.rows) of(row.key).completed = row.completed;
  return usage;
}

/** The periods of a range, oldest first: days, weeks from Monday, or months, as their first day. */
export function periodsOf(from: string, to: string, unit: Unit): string[] {
  const day = (value: Date) => value.toISOString().slice(0, 10);
  const first = new Date(`${from}T00:00:00Z`);
  if (unit === 'week') first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  if (unit === 'month') first.setUTCDate(1);
  const periods: string[] = [];
  for (const cursor = first; day(cursor) <= to; ) {
    periods.push(day(cursor));
    if (unit === 'day') cursor.setUTCDate(cursor.getUTCDate() + 1);
    if (unit === 'week') cursor.setUTCDate(cursor.getUTCDate() + 7);
    if (unit === 'month') cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return periods;
}

export function registerStatisticsAdminRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  handle(admin.usageTrend, async ({ query }) => {
    const unit = query.unit;
    const startedBucket = sql`to_char(date_trunc(${unit}, r.created_at at time zone ${KST}), 'YYYY-MM-DD')`;
    const completedBucket = sql`to_char(date_trunc(${unit}, r.completed_at at time zone ${KST}), 'YYYY-MM-DD')`;
    const [started, completed] = await Promise.all([
      sql<{ period: string; started: number; users: number }>`
        select ${startedBucket} as period, count(*)::int as started, count(distinct r.user_id)::int as users
        from tool_run r where ${startedIn(query)} group by 1`.execute(db),
      sql<{ period: string; completed: number }>`
        select ${completedBucket} as period, count(*)::int as completed
        from tool_run r where ${completedIn(query)} group by 1`.execute(db),
    ]);
    const startedBy = new Map(started.rows.map((row) => [row.period, row]));
    const completedBy = new Map(completed.rows.map((row) => [row.period, row.completed]));
    return {
      unit,
      from: query.from,
      to: query.to,
      points: periodsOf(query.from, query.to, unit).map((period) => ({
        period,
        started: startedBy.get(period)?.started ?? 0,
        completed: completedBy.get(period) ?? 0,
        users: startedBy.get(period)?.users ?? 0,
      })),
    };
  });

  handle(admin.statistics, async ({ query }) => {
    const [tools, universities, instructors, totals] = await Promise.all([
      grouped<ActionItem>(db, query, sql`r.action_item`),
      grouped<number>(db, query, sql`uc.university_id`, sql`join university_class uc on uc.id = r.university_class_id`),
      grouped<number>(
        db,
        query,
        sql`uu.id`,
        sql`join university_user uu on uu.id = r.started_by and uu.type = 'INSTRUCTOR'`,
      ),
      grouped<number>(db, query, sql`1`),
    ]);
    const names = async (table: 'university' | 'university_user', ids: number[]) =>
      ids.length === 0
        ? new Map<number, string>()
        : new Map(
            (await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute()).map((row) => [
              row.id,
              row.name,
            ]),
          );
    const [universityNames, instructorNames] = await Promise.all([
      names('university', [...universities.keys()]),
      names('university_user', [...instructors.keys()]),
    ]);
    const byStarted = <T extends Usage>(rows: T[]) =>
      rows.sort((a, b) => b.started - a.started || b.completed - a.completed);
    return {
      from: query.from,
      to: query.to,
      totals: totals.get(1) ?? { started: 0, completed: 0, users: 0 },
      tools: byStarted([...tools].map(([action_item, usage]) => ({ action_item, ...usage }))),
      universities: byStarted(
        [...universities].map(([id, usage]) => ({ id, name: universityNames.get(id) ?? '', ...usage })),
      ),
      instructors: byStarted(
        [...instructors].map(([id, usage]) => ({ id, name: instructorNames.get(id) ?? '', ...usage })),
      ),
    };
  });
}
