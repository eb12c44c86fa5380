import { text as textLogic } from '@career/tool-logic';
import { ApiError } from '../http/errors';
import type { Deps } from '../http/types';
import { type GenerationRequest, GenerationTimeout } from './generator';
import { type GenerationSubject, recordGeneration } from './quota';

// One generation of text for a tool (decision 019): counted against the daily quotas (quota.ts),
// written by the configured generator as it comes, kept on record (what asked, what wrote it, sizes, time,
// how it ended) whatever happens, and checked for facts the user's inputs do not have.

export interface GenerationJob extends GenerationSubject {
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
  failed: '초안을 만들지 못했습니다. 잠시 뒤 다시 시도해 주세요. 적어 둔 내용은 모두 그대로 있습니다.',
  timeout:
    '초안을 만드는 데 시간이 너무 오래 걸려 멈췄습니다. 다시 시도해 주세요. 적어 둔 내용은 모두 그대로 있습니다.',
} as const;

/** Writes a text for the job, yielding it as it comes; the record of it is kept in every outcome. */
export async function* generateText(
  deps: Deps,
  job: GenerationJob,
  signal: AbortSignal,
): AsyncGenerator<string, Generated, void> {
  const { db } = deps.database;
  const { config, textGenerator: generator } = deps;
  const inputChars = job.request.messages.reduce((sum, message) => sum + message.content.length, 0);
  const generationId = await recordGeneration(db, config, { ...job, generator, inputChars });
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
