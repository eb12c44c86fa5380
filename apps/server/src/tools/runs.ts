import {
  type ActionItem,
  AUDIENCES,
  callsFor,
  type EndpointData,
  itemPatternRegex,
  TOOLS,
  type ToolAudience,
  type ToolDefinition,
} from '@career/api-sdk';
import { type Kysely, type Selectable, sql } from 'kysely';
import { useKit } from '../commerce/orders';
import type { Database, ToolRunTable } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Deps, Principal, Router, RunRef } from '../http/types';
import { grantOf, kitMessage, notGrantedMessage } from './grants';
import { heldRun } from './release';
import type { ToolModule } from './types';

// The calls every tool shares, served from each tool's declaration (decisions 013 and 017): runs,
// answers checked against the tool's items and saved by revision, results scored once and kept.

type ToolRun = Selectable<ToolRunTable>;
type RunState = EndpointData<ToolDefinition['endpoints']['userStart']>;
type SavedResult = EndpointData<ToolDefinition['endpoints']['userResult']>;
type Answers = Readonly<Record<string, unknown>>;

const messages = {
  notOpen: '이미 끝난 검사입니다. 새로 시작해 주세요.',
  noResult: '아직 결과가 없습니다. 검사를 끝까지 진행해 주세요.',
  stale: '다른 곳에서 먼저 바뀐 답이 있어 그 답은 저장하지 않았습니다. 바뀐 답을 불러와 주세요.',
  tooMuch: '이 검사에 저장할 수 있는 답의 양을 넘었습니다. 답을 줄여 주세요.',
  tooFast: '답을 너무 자주 저장하고 있습니다. {seconds}초 뒤에 다시 저장됩니다.',
} as const;

