import { type ActionItem, university } from '@career/api-sdk';
import { type RawBuilder, sql } from 'kysely';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { registerUniversityConsultantRoutes } from './consultants';
import { registerUniversityLogRoutes } from './logs';
import { registerUniversityParticipantRoutes } from './participants';
import { registerUniversityPictureRoutes } from './picture';
import { classOfUniversity, messages } from './scope';

// The university area (issue 19, decision 024): the university and its classes, and a class's
// dashboard; consultants, participants and logs have their own modules.

const WEEKS = 8;

/** The Monday of a date's week (weeks start on Monday, as date_trunc('week') has them). */
const mondayOf = (day: RawBuilder<unknown>) => sql<string>`(${day} - (extract(isodow from ${day})::int - 1))`;

export function registerUniversityRoutes(router: Router): void {
  const { handle, deps } = router;
  const { db } = deps.database;

  handle(university.lastClass, async ({ params, principal }) => {
    if (Number(params.id) !== principal.university.id) throw new ApiError(403, messages.otherUniversity);
    const row = await db
      .selectFrom('university_class')
      .select(['id', 'name', 'year'])
      .where('university_id', '=', principal.university.id)
      .where('active', '=', true)
      .orderBy('year', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row ?? null;
  });

  handle(university.universityInfo, async ({ params, principal }) => {
    if (Number(params.id) !== principal.university.id) throw new ApiError(403, messages.otherUniversity);
    const [info, classes] = await Promise.all([
      db
        .selectFrom('university')
        .select(['id', 'name', 'region'])
        .where('id', '=', principal.university.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('university_class as c')
        .select((eb) => [
          'c.id',
          'c.name',
          'c.year',
          'c.term',
          'c.active',
          eb
            .selectFrom('app_user as au')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('au.university_class_id', '=', 'c.id')
            .as('participant_count'),
        ])
        .where('c.university_id', '=', principal.university.id)
        .orderBy('c.active', 'desc')
        .orderBy('c.year', 'desc')
        .orderBy('c.id', 'desc')
        .execute(),
    ]);
    return {
      university: info,
      classes: classes.map((c) => ({ ...c, participant_count: c.participant_count ?? 0 })),
    };
  });

  handle(university.dashboard, async ({ params, principal }) => {
    const found = await classOfUniversity(db, Number(params.id), principal.university.id);
    const [tools, consultants, participants, byTool, weeks, pending, upcoming] = await Promise.all([
      db
        .selectFrom('tool_grant')
        .select('action_item')
        .where('university_class_id', '=', found.id)
        .orderBy('action_item')
        .execute(),
      db
        .selectFrom('university_user_class as uuc')
        .innerJoin('university_user as uu', 'uu.id', 'uuc.university_user_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('uuc.university_class_id', '=', found.id)
        .where('uu.type', '=', 'CONSULTANT')
        // A stopped consultant cannot sign in or counsel: not one of the class's consultants.
        .where('uu.active', '=', true)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('app_user as au')
        .select((eb) => [
          'au.id',
          'au.name',
          'au.student_number',
          eb
            .selectFrom('tool_run as r')
            .select(sql<string[]>`coalesce(array_agg(distinct r.action_item), '{}')`.as('t'))
            .whereRef('r.user_id', '=', 'au.id')
            .as('started'),
          eb
            .selectFrom('tool_result as tr')
            .select(sql<string[]>`coalesce(array_agg(distinct tr.action_item), '{}')`.as('t'))
            .whereRef('tr.user_id', '=', 'au.id')
            .as('completed'),
          eb
            .selectFrom('consultant_log as n')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('n.user_id', '=', 'au.id')
            .where(sql<boolean>`n.status = 'signed' and n.visibility = 'university' and n.deleted_at is null`)
            .as('notes'),
          eb
            .selectFrom('tool_run as r')
            .select(sql<Date>`max(r.updated_at)`.as('at'))
            .whereRef('r.user_id', '=', 'au.id')
            .as('last_activity_at'),
        ])
        .where('au.university_class_id', '=', found.id)
        .orderBy('au.name')
        .orderBy('au.id')
        .execute(),
      db
        .selectFrom('tool_run as r')
        .innerJoin('app_user as au', 'au.id', 'r.user_id')
        .select([
          'r.action_item',
          sql<number>`count(distinct r.user_id)::int`.as('started'),
          sql<number>`count(distinct r.user_id) filter (where r.status = 'completed')::int`.as('completed'),
        ])
        .where('au.university_class_id', '=', found.id)
        .groupBy('r.action_item')
        .execute(),
      // Each count is one grouped pass from the first week on, joined to the weeks: a count per week
      // in a subquery was run for every row PostgreSQL guessed the series has (1,000), which crossed
      // its JIT threshold and spent 230 ms compiling for 8 weeks (issue 38; 454 → 2 ms at 20k users).
      sql<{ week_start: string; sessions: number; notes: number }>`
        with weeks as (
          select generate_series(
            date_trunc('week', (now() at time zone 'Asia/Seoul')::date) - interval '${sql.raw(String(WEEKS - 1))} weeks',
            date_trunc('week', (now() at time zone 'Asia/Seoul')::date),
            interval '1 week')::date as week_start
        ),
        sessions as (
          select ${mondayOf(sql`day`)} as monday, count(*)::int as n
          from (select (r.created_at at time zone 'Asia/Seoul')::date as day
                from tool_run r join app_user au on au.id = r.user_id
                where au.university_class_id = ${found.id} and r.started_by is not null
                  and r.created_at >= (select min(week_start) from weeks)::timestamp at time zone 'Asia/Seoul') as run
          group by 1
        ),
        notes as (
          select ${mondayOf(sql`n.session_on`)} as monday, count(*)::int as n
          from consultant_log n
          where n.university_class_id = ${found.id} and n.deleted_at is null
            and n.status = 'signed' and n.visibility = 'university'
            and n.session_on >= (select min(week_start) from weeks)
          group by 1
        )
        select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
          coalesce(s.n, 0) as sessions, coalesce(t.n, 0) as notes
        from weeks w left join sessions s on s.monday = w.week_start left join notes t on t.monday = w.week_start
        order by w.week_start`.execute(db),
      db
        .selectFrom('tool_action_item as i')
        .innerJoin('tool_run as r', 'r.id', 'i.run_id')
        .innerJoin('app_user as au', 'au.id', 'r.user_id')
        .select([
          sql<number>`count(*)::int`.as('pending'),
          sql<number>`(count(*) filter (where i.due_date < (now() at time zone 'Asia/Seoul')::date))::int`.as(
            'overdue',
          ),
        ])
        .where('au.university_class_id', '=', found.id)
        .where('i.done', '=', false)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('tool_action_item as i')
        .innerJoin('tool_run as r', 'r.id', 'i.run_id')
        .innerJoin('app_user as au', 'au.id', 'r.user_id')
        .select([
          'i.id',
          'i.content',
          sql<string | null>`to_char(i.due_date, 'YYYY-MM-DD')`.as('due_date'),
          'r.action_item',
          'au.id as user_id',
          'au.name',
        ])
        .where('au.university_class_id', '=', found.id)
        .where('i.done', '=', false)
        .orderBy(sql`i.due_date asc nulls last`)
        .orderBy('i.id')
        .limit(10)
        .execute(),
    ]);
    return {
      class: {
        id: found.id,
        name: found.name,
        year: found.year,
        term: found.term,
        starts_on: found.starts_on,
        ends_on: found.ends_on,
        capacity: found.capacity,
        tools: tools.map((t) => t.action_item),
      },
      consultant_count: consultants.n,
      participants: participants.map((p) => ({
        id: p.id,
        name: p.name,
        student_number: p.student_number,
        started: (p.started ?? []) as ActionItem[],
        completed: (p.completed ?? []) as ActionItem[],
        notes: p.notes ?? 0,
        last_activity_at: p.last_activity_at ? new Date(p.last_activity_at).toISOString() : null,
      })),
      tools: byTool.map((t) => ({ action_item: t.action_item, started: t.started, completed: t.completed })),
      weeks: weeks.rows,
      action_items: {
        pending: pending.pending,
        overdue: pending.overdue,
        upcoming: upcoming.map((i) => ({
          id: i.id,
          content: i.content,
          due_date: i.due_date,
          action_item: i.action_item,
          student: { id: i.user_id, name: i.name },
        })),
      },
    };
  });

  registerUniversityConsultantRoutes(router);
  registerUniversityParticipantRoutes(router);
  registerUniversityPictureRoutes(router);
  registerUniversityLogRoutes(router);
}
