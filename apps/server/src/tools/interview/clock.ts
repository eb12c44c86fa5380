import {
  type ClockLimits,
  clockAt,
  clockSeconds,
  freshClock,
  hearCount,
  type InterviewClock,
  type InterviewClockPhase,
  type InterviewPagePhase,
  type QuestionClock,
} from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';

// Each question's clock, kept by the server (decision 028, issue 35): the page tells it what it
// counted, the server counts the time between what it hears (api-sdk's interviewClock says how the
// two meet), and a question done with gets its time item `t.{key}` from it. The database's clock
// measures the gaps, so every server behind a balancer counts alike.

/** A clock row as locked or read, with the milliseconds since the server last heard of it. */
type ClockRow = {
  question_key: string;
  phase: string;
  think_ms: number;
  answer_ms: number;
  grace_ms: number;
  gap_ms: number;
};

const NOT_OPEN = '이미 끝난 면접입니다. 새로 시작해 주세요.';

const gapMs = sql<number>`greatest(0, extract(epoch from (now() - heard_at)) * 1000)::float8`;

const stateOf = (row: ClockRow): QuestionClock => ({
  phase: row.phase as InterviewClockPhase,
  thinkMs: row.think_ms,
  answerMs: row.answer_ms,
  graceMs: row.grace_ms,
});

/** A clock as the contract gives it: seconds, to the tenth. */
const shown = (key: string, clock: QuestionClock): InterviewClock => ({
  key,
  phase: clock.phase,
  think: Math.round(clock.thinkMs / 100) / 10,
  answer: Math.round(clock.answerMs / 100) / 10,
});

const clockRows = (db: Kysely<Database>, runId: number) =>
  db
    .selectFrom('interview_clock')
    .select(['question_key', 'phase', 'think_ms', 'answer_ms', 'grace_ms', gapMs.as('gap_ms')])
    .where('run_id', '=', runId);

async function store(trx: Kysely<Database>, runId: number, key: string, clock: QuestionClock) {
  await trx
    .updateTable('interview_clock')
    .set({
      phase: clock.phase,
      think_ms: Math.round(clock.thinkMs),
      answer_ms: Math.round(clock.answerMs),
      grace_ms: Math.round(clock.graceMs),
      // Never back: a save that began before the last one was stored does not move it earlier.
      heard_at: sql<Date>`greatest(heard_at, now())`,
    })
    .where('run_id', '=', runId)
    .where('question_key', '=', key)
    .execute();
}

/** Writes a question's time item from its ended clock (the only writer of `t.{key}`); gives its revision. */
async function keepTime(trx: Kysely<Database>, runId: number, key: string, clock: QuestionClock) {
  const value = clockSeconds(clock);
  const row = await trx
    .insertInto('tool_answer')
    .values({ run_id: runId, item: `t.${key}`, value: JSON.stringify(value), revision: 1 })
    .onConflict((oc) =>
      oc.columns(['run_id', 'item']).doUpdateSet({
        value: JSON.stringify(value),
        revision: sql<number>`tool_answer.revision + 1`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning('revision')
    .executeTakeFirstOrThrow();
  return { item: `t.${key}`, value, revision: row.revision };
}

async function keptTime(trx: Kysely<Database>, runId: number, key: string) {
  const row = await trx
    .selectFrom('tool_answer')
    .select(['value', 'revision'])
    .where('run_id', '=', runId)
    .where('item', '=', `t.${key}`)
    .executeTakeFirst();
  return row
    ? { item: `t.${key}`, value: row.value as { think: number; answer: number }, revision: row.revision }
    : null;
}

/**
 * Hears a page's count for a question of an open run, in one transaction: the run is held open
 * (answer saves and the interview's end wait), the clock row made when it is the first and locked,
 * so two devices or a replayed save are heard one after the other.
 */
export async function hearClock(
  db: Kysely<Database>,
  runId: number,
  key: string,
  limits: ClockLimits,
  page: { phase: InterviewPagePhase; usedMs: number },
) {
  return db.transaction().execute(async (trx) => {
    const run = await trx.selectFrom('tool_run').select('status').where('id', '=', runId).forShare().executeTakeFirst();
    if (run?.status !== 'open') throw new ApiError(409, NOT_OPEN);
    const fresh = freshClock();
    const made = await trx
      .insertInto('interview_clock')
      .values({
        run_id: runId,
        question_key: key,
        phase: fresh.phase,
        think_ms: 0,
        answer_ms: 0,
        grace_ms: fresh.graceMs,
      })
      .onConflict((oc) => oc.columns(['run_id', 'question_key']).doNothing())
      .returning('run_id')
      .executeTakeFirst();
    const row = await clockRows(trx, runId).where('question_key', '=', key).forUpdate().executeTakeFirstOrThrow();
    const before = stateOf(row);
    const heard = { gapMs: row.gap_ms, claimedMs: page.usedMs, phase: page.phase, fresh: !!made };
    const clock = hearCount(before, heard, limits);
    await store(trx, runId, key, clock);
    const kept =
      clock.phase !== 'ended'
        ? null
        : before.phase === 'ended'
          ? await keptTime(trx, runId, key)
          : await keepTime(trx, runId, key, clock);
    return { ...shown(key, clock), kept };
  });
}

/** The clocks of a run's questions as they stand now (a reading: nothing is written). */
export async function clocksOf(
  db: Kysely<Database>,
  runId: number,
  limitsOf: (key: string) => ClockLimits | undefined,
): Promise<InterviewClock[]> {
  const rows = await clockRows(db, runId).orderBy('question_key').execute();
  return rows.flatMap((row) => {
    const limits = limitsOf(row.question_key);
    return limits ? [shown(row.question_key, clockAt(stateOf(row), row.gap_ms, limits))] : [];
  });
}

/** Whether any question's clock has run (the set is then kept as asked). */
export async function anyClock(db: Kysely<Database>, runId: number): Promise<boolean> {
  const row = await db.selectFrom('interview_clock').select('run_id').where('run_id', '=', runId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Ends the run's running clocks as they stand (the interview ends, within its scoring transaction)
 * and writes their time items; gives the items written, for the scoring.
 */
export async function endClocks(
  trx: Kysely<Database>,
  runId: number,
  limitsOf: (key: string) => ClockLimits | undefined,
): Promise<Record<string, { think: number; answer: number }>> {
  const rows = await clockRows(trx, runId).orderBy('question_key').forUpdate().execute();
  const times: Record<string, { think: number; answer: number }> = {};
  for (const row of rows) {
    const limits = limitsOf(row.question_key);
    if (!limits || row.phase === 'ended') continue;
    const clock: QuestionClock = { ...clockAt(stateOf(row), row.gap_ms, limits), phase: 'ended' };
    await store(trx, runId, row.question_key, clock);
    const kept = await keepTime(trx, runId, row.question_key, clock);
    times[kept.item] = kept.value;
  }
  return times;
}