/** The audience a caller acts as: consultants and instructors by their type, a guest as a guest, else a user. */
function audienceOf(principal: Principal): ToolAudience {
  if (principal.area === 'guest') return 'guest';
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

/** The answers of a run by item, for scoring. */
export async function answersOf(db: Kysely<Database>, runId: number): Promise<Answers> {
  const rows = await db.selectFrom('tool_answer').select(['item', 'value']).where('run_id', '=', runId).execute();
  return Object.fromEntries(rows.map((row) => [row.item, row.value]));
}

/** When each answer of a run was last saved (ms since the epoch) by item: the pace of response quality. */
export async function answerTimesOf(db: Kysely<Database>, runId: number): Promise<ReadonlyMap<string, number>> {
  const rows = await db.selectFrom('tool_answer').select(['item', 'updated_at']).where('run_id', '=', runId).execute();
  return new Map(rows.map((row) => [row.item, row.updated_at.getTime()]));
}

export function assertOpen(run: Pick<ToolRun, 'status'>): void {
  if (run.status !== 'open') throw new ApiError(409, messages.notOpen);
}

async function actionItemsOf(db: Kysely<Database>, runId: number) {
  return db
    .selectFrom('tool_action_item')
    .select(['content', sql<string | null>`to_char(due_date, 'YYYY-MM-DD')`.as('due_date'), 'done', 'suggested'])
    .where('run_id', '=', runId)
    .orderBy('position')
    .execute();
}

/** A kept result with its action items; its `result` is the tool's, as the tool's scoring wrote it. */
export async function savedResultOf<S = SavedResult>(db: Kysely<Database>, runId: number): Promise<S> {
  const row = await db
    .selectFrom('tool_result as tr')
    .innerJoin('tool_run as r', 'r.id', 'tr.run_id')
    .select([
      'tr.run_id',
      'tr.user_id',
      'tr.action_item',
      'tr.scoring_version',
      'tr.result',
      'tr.summary',
      'tr.created_at',
    ])
    .select('r.release_note as counsellor_note')
    .where('tr.run_id', '=', runId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.noResult);
  const [action_items, feedback] = await Promise.all([actionItemsOf(db, runId), feedbackOf(db, runId)]);
  return { ...row, created_at: row.created_at.toISOString(), action_items, feedback } as S;
}

async function feedbackOf(db: Kysely<Database>, runId: number) {
  const row = await db
    .selectFrom('result_feedback')
    .select(['fit', 'comment', 'created_at'])
    .where('run_id', '=', runId)
    .executeTakeFirst();
  return row ? { ...row, created_at: row.created_at.toISOString() } : null;
}

/**
 * Keeps what a person says of a kept result (결과 소감), replacing what they said before: one row a
 * run, so two saves at once leave one. A run without a result has nothing to say about yet.
 */
export async function saveFeedback(db: Kysely<Database>, runId: number, feedback: { fit: number; comment: string }) {
  const result = await db.selectFrom('tool_result').select('run_id').where('run_id', '=', runId).executeTakeFirst();
  if (!result) throw new ApiError(409, messages.noResult);
  const row = await db
    .insertInto('result_feedback')
    .values({ run_id: runId, ...feedback })
    .onConflict((oc) => oc.column('run_id').doUpdateSet({ ...feedback, created_at: sql`now()` }))
    .returning(['fit', 'comment', 'created_at'])
    .executeTakeFirstOrThrow();
  return { ...row, created_at: row.created_at.toISOString() };
}

/** What a tool's scoring gives: the version that computed the result, the result, and what it says in a line. */
export interface Scored {
  version: string;
  result: unknown;
  summary: string;
}

/**
 * Scores a run once (every tool's "save/user"): in one transaction the run is locked, its answers
 * read and scored, the result kept and the run completed. A run already completed gives back its
 * kept result, so a double click or a retried request scores nothing twice. `score` is given the
 * answers and when each was last saved (response quality); it throws an
 * ApiError (400) saying what is missing when the answers are not complete.
 */
export async function scoreOnce<S = SavedResult>(
  db: Kysely<Database>,
  ref: RunRef,
  score: (answers: Answers, trx: Kysely<Database>, times: ReadonlyMap<string, number>) => Promise<Scored> | Scored,
): Promise<S> {
  await db.transaction().execute(async (trx) => {
    const run = await trx
      .selectFrom('tool_run')
      .select(['status'])
      .where('id', '=', ref.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (run.status === 'completed') return;
    assertOpen(run);
    const { version, result, summary } = await score(
      await answersOf(trx, ref.id),
      trx,
      await answerTimesOf(trx, ref.id),
    );
    await trx
      .insertInto('tool_result')
      .values({
        user_id: ref.user_id,
        run_id: ref.id,
        action_item: ref.action_item,
        scoring_version: version,
        result: JSON.stringify(result),
        summary,
      })
      .execute();
    await trx
      .updateTable('tool_run')
      .set({ status: 'completed', completed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', '=', ref.id)
      .execute();
  });
  return savedResultOf<S>(db, ref.id);
}

export interface AnswerBatch {
  answers: readonly { item: string; value: unknown; base: number }[];
  screen?: string | undefined;
}

/** The window the rate of answer saves is counted in (config.answerSavesPerMinute per window). */
const ANSWER_SAVE_WINDOW_SECONDS = 60;

/** Who a save is counted against for the rate limit. */
function saverKey(principal: Principal): string {
  switch (principal.area) {
    case 'user':
      return `user:${principal.userId}`;
    case 'universityUser':
      return `university-user:${principal.universityUserId}`;
    case 'university':
      return `university:${principal.managerId}`;
    case 'admin':
      return `admin:${principal.adminId}`;
    case 'guest':
      return `guest:${principal.browserHash.slice(0, 32)}`;
  }
}

/**
 * Saves a batch of answers in one statement. Each answer names the revision it replaces (`base`, 0
 * for a new item) and gets the next one, so an answer changed on another device since is never
 * overwritten: the others are kept and the call answers 409 naming it. The same statement keeps
 * the run within its limits (items and bytes as they would be after the save), counts the save
 * against the caller's rate, and moves the run's screen; a run that is no longer open takes nothing.
 */
export async function saveAnswers(
  deps: Deps,
  principal: Principal,
  run: RunRef,
  { limits, history }: Pick<ToolDefinition, 'limits' | 'history'>,
  body: AnswerBatch,
): Promise<{ saved: number; revisions: Record<string, number>; updated_at: string }> {
  const { db } = deps.database;
  const screen = body.screen ?? null;
  const window = ANSWER_SAVE_WINDOW_SECONDS;
  const expired = sql<boolean>`rate_limit.window_started_at < now() - make_interval(secs => ${window})`;
  // A text tool keeps the value an answer replaces, once per stretch of writing (decision 017).
  const versions = history
    ? sql`, replaced as (
        select kept.item, kept.value from tool_answer kept
        where kept.run_id = ${run.id} and kept.item in (select item from batch) and kept.item ~ ${itemPatternRegex(history.items).source}
      ), versioned as (
        insert into tool_answer_version (run_id, item, value, source)
        select ${run.id}, replaced.item, replaced.value, 'typed' from replaced
        where replaced.item in (select item from saved)
          and replaced.value is distinct from (select value from batch where batch.item = replaced.item)
          and not exists (select 1 from tool_answer_version v where v.run_id = ${run.id} and v.item = replaced.item
            and v.created_at > now() - make_interval(mins => ${history.minutes}))
      )`
    : sql``;
  const { rows } = await sql<{
    open: boolean;
    items: number;
    bytes: number;
    saves: number;
    retry_after: number;
    revisions: Record<string, number> | null;
  }>`
    with open_run as (
      select id from tool_run where id = ${run.id} and status = 'open' for update
    ), batch as (
      select * from jsonb_to_recordset(${JSON.stringify(body.answers)}::jsonb) as answer(item text, value jsonb, base integer)
    ), after_save as (
      select count(*)::integer as items, coalesce(sum(size), 0)::integer as bytes from (
        select size from tool_answer where run_id = ${run.id} and item not in (select item from batch)
        union all
        select octet_length(value::text) from batch
      ) kept
    ), counted as (
      insert into rate_limit (scope, window_started_at, count) values (${`answers:${saverKey(principal)}`}, now(), 1)
      on conflict (scope) do update set
        count = case when ${expired} then 1 else rate_limit.count + 1 end,
        window_started_at = case when ${expired} then now() else rate_limit.window_started_at end
      returning count, ceil(${window} - extract(epoch from (now() - window_started_at)))::integer as retry_after
    ), allowed as (
      select (select items from after_save) <= ${limits.items}
        and (select bytes from after_save) <= ${limits.bytes}
        and (select count from counted) <= ${deps.config.answerSavesPerMinute} as ok
    ), moved as (
      update tool_run set screen = ${screen}::text, updated_at = now()
      where id in (select id from open_run) and (select ok from allowed)
        and ${screen}::text is not null and screen is distinct from ${screen}::text
    ), saved as (
      insert into tool_answer (run_id, item, value, revision)
      select open_run.id, batch.item, batch.value, batch.base + 1
      from open_run, batch
      where (select ok from allowed)
        -- An item the server has never kept can only be new: a base above 0 for it is stale.
        and (batch.base = 0 or exists (
          select 1 from tool_answer kept where kept.run_id = open_run.id and kept.item = batch.item))
      on conflict (run_id, item) do update
        set value = excluded.value, revision = excluded.revision, updated_at = now()
        where tool_answer.revision = excluded.revision - 1
      returning item, revision
    )${versions}
    select exists (select 1 from open_run) as open,
      (select items from after_save) as items,
      (select bytes from after_save) as bytes,
      (select count from counted) as saves,
      (select retry_after from counted) as retry_after,
      (select jsonb_object_agg(item, revision) from saved) as revisions`.execute(db);
  const outcome = rows[0];
  if (!outcome?.open) throw new ApiError(409, messages.notOpen);
  if (outcome.saves > deps.config.answerSavesPerMinute) {
    const retryAfter = Math.max(1, outcome.retry_after);
    throw new ApiError(
      429,
      messages.tooFast.replace('{seconds}', String(retryAfter)),
      { retry_after: retryAfter },
      { 'Retry-After': String(retryAfter) },
    );
  }
  if (outcome.items > limits.items || outcome.bytes > limits.bytes) {
    throw new ApiError(413, messages.tooMuch, { items: outcome.items, bytes: outcome.bytes, limits });
  }
  const revisions = outcome.revisions ?? {};
  const stale = body.answers.map((answer) => answer.item).filter((item) => !(item in revisions));
  if (stale.length > 0) throw new ApiError(409, messages.stale, { stale, revisions });
  return { saved: body.answers.length, revisions, updated_at: new Date().toISOString() };
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

/**
 * The user's open run of `tool`, started when there is none (or, with `restart`, a new one in place
 * of it): the grant is checked first (a guest's link is their grant).
 */
export async function startRun(
  db: Kysely<Database>,
  principal: Principal,
  userId: number,
  tool: ActionItem,
  restart: boolean,
): Promise<RunState> {
  // A guest's link is their grant; everyone else's comes from their class, a coupon or a gift.
  const giftCode = principal.area === 'user' ? principal.aiGiftCode : null;
  if (principal.area !== 'guest' && !(await grantOf(db, userId, tool, giftCode))) {
    // An instructor's participant may take it with a use of a kit the instructor bought (decision 032).
    const kit = principal.area === 'universityUser' && principal.type === 'INSTRUCTOR';
    if (!kit || !(await useKit(db, principal.universityUserId, userId, tool))) {
      throw new ApiError(403, kit ? kitMessage(tool) : notGrantedMessage(tool));
    }
  }
  return db.transaction().execute(async (trx) => {
    if (restart) {
      await trx
        .updateTable('tool_run')
        .set({ status: 'abandoned', updated_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .where('action_item', '=', tool)
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
        action_item: tool,
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
      .where('action_item', '=', tool)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return runState(trx, run);
  });
}

/** The shared run calls of one tool, for each audience, from its declaration. */
export function registerToolRunRoutes(
  { handle, deps }: Router,
  definition: ToolDefinition,
  checkAnswers?: ToolModule['checkAnswers'],
): void {
  const { db } = deps.database;
  const tool = definition.id;

  /** The open run and the kept results; a student is not told what a result they must wait for says. */
  async function current(userId: number, principal: Principal) {
    const [run, results] = await Promise.all([
      db
        .selectFrom('tool_run')
        .selectAll()
        .where('user_id', '=', userId)
        .where('action_item', '=', tool)
        .where('status', '=', 'open')
        .executeTakeFirst(),
      db
        .selectFrom('tool_result as tr')
        .innerJoin('tool_run as r', 'r.id', 'tr.run_id')
        .select(['tr.run_id', 'tr.created_at', 'tr.scoring_version', 'tr.summary', heldRun.as('held')])
        .where('tr.user_id', '=', userId)
        .where('tr.action_item', '=', tool)
        .orderBy('tr.created_at', 'desc')
        .execute(),
    ]);
    return {
      run: run ? await runState(db, run) : null,
      results: results.map(({ held, ...row }) => ({
        ...row,
        summary: held && principal.area === 'user' ? null : row.summary,
        created_at: row.created_at.toISOString(),
      })),
    };
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

  // Guests take a guest tool's run calls too (decision 018).
  const audiences: readonly ToolAudience[] = TOOLS[tool].guest ? [...AUDIENCES, 'guest'] : AUDIENCES;
  for (const audience of audiences) {
    const calls = callsFor(definition.endpoints, audience);
    handle(calls.current, ({ subject, principal }) => current(subject.userId, principal));
    handle(calls.start, ({ subject, body, principal }) =>
      startRun(db, principal, subject.userId, tool, Boolean(body.restart)),
    );
    handle(calls.saveAnswers, async ({ subject, body, principal }) => {
      await checkAnswers?.(db, runOf(subject), body.answers);
      return saveAnswers(deps, principal, runOf(subject), definition, body);
    });
    handle(calls.result, ({ subject }) => savedResultOf(db, runOf(subject).id));
    handle(calls.saveActionItems, ({ subject, body }) => saveActionItems(runOf(subject), body.items));
    handle(calls.saveFeedback, ({ subject, body }) =>
      saveFeedback(db, runOf(subject).id, { fit: body.fit, comment: body.comment }),
    );
  }
}
