import {
  AUDIENCES,
  callsFor,
  DEEPINTER_FOLLOW_UPS,
  type DeepinterPart,
  type DeepinterResult,
  deepinter,
  type EndpointData,
  type ToolAudience,
} from '@career/api-sdk';
import { deepinter as logic } from '@career/tool-logic';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Router, RunRef } from '../../http/types';
import { generateText } from '../../text/generations';
import { namesOf } from '../../text/names';
import { answersOf, runOf, runRow, savedResultOf, scoreOnce } from '../runs';
import { handExperienceToSelfIntroduce } from '../selfIntroduce/handOff';
import type { ToolModule } from '../types';
import { migrations } from './migrations';
import { PROMPT_VERSION, rewriteMessages } from './prompts';
import type { DeepinterQuestionTable } from './schema';

// Deep interview's calls (spec §7 deepinter; decision 025): the questions on offer for the student's
// experience and the ones they chose, an answer said to be done, a rewrite that keeps its facts
// (streamed), follow-up questions made from an answer, the final wording, and the result.

type Question = EndpointData<typeof deepinter.endpoints.userSubmitAnswer>;
type Rewrite = EndpointData<typeof deepinter.endpoints.userGetModAnswer>;
type Row = Selectable<DeepinterQuestionTable>;
type SelfIntroduceKey = Parameters<typeof handExperienceToSelfIntroduce>[3];

/** Follow-ups one call adds at most (the rest come when the student asks again). */
const FOLLOW_UPS_PER_CALL = 2;

const messages = {
  notOpen: '이미 마친 심층 인터뷰입니다. 새로 시작해 주세요.',
  noExperience: '먼저 이야기할 경험을 적어 주세요.',
  alreadySaved: '질문은 이미 정했습니다. 정한 질문으로 이어서 답해 주세요.',
  notAsked: '이 인터뷰에 없는 질문입니다.',
  noAnswer: '먼저 답변을 써 주세요.',
  allFollowUps: `이 답변에는 꼬리 질문을 모두(${DEEPINTER_FOLLOW_UPS}개) 받았습니다.`,
  noQuestions: '아직 정한 질문이 없습니다. 질문을 정하고 답한 뒤 마쳐 주세요.',
  nothingTold: '답한 질문이 없습니다. 하나 이상 답한 뒤 마쳐 주세요.',
  notEnded: '인터뷰를 마친 뒤에 자기소개서로 보낼 수 있습니다.',
} as const;

const toQuestion = (row: Row): Question => ({
  key: row.key,
  part: row.part,
  parent: row.parent,
  question: row.question,
  why: row.why,
  submitted_at: row.submitted_at?.toISOString() ?? null,
  final: row.final,
  rewrite: (row.rewrite as Rewrite | null) ?? null,
});

const questionsOf = (db: Kysely<Database>, runId: number) =>
  db.selectFrom('deepinter_question').selectAll().where('run_id', '=', runId).orderBy('position').execute();

async function questionOf(db: Kysely<Database>, runId: number, key: string): Promise<Row> {
  const row = await db
    .selectFrom('deepinter_question')
    .selectAll()
    .where('run_id', '=', runId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.notAsked);
  return row;
}

/** The run, refused when it is no longer open (every call that changes it). */
async function openRun(db: Kysely<Database>, ref: RunRef) {
  const run = await runRow(db, ref);
  if (run.status !== 'open') throw new ApiError(409, messages.notOpen);
  return run;
}

/** The answer to question `key` as stored, refused when there is none yet. */
async function answerOf(db: Kysely<Database>, runId: number, key: string): Promise<string> {
  const answer = (await answersOf(db, runId))[`a.${key}`];
  if (typeof answer !== 'string' || answer.trim() === '') throw new ApiError(400, messages.noAnswer);
  return answer;
}

