import { consultantLog, type LogTopic } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { pageOf } from '../admin/list';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router, UniversityUserPrincipal } from '../http/types';
import {
  markDeleted,
  messages,
  mineOrShared,
  noteOfAuthor,
  notes,
  readNote,
  toNote,
  toRow,
  withKeyword,
} from './notes';

// The consultant's side of consultant logs (issue 19, decision 024): the popup of a tool window,
// saving and signing, amending, the list, a student's count and timeline, the week's dashboard,
// the class's majors, deleting, and when a result the consultant started reaches the student.

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const asReader = (principal: UniversityUserPrincipal) =>
  ({ role: 'consultant', id: principal.universityUserId, name: principal.name }) as const;

async function student(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectFrom('app_user as au')
    .leftJoin('university_class as c', 'c.id', 'au.university_class_id')
    .select([
      'au.id',
      'au.name',
      'au.student_number',
      'au.major',
      'c.id as class_id',
      'c.name as class_name',
      'c.university_id',
    ])
    .where('au.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    profile: {
      id: row.id,
      name: row.name,
      student_number: row.student_number,
      major: row.major,
      class: row.class_id === null ? null : { id: row.class_id, name: row.class_name ?? '' },
    },
    classId: row.class_id,
    universityId: row.university_id,
  };
}

async function runOf(db: Kysely<Database>, runId: number, consultantId: number) {
  const run = await db
    .selectFrom('tool_run as r')
    .select((eb) => [
      'r.id',
      'r.action_item',
      'r.status',
      'r.created_at',
      'r.completed_at',
      'r.started_by',
      'r.release',
      'r.released_at',
      'r.release_note',
      eb
        .selectFrom('tool_result as tr')
        .select(
          sql<{
            summary: string | null;
            created_at: string;
          } | null>`json_build_object('summary', tr.summary, 'created_at', tr.created_at)`.as('r'),
        )
        .whereRef('tr.run_id', '=', 'r.id')
        .orderBy('tr.id', 'desc')
        .limit(1)
        .as('result'),
    ])
    .where('r.id', '=', runId)
    .executeTakeFirstOrThrow();
  const result = typeof run.result === 'string' ? JSON.parse(run.result) : run.result;
  return {
    id: run.id,
    action_item: run.action_item as LogTopic,
    status: run.status,
    started_at: run.created_at.toISOString(),
    completed_at: iso(run.completed_at),
    result: result ? { summary: result.summary as string | null, created_at: iso(result.created_at) ?? '' } : null,
    started_by_me: run.started_by === consultantId,
    release: run.release,
    released_at: iso(run.released_at),
    release_note: run.release_note,
  };
}

