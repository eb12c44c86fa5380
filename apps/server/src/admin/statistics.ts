import { type ActionItem, admin } from '@career/api-sdk';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Router } from '../http/types';
import { emptyRegisters, estimatePeople, mergeSketch } from './sketch';

// Statistics and usage trends (issue 18, decision 022). Runs count where they started and where
// they ended, by the day in Korea: "started" is runs created in the range, "completed" runs
// completed in it (a run started last month and finished today counts as completed today), and
// "users" the distinct people who started one. A run belongs to the university of its class and to
// the instructor who started it, as they were when it started (tool_run.university_id and
// instructor_id). Counts are read from the roll-ups the database keeps as runs change (migration
// 0014): usage_tool_daily (everyone's) and usage_daily (by university and instructor) for started
// and completed of a trend. A trend's people are exact: usage_period_count (0047, kept from
// usage_user) for a whole day, week or month, usage_user for the days of a cut period, tool_run for
// one university or instructor. The statistics of a range read usage_statistics (0048, decision
// 053): its started and completed, and its people estimated from merged sketches; only under one
// university or instructor is the other grouping counted exactly, from usage_daily and tool_run.

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

/** The people who started a run in the range, by `key` of tool_run `r`, counted exactly from the runs. */
async function usersBy<K>(db: Kysely<Database>, filters: Filters, key: RawBuilder<K>): Promise<Map<K, number>> {
  const rows = await sql<{ key: K; users: number }>`
    select key, count(*)::int as users
    from (select distinct ${key} as key, r.user_id from tool_run r where ${startedIn(filters)}) as active
    where key is not null group by 1`.execute(db);
  return new Map(rows.rows.map((row) => [row.key, row.users]));
}

/** The day `days` after `day` (ISO days). */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** A range as usage_statistics reads it: its whole months, and the days before and after them. */
export function rangeParts(from: string, to: string): { unit: 'day' | 'month'; from: string; to: string }[] {
  const months = periodsOf(from, to, 'month').filter((month) => month >= from && periodEnd(month, 'month') <= to);
  const [first, last] = [months[0], months.at(-1)];
  if (!first || !last) return [{ unit: 'day', from, to }];
  const after = nextPeriod(last, 'month');
  return [
    ...(from < first ? [{ unit: 'day' as const, from, to: dayAfter(first, -1) }] : []),
    { unit: 'month' as const, from: first, to: last },
    ...(after <= to ? [{ unit: 'day' as const, from: after, to }] : []),
  ];
}

type Scope = 'all' | 'university' | 'instructor';

/**
 * The range's runs started and completed and its people per key, from usage_statistics (migration
 * 0048, decision 053): the whole months' rows and the other days' summed, their sketches merged and
 * the people estimated. Keys are the scope's ids (one when `id` is given), or, with `action`
 * 'each', the tools of the scope's `id`. The work is the range's months and days times the keys,
 * whatever the number of runs or people.
 */
async function figuresOf(
  db: Kysely<Database>,
  range: { from: string; to: string },
  keys: { scope: Scope; action: ActionItem | '*' | 'each'; id?: number },
): Promise<Map<string, Usage>> {
  const parts = rangeParts(range.from, range.to).map(
    (part) => sql`(s.unit = ${part.unit} and s.period between ${part.from}::date and ${part.to}::date)`,
  );
  const rows = await sql<{
    action_item: string;
    scope_id: number;
    started: number;
    completed: number;
    registers: Uint8Array;
  }>`
    select s.action_item, s.scope_id, s.started, s.completed, s.registers from usage_statistics s
    where (${sql.join(parts, sql` or `)}) and s.scope = ${keys.scope}
      and ${keys.action === 'each' ? sql`s.action_item <> '*'` : sql`s.action_item = ${keys.action}`}
      and ${keys.id === undefined ? sql`true` : sql`s.scope_id = ${keys.id}`}`.execute(db);
  const merged = new Map<string, { started: number; completed: number; registers: Uint8Array }>();
  for (const row of rows.rows) {
    const key = keys.action === 'each' ? row.action_item : String(row.scope_id);
    const figures = merged.get(key) ?? { started: 0, completed: 0, registers: emptyRegisters() };
    figures.started += row.started;
    figures.completed += row.completed;
    mergeSketch(figures.registers, row.registers);
    merged.set(key, figures);
  }
  return new Map(
    [...merged].map(([key, { started, completed, registers }]) => [
      key,
      { started, completed, users: estimatePeople(registers) },
    ]),
  );
}

/**
 * Under one university or instructor, the other grouping (the university's instructors, the
 * instructor's universities), exactly from usage_daily and tool_run: the rows of one of them.
 */
async function within(
  db: Kysely<Database>,
  filters: Filters,
  group: 'university_id' | 'instructor_id',
): Promise<Map<string, Usage>> {
  const sums = await sql<{ id: number; started: number; completed: number }>`
    select d.${sql.ref(group)} as id, sum(d.started)::int as started, sum(d.completed)::int as completed
    from usage_daily d where ${dailyIn(filters)} and d.${sql.ref(group)} <> 0 group by 1`.execute(db);
  const users = await usersBy<number>(db, filters, sql`r.${sql.ref(group)}`);
  return new Map(sums.rows.map((row) => [String(row.id), { ...row, users: users.get(row.id) ?? 0 }]));
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
    // Everyone's, one university's or one instructor's figures.
    const [scope, id]: [Scope, number] = query.instructor_id
      ? ['instructor', Number(query.instructor_id)]
      : query.university_id
        ? ['university', Number(query.university_id)]
        : ['all', 0];
    const action = query.action_item ?? '*';
    const tools = await figuresOf(db, query, { scope, id, action: query.action_item ?? 'each' });
    const totals = (await figuresOf(db, query, { scope, id, action })).get(String(id)) ?? EMPTY;
    const universities =
      scope === 'instructor'
        ? await within(db, query, 'university_id')
        : await figuresOf(db, query, { scope: 'university', action, id: scope === 'university' ? id : undefined });
    const instructors =
      scope === 'university'
        ? await within(db, query, 'instructor_id')
        : await figuresOf(db, query, { scope: 'instructor', action, id: scope === 'instructor' ? id : undefined });

    const names = async (table: 'university' | 'university_user', ids: string[]) =>
      ids.length === 0
        ? new Map<string, string>()
        : new Map(
            (await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids.map(Number)).execute()).map(
              (row) => [String(row.id), row.name],
            ),
          );
    const universityNames = await names('university', [...universities.keys()]);
    const instructorNames = await names('university_user', [...instructors.keys()]);
    const byStarted = <T extends Usage>(rows: T[]) =>
      rows
        .filter((row) => row.started > 0 || row.completed > 0)
        .sort((a, b) => b.started - a.started || b.completed - a.completed);
    const named = (figures: Map<string, Usage>, nameOf: Map<string, string>, gone: string) =>
      byStarted([...figures].map(([key, usage]) => ({ id: Number(key), name: nameOf.get(key) ?? gone, ...usage })));
    return {
      from: query.from,
      to: query.to,
      totals,
      tools: byStarted(
        [...tools].map(([key, usage]) => ({
          action_item: (query.action_item ?? key) as ActionItem,
          ...usage,
        })),
      ),
      universities: named(universities, universityNames, '(지운 대학)'),
      instructors: named(instructors, instructorNames, '(탈퇴한 강사)'),
    };
  });
}