function register({ handle, deps }: Router): void {
  const { db } = deps.database;
  const audiences: readonly ToolAudience[] = [...AUDIENCES, 'guest'];

  const stateOf = async (runId: number) => {
    const rows = await questionsOf(db, runId);
    if (rows.length > 0) return { saved: true, questions: rows.map(toQuestion), suggestions: [] };
    const experience = logic.experienceOf(await answersOf(db, runId));
    const suggestions = experience.title === '' ? [] : logic.mainQuestions(experience.title, experience.kind);
    return { saved: false, questions: [], suggestions };
  };

  const markDone = async (runId: number, key: string) => {
    await questionOf(db, runId, key);
    await answerOf(db, runId, key);
    const row = await db
      .updateTable('deepinter_question')
      .set({ submitted_at: sql<Date>`now()` })
      .where('run_id', '=', runId)
      .where('key', '=', key)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toQuestion(row);
  };

  for (const audience of audiences) {
    const calls = callsFor(deepinter.endpoints, audience);

    handle(calls.getQuestion, ({ subject }) => stateOf(runOf(subject).id));

    handle(calls.saveQuestion, async ({ subject, body }) => {
      const ref = runOf(subject);
      await openRun(db, ref);
      const experience = logic.experienceOf(await answersOf(db, ref.id));
      if (experience.title === '') throw new ApiError(400, messages.noExperience);
      const offered = logic.mainQuestions(experience.title, experience.kind);
      const order = offered.map((question) => question.part as string);
      const rows = [...body.questions]
        .sort((a, b) => order.indexOf(a.part) - order.indexOf(b.part))
        .map((chosen) => ({
          run_id: ref.id,
          key: chosen.part,
          part: chosen.part,
          parent: null,
          position: order.indexOf(chosen.part) * 10,
          question: chosen.question,
          why: offered.find((question) => question.part === chosen.part)?.why ?? '',
          rewrite: null,
        }));
      const inserted = await db
        .insertInto('deepinter_question')
        .values(rows)
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .execute();
      if (inserted.length === 0) throw new ApiError(409, messages.alreadySaved);
      return stateOf(ref.id);
    });

    handle(calls.submitAnswer, async ({ subject, body }) => {
      const ref = runOf(subject);
      await openRun(db, ref);
      return markDone(ref.id, body.key);
    });

    handle(calls.submitAddAnswer, async ({ subject, body }) => {
      const ref = runOf(subject);
      await openRun(db, ref);
      return markDone(ref.id, body.key);
    });

    handle(calls.addQuestionContents, async ({ subject, body }) => {
      const ref = runOf(subject);
      await openRun(db, ref);
      const main = await questionOf(db, ref.id, body.key);
      const answer = await answerOf(db, ref.id, body.key);
      const asked = (await questionsOf(db, ref.id)).filter((row) => row.parent === main.key);
      const room = Math.min(FOLLOW_UPS_PER_CALL, DEEPINTER_FOLLOW_UPS - asked.length);
      if (room <= 0) throw new ApiError(409, messages.allFollowUps);
      const made = logic.followUpsOf(
        main.part as DeepinterPart,
        answer,
        room,
        asked.map((row) => row.question),
      );
      if (made.length > 0) {
        await db
          .insertInto('deepinter_question')
          .values(
            made.map((followUp, index) => ({
              run_id: ref.id,
              key: `${main.key}-${asked.length + index + 1}`,
              part: main.part,
              parent: main.key,
              position: main.position + asked.length + index + 1,
              question: followUp.question,
              why: followUp.why,
              rewrite: null,
            })),
          )
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
      const all = await questionsOf(db, ref.id);
      return all.filter((row) => row.parent === main.key).map(toQuestion);
    });

    const rewrite = async function* ({
      subject,
      body,
      signal,
      principal,
    }: {
      subject: { run: RunRef | null };
      body: { key: string };
      signal: AbortSignal;
      principal: Parameters<typeof namesOf>[2];
    }): AsyncGenerator<string, Rewrite, void> {
      const ref = runOf(subject);
      const run = await openRun(db, ref);
      const question = await questionOf(db, ref.id, body.key);
      const answer = await answerOf(db, ref.id, body.key);
      const composed = logic.rewriteAnswer(answer);
      const generated = yield* generateText(
        deps,
        {
          tool: 'deepinter',
          runId: ref.id,
          item: `a.${body.key}`,
          userId: ref.user_id,
          classId: run.university_class_id,
          promptVersion: generatedVersion(deps.textGenerator.kind),
          request: {
            messages: rewriteMessages(question.question, answer, await namesOf(deps, ref.user_id, principal)),
            compose: () => composed.text,
            maxTokens: Math.ceil(answer.length * 2),
          },
          inputs: [answer],
        },
        signal,
      );
      const made: Rewrite = {
        text: generated.text,
        original: answer,
        changes: logic.changesOf(answer, generated.text),
        notes: generated.generator.kind === 'composer' ? composed.notes : [],
        generator: generated.generator,
        unsupported: generated.unsupported,
        created_at: new Date().toISOString(),
      };
      // A rewrite stopped part-way is given back but not kept as the answer's rewrite.
      if (!generated.stopped) {
        await db
          .updateTable('deepinter_question')
          .set({ rewrite: JSON.stringify(made), generation_id: generated.generationId })
          .where('id', '=', question.id)
          .execute();
      }
      return made;
    };
    handle(calls.getModAnswer, rewrite);
    handle(calls.getAddModAnswer, rewrite);

    handle(calls.updateAnswer, async ({ subject, body }) => {
      const ref = runOf(subject);
      await openRun(db, ref);
      await questionOf(db, ref.id, body.key);
      const row = await db
        .updateTable('deepinter_question')
        .set({ final: body.text.trim() === '' ? null : body.text })
        .where('run_id', '=', ref.id)
        .where('key', '=', body.key)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toQuestion(row);
    });

    if (audience !== 'guest') {
      const own = callsFor(deepinter.endpoints, audience);
      handle(own.toSelfIntroduce, async ({ subject, body, principal }) => {
        const ref = runOf(subject);
        if ((await runRow(db, ref)).status !== 'completed') throw new ApiError(409, messages.notEnded);
        const { result } = await savedResultOf<{ result: DeepinterResult }>(db, ref.id);
        return handExperienceToSelfIntroduce(
          deps,
          principal,
          ref.user_id,
          body.key as SelfIntroduceKey,
          logic.experienceNoteOf(result),
        );
      });
    }

    handle(calls.saveUser, ({ subject }) =>
      scoreOnce(db, runOf(subject), async (values, trx) => {
        const rows = await questionsOf(trx, runOf(subject).id);
        if (rows.length === 0) throw new ApiError(400, messages.noQuestions);
        const result = logic.deepinterResultOf(
          rows.map((row) => ({ ...row, part: row.part as DeepinterPart })),
          values,
        );
        if (result.counts.told === 0) throw new ApiError(400, messages.nothingTold);
        return { version: logic.RESULT_VERSION, result, summary: logic.summaryOf(result) };
      }),
    );
  }
}

/** The prompt version a rewrite is recorded with: the composer's rules, or the provider's prompt. */
const generatedVersion = (kind: 'composer' | 'ai') => (kind === 'ai' ? PROMPT_VERSION : logic.REWRITE_VERSION);

export const deepinterTool: ToolModule = {
  definition: deepinter,
  register,
  migrations,
  portfolio: logic.portfolioPartOf,
};
