import { AUDIENCES, type Audience, callsFor, type EndpointData, toolRuns } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router } from '../http/router';
import { grantOf, notGrantedMessage } from './grants';
import type { RunRef, ToolRun } from './subject';

type RunState = EndpointData<typeof toolRuns.userStart>;
type SavedResult = EndpointData<typeof toolRuns.userResult>;

const messages = {
  notOpen: '이미 끝난 검사입니다. 새로 시작해 주세요.',
  noResult: '아직 결과가 없습니다. 검사를 끝까지 진행해 주세요.',
} as const;

/** The audience a caller acts as: consultants and instructors by their type, everyone else as a user. */
function audienceOf(principal: Principal): Audience {
  if (principal.area !== 'universityUser') return 'user';
  return principal.type === 'INSTRUCTOR' ? 'instructor' : 'consultant';
}

export async function runState(db: Kysely<Database>, run: ToolRun): Promise<RunState> {
  const answers = await db
    .selectFrom('tool_answer')
    .select(['item', 'value', 'revision'])
    .where('run_id', '=', run.id)
    .orderBy('item')
    .execute();
  return {
    id: run.id,
    action_item: run.action_item,
    audience: run.audience,
    status: run.status,
    screen: run.screen,
    answers: answers.map((answer) => ({ item: answer.item, value: answer.value, revision: answer.revision })),
    created_at: run.created_at.toISOString(),
    updated_at: run.updated_at.toISOString(),
  };
}

/** The answers of a run as a map, for scoring. */
export async function answersOf(db: Kysely<Database>, runId: number): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('tool_answer').select(['item', 'value']).where('run_id', '=', runId).execute();
  return new Map(rows.map((row) => [row.item, row.value]));
}

export function assertOpen(run: ToolRun): void {
  if (run.status !== 'open') throw new ApiError(409, messages.notOpen);
}

async function actionItemsOf(db: Kysely<Database>, runId: number) {
  const rows = await db
    .selectFrom('tool_action_item')
    .select(['content', sql<string | null>`to_char(due_date, 'YYYY-MM-DD')`.as('due_date'), 'done', 'suggested'])
    .where('run_id', '=', runId)
    .orderBy('position')
    .execute();
  return rows;
}

export async function savedResultOf(db: Kysely<Database>, runId: number): Promise<SavedResult> {
  const row = await db
    .selectFrom('tool_result')
    .select(['run_id', 'action_item', 'scoring_version', 'result', 'created_at'])
    .where('run_id', '=', runId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.noResult);
  return { ...row, created_at: row.created_at.toISOString(), action_items: await actionItemsOf(db, runId) };
}

/**
 * Keeps a run's result and completes the run, in one transaction; a run is scored once (a repeated
 * save gives back the result already kept, so a double click or a retried request changes nothing).
 */