export function registerConsultantLogRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  handle(consultantLog.popup, async ({ params, principal, subject }) => {
    if (subject.run?.action_item !== params.actionItem) throw new ApiError(404, messages.runMismatch);
    const me = principal.universityUserId;
    const [run, who, row, actionItems] = await Promise.all([
      runOf(db, subject.run.id, me),
      student(db, subject.userId),
      notes(db)
        .where('n.run_id', '=', subject.run.id)
        .where('n.author_id', '=', me)
        .where('n.deleted_at', 'is', null)
        .executeTakeFirst(),
      db
        .selectFrom('tool_action_item as i')
        .innerJoin('tool_run as r', 'r.id', 'i.run_id')
        .select([
          'i.id',
          'r.action_item',
          'i.content',
          sql<string | null>`to_char(i.due_date, 'YYYY-MM-DD')`.as('due_date'),
          'i.done',
        ])
        .where('r.user_id', '=', subject.userId)
        .orderBy('i.done')
        .orderBy('i.due_date')
        .orderBy('i.id')
        .limit(30)
        .execute(),
    ]);
    return {
      run,
      student: who.profile,
      note: row ? await toNote(db, row, true) : null,
      action_items: actionItems.map((item) => ({ ...item, action_item: item.action_item as LogTopic })),
    };
  });

  handle(consultantLog.save, async ({ body, principal, subject }) => {
    const me = principal.universityUserId;
    if (body.run_id) {
      const run = await db
        .selectFrom('tool_run')
        .select('action_item')
        .where('id', '=', body.run_id)
        .executeTakeFirst();
      if (run?.action_item !== body.action_item) throw new ApiError(400, messages.runMismatch);
    }
    const fields = {
      session_on: body.session_on,
      discussed: body.discussed ?? '',
      observed: body.observed ?? '',
      agreed: body.agreed ?? '',
      memo: body.memo ?? '',
      visibility: body.visibility,
      for_student: body.for_student ?? false,
      ...(body.sign ? { status: 'signed' as const, signed_at: sql<Date>`now()` } : {}),
      updated_at: sql<Date>`now()`,
    };
    let id: number;
    if (body.id) {
      const found = await db
        .selectFrom('consultant_log')
        .select(['id', 'author_id', 'status', 'deleted_at', 'user_id'])
        .where('id', '=', body.id)
        .executeTakeFirst();
      if (!found || found.author_id !== me || found.user_id !== subject.userId)
        throw new ApiError(404, messages.notFound);
      if (found.deleted_at) throw new ApiError(409, messages.deleted);
      if (found.status === 'signed') throw new ApiError(409, messages.signed);
      // Only a draft is written again; the condition holds against a sign in another tab.
      const updated = await db
        .updateTable('consultant_log')
        .set(fields)
        .where('id', '=', body.id)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new ApiError(409, messages.signed);
      id = body.id;
    } else {
      const who = await student(db, subject.userId);
      try {
        ({ id } = await db
          .insertInto('consultant_log')
          .values({
            ...fields,
            user_id: subject.userId,
            university_class_id: who.classId,
            university_id: who.universityId,
            author_id: me,
            action_item: body.action_item,
            run_id: body.run_id ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow());
      } catch (error) {
        if (/consultant_log_one_per_run/.test(String((error as Error).message)))
          throw new ApiError(409, messages.oneNotePerRun);
        throw error;
      }
    }
    return noteOfAuthor(db, id);
  });

  handle(consultantLog.amend, async ({ params, body, principal }) => {
    const { row, mine } = await readNote(db, params.actionItem, Number(params.id), asReader(principal));
    if (!mine) throw new ApiError(403, messages.notAuthor);
    if (row.deleted_at) throw new ApiError(409, messages.deleted);
    if (row.status !== 'signed') throw new ApiError(409, messages.notSigned);
    await db
      .insertInto('consultant_log_amendment')
      .values({ log_id: row.id, author_id: principal.universityUserId, author_name: principal.name, text: body.text })
      .execute();
    return noteOfAuthor(db, row.id);
  });

  handle(consultantLog.detail, async ({ params, principal }) => {
    const { row, mine } = await readNote(db, params.actionItem, Number(params.id), asReader(principal));
    return toNote(db, row, mine);
  });

  handle(consultantLog.list, async ({ body, principal }) => {
    let rows = notes(db).where('n.author_id', '=', principal.universityUserId);
    if (body.student_id) rows = rows.where('n.user_id', '=', body.student_id);
    if (body.action_item) rows = rows.where('n.action_item', '=', body.action_item);
    const status = body.status ?? 'all';
    rows = status === 'deleted' ? rows.where('n.deleted_at', 'is not', null) : rows.where('n.deleted_at', 'is', null);
    if (status === 'draft' || status === 'signed') rows = rows.where('n.status', '=', status);
    rows = withKeyword(rows, body.keyword);
    return pageOf(db, rows, body, {
      columns: { session: 'n.session_on' },
      defaultSort: '-session',
      id: 'n.id',
      map: toRow,
    });
  });

  handle(consultantLog.remove, async ({ params, body, principal }) => {
    const { row, mine } = await readNote(db, params.actionItem, Number(params.id), asReader(principal));
    if (!mine) throw new ApiError(403, messages.notAuthor);
    if (row.deleted_at) throw new ApiError(409, messages.deleted);
    await markDeleted(db, row.id, `상담사 ${principal.name}`, body.reason);
    return noteOfAuthor(db, row.id);
  });

  handle(consultantLog.count, async ({ subject, principal }) => {
    const row = await db
      .selectFrom('consultant_log as n')
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where n.status = 'signed'))::int`.as('signed'),
        sql<number>`(count(*) filter (where n.status = 'draft'))::int`.as('drafts'),
        sql<string | null>`to_char(max(n.session_on), 'YYYY-MM-DD')`.as('last_session_on'),
      ])
      .where('n.user_id', '=', subject.userId)
      .where('n.deleted_at', 'is', null)
      // Mine, and colleagues' notes they shared (drafts are their authors' alone).
      .where(mineOrShared(principal.universityUserId))
      .executeTakeFirstOrThrow();
    return row;
  });

  handle(consultantLog.career, async ({ subject, principal }) => {
    const me = principal.universityUserId;
    const [who, results, noteRows, items] = await Promise.all([
      student(db, subject.userId),
      db
        .selectFrom('tool_result')
        .select(['run_id', 'action_item', 'summary', 'created_at'])
        .where('user_id', '=', subject.userId)
        .orderBy('created_at', 'desc')
        .limit(100)
        .execute(),
      notes(db)
        .where('n.user_id', '=', subject.userId)
        .where('n.deleted_at', 'is', null)
        .where(mineOrShared(me))
        .orderBy('n.session_on', 'desc')
        .limit(100)
        .execute(),
      db
        .selectFrom('tool_action_item as i')
        .innerJoin('tool_run as r', 'r.id', 'i.run_id')
        .select([
          'i.id',
          'r.action_item',
          'i.content',
          'i.done',
          'i.created_at',
          sql<string | null>`to_char(i.due_date, 'YYYY-MM-DD')`.as('due_date'),
        ])
        .where('r.user_id', '=', subject.userId)
        .orderBy('i.created_at', 'desc')
        .limit(100)
        .execute(),
    ]);
    const events = [
      ...results.map((r) => ({
        kind: 'result' as const,
        at: r.created_at.toISOString(),
        action_item: r.action_item as LogTopic,
        title: '결과',
        detail: r.summary ?? '',
        ref: r.run_id,
      })),
      ...noteRows.map((n) => {
        const row = toRow(n);
        return {
          kind: 'note' as const,
          // A note belongs to its session's day; its time of writing orders notes of one day.
          at: `${row.session_on}T${n.created_at.toISOString().slice(11)}`,
          action_item: row.action_item,
          title: `${row.author.name} 상담사의 일지${row.status === 'draft' ? ' (초안)' : ''}`,
          detail: row.excerpt,
          ref: row.id,
        };
      }),
      ...items.map((i) => ({
        kind: 'action_item' as const,
        at: i.created_at.toISOString(),
        action_item: i.action_item as LogTopic,
        title: i.due_date ? `실행 계획 (${i.due_date}까지)` : '실행 계획',
        detail: i.content,
        ref: i.id,
        done: i.done,
      })),
    ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    return { student: who.profile, events };
  });

  handle(consultantLog.dashboard, async ({ body, principal }) => {
    const me = principal.universityUserId;
    const weekOf = body.week_of
      ? sql<string>`${body.week_of}::date`
      : sql<string>`(now() at time zone 'Asia/Seoul')::date`;
    const week = await sql<{ from: string; to: string }>`
      select to_char(date_trunc('week', ${weekOf}), 'YYYY-MM-DD') as "from",
             to_char(date_trunc('week', ${weekOf}) + interval '6 days', 'YYYY-MM-DD') as "to"`
      .execute(db)
      .then((r) => r.rows[0] ?? { from: '', to: '' });
    const [figures, withoutNote, reads] = await Promise.all([
      sql<{ students_seen: number; notes_written: number; notes_signed: number; drafts: number }>`
        select
          (select count(distinct user_id)::int from (
             select user_id from tool_run where started_by = ${me}
               and (created_at at time zone 'Asia/Seoul')::date between ${week.from}::date and ${week.to}::date
             union all
             select user_id from consultant_log where author_id = ${me} and deleted_at is null
               and session_on between ${week.from}::date and ${week.to}::date) seen) as students_seen,
          (select count(*)::int from consultant_log where author_id = ${me} and deleted_at is null
             and session_on between ${week.from}::date and ${week.to}::date) as notes_written,
          (select count(*)::int from consultant_log where author_id = ${me} and deleted_at is null and status = 'signed'
             and session_on between ${week.from}::date and ${week.to}::date) as notes_signed,
          (select count(*)::int from consultant_log where author_id = ${me} and deleted_at is null and status = 'draft') as drafts`
        .execute(db)
        .then((r) => r.rows[0] ?? { students_seen: 0, notes_written: 0, notes_signed: 0, drafts: 0 }),
      db
        .selectFrom('tool_run as r')
        .innerJoin('app_user as au', 'au.id', 'r.user_id')
        .select(['r.id as run_id', 'r.action_item', 'r.status', 'r.created_at', 'au.id as user_id', 'au.name'])
        .where('r.started_by', '=', me)
        .where('r.audience', '=', 'consultant')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('consultant_log as n')
                .select('n.id')
                .whereRef('n.run_id', '=', 'r.id')
                .where('n.author_id', '=', me)
                .where('n.deleted_at', 'is', null),
            ),
          ),
        )
        .orderBy('r.created_at', 'desc')
        .limit(30)
        .execute(),
      db
        .selectFrom('consultant_log_read as rd')
        .innerJoin('consultant_log as n', 'n.id', 'rd.log_id')
        .innerJoin('app_user as au', 'au.id', 'n.user_id')
        .select([
          'rd.log_id',
          'n.action_item',
          'au.name as student_name',
          'rd.reader_name',
          'rd.reader_role',
          'rd.read_at',
        ])
        .where('n.author_id', '=', me)
        .orderBy('rd.read_at', 'desc')
        .limit(10)
        .execute(),
    ]);
    return {
      ...week,
      ...figures,
      without_note: withoutNote.map((r) => ({
        run_id: r.run_id,
        action_item: r.action_item as LogTopic,
        student: { id: r.user_id, name: r.name },
        started_at: r.created_at.toISOString(),
        status: r.status,
      })),
      recent_reads: reads.map((r) => ({
        ...r,
        action_item: r.action_item as LogTopic,
        read_at: r.read_at.toISOString(),
      })),
    };
  });

  handle(consultantLog.majorDistribution, async ({ body, principal }) => {
    const classes = await db
      .selectFrom('university_user_class as uuc')
      .innerJoin('university_class as c', 'c.id', 'uuc.university_class_id')
      .select(['c.id', 'c.name'])
      .where('uuc.university_user_id', '=', principal.universityUserId)
      .orderBy('c.year', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    const classIds = body.class_id
      ? classes.filter((c) => c.id === body.class_id).map((c) => c.id)
      : classes.map((c) => c.id);
    if (body.class_id && classIds.length === 0) throw new ApiError(404, '담당 학급을 찾을 수 없습니다.');
    const bars =
      classIds.length === 0
        ? []
        : await db
            .selectFrom('app_user')
            .select([sql<string | null>`nullif(trim(major), '')`.as('major'), sql<number>`count(*)::int`.as('count')])
            .where('university_class_id', 'in', classIds)
            .where('guest_link_id', 'is', null)
            .groupBy(sql`nullif(trim(major), '')`)
            .orderBy(sql`count(*)`, 'desc')
            .orderBy(sql`nullif(trim(major), '')`)
            .execute();
    return {
      classes,
      class_id: body.class_id ?? null,
      total: bars.reduce((sum, bar) => sum + bar.count, 0),
      bars,
    };
  });

  handle(consultantLog.release, async ({ body, principal, subject }) => {
    const runId = subject.run?.id ?? 0;
    const updated = await db
      .updateTable('tool_run')
      .set({
        release: body.release,
        release_note: body.note ?? null,
        released_at: body.release === 'now' ? sql<Date>`coalesce(released_at, now())` : null,
      })
      .where('id', '=', runId)
      .where('started_by', '=', principal.universityUserId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new ApiError(403, messages.notStarter);
    return runOf(db, runId, principal.universityUserId);
  });
}
