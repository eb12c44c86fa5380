import type { ActionItem } from '@career/api-sdk';
import { text as textLogic } from '@career/tool-logic';
import { sql } from 'kysely';
import { ApiError } from '../http/errors';
import type { Deps } from '../http/router';
import { type GenerationRequest, GenerationTimeout } from './generator';

// One generation of text for a tool (decision 019): counted against the daily quotas, written by
// the configured generator as it comes, kept on record (what asked, what wrote it, sizes, time,
// how it ended) whatever happens, and checked for facts the user's inputs do not have.

export interface GenerationJob {
  tool: ActionItem;
  runId: number;
  /** The answer item the text is for. */
  item: string;
  userId: number;
  classId: number | null;
  promptVersion: string;
  request: Omit<GenerationRequest, 'signal'>;
  /** The user's own inputs, as written: a generated number, organisation or title not in them is flagged. */
  inputs: readonly string[];
}

export interface Generated {
  text: string;
  generationId: number;
  generator: { kind: 'composer' | 'ai'; label: string; model: string };
  /** What the text says that the user's inputs do not (numbers, organisations, titles). */
  unsupported: string[];
  /** The writing was stopped by the user before the end: the text is what came until then. */
  stopped: boolean;
}

const messages = {
  userQuota: '오늘 만들 수 있는 초안을 모두 만들었습니다. 내일 다시 만들 수 있습니다. 쓰던 글은 그대로 남아 있습니다.',
  classQuota:
    '오늘 이 수업에서 만들 수 있는 초안을 모두 만들었습니다. 내일 다시 만들 수 있습니다. 쓰던 글은 그대로 남아 있습니다.',
  failed: '초안을 만들지 못했습니다. 잠시 뒤 다시 시도해 주세요. 적어 둔 내용은 모두 그대로 있습니다.',
  timeout:
    '초안을 만드는 데 시간이 너무 오래 걸려 멈췄습니다. 다시 시도해 주세요. 적어 둔 내용은 모두 그대로 있습니다.',
} as const;

/** The start of today in Asia/Seoul, where the quotas' days begin. */
const todayStart = sql<Date>`(date_trunc('day', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul')`;

/** Writes a text for the job, yielding it as it comes; the record of it is kept in every outcome. */
export async function* generateText(
  deps: Deps,
  job: GenerationJob,
  signal: AbortSignal,
): AsyncGenerator<string, Generated, void> {
  const { db } = deps.database;
  const { config, textGenerator: generator } = deps;
  const inputChars = job.request.messages.reduce((sum, message) => sum + message.content.length, 0);
  // Counted and recorded in one statement, so the quota holds without a read-then-write race.
  const { rows } = await sql<{ id: number | null; user_used: number; class_used: number }>`
    with used as (
      select
        (select count(*) from text_generation where user_id = ${job.userId} and created_at >= ${todayStart})::integer
          as user_used,
        (select count(*) from text_generation
          where university_class_id = ${job.classId} and created_at >= ${todayStart})::integer as class_used
    ), recorded as (
      insert into text_generation (action_item, run_id, item, user_id, university_class_id, prompt_version,
        generator, model, input_chars)
      select ${job.tool}, ${job.runId}, ${job.item}, ${job.userId}, ${job.classId}, ${job.promptVersion},
        ${generator.kind}, ${generator.model}, ${inputChars}
      from used
      where used.user_used < ${config.generationsPerDayUser}
        and (${job.classId}::integer is null or used.class_used < ${config.generationsPerDayClass})
      returning id
    )
    select (select id from recorded) as id, user_used, class_used from used`.execute(db);
  const quota = rows[0];
  if (!quota?.id) {
    const userFull = (quota?.user_used ?? 0) >= config.generationsPerDayUser;
    throw new ApiError(429, userFull ? messages.userQuota : messages.classQuota);
  }
  const generationId = quota.id;
  const started = Date.now();
  let text = '';
  const finish = (outcome: 'done' | 'stopped' | 'failed' | 'timeout') =>
    db
      .updateTable('text_generation')
      .set({ outcome, output_chars: text.length, ms: Date.now() - started })
      .where('id', '=', generationId)
      .execute();

  // An outside provider gets the prompt once more through the redaction, whatever the tool's prompt
  // did: a phone number, an e-mail address or a student number never leaves the server.
  const prompt =
    generator.kind === 'ai'
      ? job.request.messages.map((message) => ({ ...message, content: textLogic.redact(message.content).text }))
      : job.request.messages;
  try {
    for await (const piece of generator.generate({ ...job.request, messages: prompt, signal })) {
      text += piece;
      yield piece;
    }
  } catch (error) {
    const timedOut = error instanceof GenerationTimeout;
    await finish(timedOut ? 'timeout' : 'failed');
    if (!timedOut) console.error(`[server] text generation ${generationId} failed`, error);
    throw new ApiError(timedOut ? 504 : 502, timedOut ? messages.timeout : messages.failed);
  }
  const stopped = signal.aborted;
  await finish(stopped ? 'stopped' : 'done');
  return {
    text,
    generationId,
    generator: { kind: generator.kind, label: generator.label, model: generator.model },
    unsupported: textLogic.unsupportedFacts(text, job.inputs).map((fact) => fact.text),
    stopped,
  };
}