export async function completeRun(
  db: Kysely<Database>,
  run: RunRef,
  scoringVersion: string,
  result: unknown,
): Promise<SavedResult> {
  await db.transaction().execute(async (trx) => {
    const completed = await trx
      .updateTable('tool_run')
      .set({ status: 'completed', completed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', '=', run.id)
      .where('status', '=', 'open')
      .returning('id')
      .executeTakeFirst();
    if (!completed) return;
    await trx
      .insertInto('tool_result')
      .values({
        user_id: run.user_id,
        run_id: run.id,
        action_item: run.action_item,
        scoring_version: scoringVersion,
        result: JSON.stringify(result),
      })
      .execute();
  });
  return savedResultOf(db, run.id);
}

/**
 * One statement for the whole batch (every answer upserted, and the run's screen when it moved),
 * so a save costs one round trip after the session check; the run row is written only when the
 * screen changes, as a write costs PGlite as much as the upsert. Only a newer revision replaces an
 * answer; a run that is no longer open takes nothing, decided in the same statement (a save racing
 * the run's completion may still land, after the result was scored from the answers before it).
 */
export async function saveAnswers(
  db: Kysely<Database>,
  run: RunRef,
  body: { answers: { item: string; value: unknown; revision: number }[]; screen?: string | undefined },
) {
  // One row per item (the newest given), as one statement cannot update a row twice.
  const latest = new Map<string, { item: string; value: unknown; revision: number }>();
  for (const answer of body.answers) {
    const previous = latest.get(answer.item);
    if (!previous || previous.revision < answer.revision) latest.set(answer.item, answer);
  }
  const { rows } = await sql<{ saved: number; open: boolean }>`
    with open_run as (
      select id from tool_run where id = ${run.id} and status = 'open'
    ), moved as (
      update tool_run set screen = ${body.screen ?? null}::text, updated_at = now()
      where id in (select id from open_run) and screen is distinct from ${body.screen ?? null}::text
        and ${body.screen ?? null}::text is not null
    ), saved as (
      insert into tool_answer (run_id, item, value, revision)
      select open_run.id, answer.item, answer.value, answer.revision
      from open_run, jsonb_to_recordset(${JSON.stringify([...latest.values()])}::jsonb)
        as answer(item text, value jsonb, revision integer)
      on conflict (run_id, item) do update
        set value = excluded.value, revision = excluded.revision, updated_at = now()
        where tool_answer.revision < excluded.revision
      returning 1
    )
    select (select count(*) from saved)::integer as saved, exists (select 1 from open_run) as open`.execute(db);
  const outcome = rows[0];
  if (!outcome?.open) throw new ApiError(409, messages.notOpen);
  return { saved: outcome.saved, updated_at: new Date().toISOString() };
}

/** The calls every tool shares, for each audience (decision 013). */
export function registerToolRunRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  async function current(userId: number, actionItem: ToolRun['action_item']) {
    const [run, results] = await Promise.all([
      db
        .selectFrom('tool_run')
        .selectAll()
        .where('user_id', '=', userId)
        .where('action_item', '=', actionItem)
        .where('status', '=', 'open')
        .executeTakeFirst(),
      db
        .selectFrom('tool_result')
        .select(['run_id', 'created_at', 'scoring_version'])
        .where('user_id', '=', userId)
        .where('action_item', '=', actionItem)
        .orderBy('created_at', 'desc')
        .execute(),
    ]);
    return {
      run: run ? await runState(db, run) : null,
      results: results.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    };
  }

  async function start(
    principal: Principal,
    userId: number,
    actionItem: ToolRun['action_item'],
    body: { restart?: boolean | undefined },
  ) {
    const giftCode = principal.area === 'user' ? (principal.aiGiftCode ?? null) : null;
    if (!(await grantOf(db, userId, actionItem, giftCode))) throw new ApiError(403, notGrantedMessage(actionItem));
    return db.transaction().execute(async (trx) => {
      if (body.restart) {
        await trx
          .updateTable('tool_run')
          .set({ status: 'abandoned', updated_at: sql<Date>`now()` })
          .where('user_id', '=', userId)
          .where('action_item', '=', actionItem)
          .where('status', '=', 'open')
          .execute();
      }
      // The partial unique index keeps one open run per user and tool, also under concurrent starts.
      const classRow = await trx
        .selectFrom('app_user')
        .select('university_class_id')
        .where('id', '=', userId)
        .executeTakeFirst();
      await trx
        .insertInto('tool_run')
        .values({
          user_id: userId,
          action_item: actionItem,
          audience: audienceOf(principal),
          started_by: principal.area === 'universityUser' ? principal.universityUserId : null,
          university_class_id: classRow?.university_class_id ?? null,
        })
        // The target's predicate must be literal for PostgreSQL to match it with the partial index.
        .onConflict((oc) => oc.columns(['user_id', 'action_item']).where(sql<boolean>`status = 'open'`).doNothing())
        .execute();
      const run = await trx
        .selectFrom('tool_run')
        .selectAll()
        .where('user_id', '=', userId)
        .where('action_item', '=', actionItem)
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      return runState(trx, run);
    });
  }

  async function saveActionItems(ref: RunRef, items: SavedResult['action_items']) {
    const run = await runRow(db, ref);
    if (run.status !== 'completed') throw new ApiError(409, messages.noResult);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('tool_action_item').where('run_id', '=', run.id).execute();
      if (items.length === 0) return;
      await trx
        .insertInto('tool_action_item')
        .values(items.map((item, position) => ({ run_id: run.id, position, ...item })))
        .execute();
    });
    return { action_items: await actionItemsOf(db, run.id) };
  }

  for (const audience of AUDIENCES) {
    const calls = callsFor(toolRuns, audience);
    handle(calls.current, ({ subject, params }) => current(subject.userId, params.actionItem));
    handle(calls.start, ({ subject, params, body, principal }) =>
      start(principal, subject.userId, params.actionItem, body),
    );
    handle(calls.saveAnswers, ({ subject, body }) => saveAnswers(db, runOf(subject), body));
    handle(calls.result, ({ subject }) => savedResultOf(db, runOf(subject).id));
    handle(calls.saveActionItems, ({ subject, body }) => saveActionItems(runOf(subject), body.items));
  }
}

/** The run of a `run` subject (always there: resolveSubject found it). */
export function runOf(subject: { run: RunRef | null }): RunRef {
  if (!subject.run) throw new Error('a run subject without its run');
  return subject.run;
}

/** A run as it is now (its status, screen and dates), for calls that decide on them. */
export async function runRow(db: Kysely<Database>, ref: RunRef): Promise<ToolRun> {
  const run = await db.selectFrom('tool_run').selectAll().where('id', '=', ref.id).executeTakeFirst();
  if (!run) throw new ApiError(404, '진행 기록을 찾을 수 없습니다.');
  return run;
}
