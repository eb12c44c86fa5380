import { type ActionItem, admin } from '@career/api-sdk';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Router } from '../http/types';

// Statistics and usage trends (issue 18, decision 022). Runs count where they started and where
// they ended, by the day in Korea: "started" is runs created in the range, "completed" runs
// completed in it (a run started last month and finished today counts as completed today), and
// "users" the distinct people who started one. A run belongs to the university of its class and to
// the instructor who started it, as they were when it started (tool_run.university_id and
// instructor_id). Counts are read from the roll-ups the database keeps as runs change (migration
// 0014): usage_tool_daily (everyone's) and usage_daily (by university and instructor) for started
// and completed, usage_period_count (0047, kept from usage_user) for the people of a whole day, week
// or month, usage_user for the people of the days of a cut period; what a roll-up cannot answer
// (the people of one university or instructor, or per group over a range) is read from tool_run
// through its indexes.

interface Filters {
  from: string;
  to: string;
  university_id?: string;
  instructor_id?: string;
  action_item?: ActionItem;
}

type Unit = 'day' | 'week' | 'month';

interface Usage {
  started: number;
  completed: number;
  users: number;
}

const KST = 'Asia/Seoul';
const EMPTY: Usage = { started: 0, completed: 0, users: 0 };

/** The filters on a row of usage_daily or tool_run (both have action_item, university_id, instructor_id). */
function dimensions(filters: Filters, alias: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filters.action_item) parts.push(sql`${column('action_item')} = ${filters.action_item}`);
  if (filters.university_id) parts.push(sql`${column('university_id')} = ${Number(filters.university_id)}`);
  if (filters.instructor_id) parts.push(sql`${column('instructor_id')} = ${Number(filters.instructor_id)}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** Runs of tool_run `r` started in the range (by the day in Korea) and within the filters. */
const startedIn = (filters: Filters) =>
  sql<boolean>`r.created_at >= (${filters.from}::date)::timestamp at time zone ${KST}
    and r.created_at < (${filters.to}::date + 1)::timestamp at time zone ${KST} and ${dimensions(filters, 'r')}`;

/** The days of the range in roll-up `d`, within the filters. */
const dailyIn = (filters: Filters) =>
  sql<boolean>`d.day >= ${filters.from}::date and d.day <= ${filters.to}::date and ${dimensions(filters, 'd')}`;

/** One university's or instructor's figures come from usage_daily; everyone's from the ten-rows-a-day usage_tool_daily. */
const dailyOf = (filters: Filters) =>
  filters.university_id || filters.instructor_id ? sql.table('usage_daily') : sql.table('usage_tool_daily');

/** The periods of a range, oldest first: days, weeks from Monday, or months, as their first day. */
export function periodsOf(from: string, to: string, unit: Unit): string[] {
  const periods: string[] = [];
  for (let period = periodStart(from, unit); period <= to; period = nextPeriod(period, unit)) periods.push(period);
  return periods;
}

const dayOf = (value: Date) => value.toISOString().slice(0, 10);

/** The first day of the period holding `day`. */
function periodStart(day: string, unit: Unit): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (unit === 'week') date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  if (unit === 'month') date.setUTCDate(1);
  return dayOf(date);
}

function nextPeriod(period: string, unit: Unit): string {
  const date = new Date(`${period}T00:00:00Z`);
  if (unit === 'day') date.setUTCDate(date.getUTCDate() + 1);
  if (unit === 'week') date.setUTCDate(date.getUTCDate() + 7);
  if (unit === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  return dayOf(date);
}

/** The last day of a period. */
function periodEnd(period: string, unit: Unit): string {
  const date = new Date(`${nextPeriod(period, unit)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return dayOf(date);
}

/**
 * The people who started a run in each period of the range. Whole periods are usage_period_count's;
 * the range's first and last periods, when the range cuts them, count the people of their days in
 * the range. One university's or instructor's people are read from tool_run.
 */
async function usersByPeriod(db: Kysely<Database>, filters: Filters, unit: Unit): Promise<Map<string, number>> {
  const bucket = sql`to_char(date_trunc(${unit}, r.created_at at time zone ${KST}), 'YYYY-MM-DD')`;
  if (filters.university_id || filters.instructor_id) {
    const rows = await sql<{ period: string; users: number }>`
      select period, count(*)::int as users
      from (select distinct ${bucket} as period, r.user_id from tool_run r where ${startedIn(filters)}) as active
      group by 1`.execute(db);
    return new Map(rows.rows.map((row) => [row.period, row.users]));
  }
  const scope = filters.action_item ?? '*';
  const periods = periodsOf(filters.from, filters.to, unit);
  const whole = periods.filter((period) => period >= filters.from && periodEnd(period, unit) <= filters.to);
  const cut = periods.filter((period) => !whole.includes(period));
  const users = new Map<string, number>();
  if (whole.length > 0) {
    const rows = await sql<{ period: string; users: number }>`
      select to_char(period, 'YYYY-MM-DD') as period, users from usage_period_count
      where unit = ${unit} and action_item = ${scope}
        and period >= ${whole[0]}::date and period <= ${whole.at(-1)}::date`.execute(db);
    for (const row of rows.rows) users.set(row.period, row.users);
  }
  for (const period of cut) {
    // The period's days within the range (ISO days compare as text).
    const [first = period, last = period] = [
      [period, filters.from].sort().at(-1),
      [periodEnd(period, unit), filters.to].sort()[0],
    ];
    const row = await sql<{ users: number }>`
      select count(distinct user_id)::int as users from usage_user
      where unit = 'day' and action_item = ${scope} and period >= ${first}::date and period <= ${last}::date`.execute(
      db,
    );
    users.set(period, row.rows[0]?.users ?? 0);
  }
  return users;
}

/** The people who started a run in the range, by `key` of tool_run `r` (null for all of them). */
async function usersBy<K>(db: Kysely<Database>, filters: Filters, key: RawBuilder<K> | null): Promise<Map<K, number>> {
  const grouped = key ?? sql`0`;
  const rows = await sql<{ key: K; users: number }>`
    select key, count(*)::int as users
    from (select distinct ${grouped} as key, r.user_id from tool_run r where ${startedIn(filters)}) as active
    where key is not null group by 1`.execute(db);
  return new Map(rows.rows.map((row) => [row.key, row.users]));
}

export function registerStatisticsAdminRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  handle(admin.usageTrend, async ({ query }) => {
    const unit = query.unit;
    const counts = await sql<{ period: string; started: number; completed: number }>`
      select to_char(period, 'YYYY-MM-DD') as period, started, completed
      from (select date_trunc(${unit}, d.day) as period, coalesce(sum(d.started), 0)::int as started, coalesce(sum(d.completed), 0)::int as completed
            from ${dailyOf(query)} d where ${dailyIn(query)} group by 1) as counted`.execute(db);
    const users = await usersByPeriod(db, query, unit);
    const countsBy = new Map(counts.rows.map((row) => [row.period, row]));
    return {
      unit,
      from: query.from,
      to: query.to,
      points: periodsOf(query.from, query.to, unit).map((period) => ({
        period,
        started: countsBy.get(period)?.started ?? 0,
        completed: countsBy.get(period)?.completed ?? 0,
        users: users.get(period) ?? 0,
      })),
    };
  });

  handle(admin.statistics, async ({ query }) => {
    // Per tool and in all from the day-and-tool roll-up; per university and instructor from usage_daily.
    const toolSums = await sql<{ action_item: ActionItem | null; started: number; completed: number }>`
      select d.action_item, coalesce(sum(d.started), 0)::int as started, coalesce(sum(d.completed), 0)::int as completed
      from ${dailyOf(query)} d where ${dailyIn(query)}
      group by grouping sets ((d.action_item), ())`.execute(db);
    const placeSums = await sql<{
      university_id: number | null;
      instructor_id: number | null;
      started: number;
      completed: number;
    }>`
      select d.university_id, d.instructor_id, coalesce(sum(d.started), 0)::int as started, coalesce(sum(d.completed), 0)::int as completed
      from usage_daily d where ${dailyIn(query)}
      group by grouping sets ((d.university_id), (d.instructor_id))`.execute(db);
    const toolUsers = await usersBy<ActionItem>(db, query, sql`r.action_item`);
    const universityUsers = await usersBy<number>(db, query, sql`r.university_id`);
    const instructorUsers = await usersBy<number>(db, query, sql`r.instructor_id`);
    const allUsers = await usersBy<number>(db, query, null);

    const tools = toolSums.rows
      .filter((row) => row.action_item !== null)
      .map((row) => ({
        action_item: row.action_item as ActionItem,
        started: row.started,
        completed: row.completed,
        users: toolUsers.get(row.action_item as ActionItem) ?? 0,
      }));
    // A row of one grouping set has the other set's column null; 0 is "no university" or "no instructor".
    const universityRows = placeSums.rows.filter((row) => row.university_id);
    const instructorRows = placeSums.rows.filter((row) => row.instructor_id);
    const names = async (table: 'university' | 'university_user', ids: number[]) =>
      ids.length === 0
        ? new Map<number, string>()
        : new Map(
            (await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute()).map((row) => [
              row.id,
              row.name,
            ]),
          );
    const universityNames = await names(
      'university',
      universityRows.map((row) => row.university_id as number),
    );
    const instructorNames = await names(
      'university_user',
      instructorRows.map((row) => row.instructor_id as number),
    );
    const total = toolSums.rows.find((row) => row.action_item === null);
    const byStarted = <T extends Usage>(rows: T[]) =>
      rows
        .filter((row) => row.started > 0 || row.completed > 0)
        .sort((a, b) => b.started - a.started || b.completed - a.completed);
    return {
      from: query.from,
      to: query.to,
      totals: total ? { started: total.started, completed: total.completed, users: allUsers.get(0) ?? 0 } : EMPTY,
      tools: byStarted(tools),
      universities: byStarted(
        universityRows.map((row) => {
          const id = row.university_id as number;
          return {
            id,
            name: universityNames.get(id) ?? '(지운 대학)',
            started: row.started,
            completed: row.completed,
            users: universityUsers.get(id) ?? 0,
          };
        }),
      ),
      instructors: byStarted(
        instructorRows.map((row) => {
          const id = row.instructor_id as number;
          return {
            id,
            name: instructorNames.get(id) ?? '(탈퇴한 강사)',
            started: row.started,
            completed: row.completed,
            users: instructorUsers.get(id) ?? 0,
          };
        }),
      ),
    };
  });
}
