import { randomInt } from 'node:crypto';
import {
  AUDIENCES,
  callsFor,
  clockLimitsOf,
  type EndpointData,
  type INTERVIEW_AUDIO_TYPES,
  type InterviewCategory,
  type InterviewDifficulty,
  type InterviewResult,
  type InterviewScores,
  interview,
  type SavedResultOf,
} from '@career/api-sdk';
import { interview as logic } from '@career/tool-logic';
import { type Kysely, sql } from 'kysely';
import { throttle } from '../../auth/rateLimit';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Router } from '../../http/types';
import { fieldError } from '../../people/fields';
import { generateText } from '../../text/generations';
import { answersOf, assertOpen, runOf, runRow, savedResultOf, scoreOnce } from '../runs';
import type { ToolModule } from '../types';
import { anyClock, clocksOf, endClocks, hearClock } from './clock';
import { migrations } from './migrations';
import { feedbackMessages, PROMPT_VERSION } from './prompts';
import { purgeAbandonedRecordings, recordingOf, saveRecording } from './recordings';

// Interview's calls (spec §7 interview; decision 028): the questions picked from our bank and
// their order, each question's clock, the rater's scores and their release to the student, the four
// result stages and the result. A student reads the rater's part of a stage only once the rater released it.

type Second = EndpointData<typeof interview.endpoints.userResultSecond>;
type Feedback = EndpointData<typeof interview.endpoints.userFeedback>;
type Saved = SavedResultOf<InterviewResult>;

const messages = {
  clockTooOften: '면접 시간을 너무 자주 보냈습니다. {seconds}초 뒤에 다시 보내 주세요.',
  notRater: '면접 답변의 점수는 상담사나 강사가 매깁니다.',
  noSet: '아직 질문을 고르지 않았습니다. 질문을 먼저 골라 주세요.',
  started: '이미 답하기 시작한 면접입니다. 질문의 순서만 바꿀 수 있습니다.',
  unknownKey: '질문 목록에 없는 질문입니다.',
  notAnswered: '답하지 않은 질문은 점수를 매길 수 없습니다.',
  noQuestions: '고른 조건에 맞는 질문이 없습니다. 조건을 바꿔 주세요.',
  noScores: '점수를 하나 이상 매기거나 의견을 써 주세요.',
  notAudio: '녹음 자료가 고른 형식의 소리 파일이 아닙니다.',
  timeByClock: '질문에 쓴 시간은 면접 시계가 기록합니다. 페이지를 새로 고친 뒤 이어서 답해 주세요.',
} as const;

/** The first bytes each audio container starts with (MP4's box type comes after its size). */
function looksLike(type: (typeof INTERVIEW_AUDIO_TYPES)[number], bytes: Uint8Array): boolean {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (type === 'audio/webm') return bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3;
  if (type === 'audio/ogg') return text(0, 4) === 'OggS';
  return text(4, 8) === 'ftyp';
}

const generatorOf = (generator: string | null, model: string | null): Feedback['generator'] => ({
  kind: generator === 'ai' ? 'ai' : 'composer',
  label: generator === 'ai' ? 'AI 피드백' : '자동 조합 피드백',
  model: model ?? '',
});

async function feedbackOf(db: Kysely<Database>, runId: number): Promise<Map<string, Feedback>> {
  const rows = await db
    .selectFrom('interview_feedback as f')
    .leftJoin('text_generation as g', 'g.id', 'f.generation_id')
    .select(['f.question_key', 'f.text', 'f.unsupported', 'f.created_at', 'g.generator', 'g.model'])
    .where('f.run_id', '=', runId)
    .execute();
  return new Map(
    rows.map((row) => [
      row.question_key,
      {
        key: row.question_key,
        text: row.text,
        generator: generatorOf(row.generator, row.model),
        unsupported: row.unsupported,
        created_at: row.created_at.toISOString(),
      },
    ]),
  );
}

async function audioSecondsOf(db: Kysely<Database>, runId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('interview_audio')
    .select(['question_key', 'seconds'])
    .where('run_id', '=', runId)
    .execute();
  return new Map(rows.map((row) => [row.question_key, row.seconds]));
}

const byKey = new Map(logic.INTERVIEW_QUESTIONS.map((question) => [question.key, question] as const));
const questionsOfKeys = (keys: readonly string[]) =>
  keys.map((key) => byKey.get(key)).filter((question): question is logic.InterviewQuestion => question !== undefined);
const limitsOf = (key: string) => {
  const question = byKey.get(key);
  return question ? clockLimitsOf(logic.questionRow(question)) : undefined;
};

const setRow = (db: Kysely<Database>, runId: number) =>
  db.selectFrom('interview_set').selectAll().where('run_id', '=', runId).executeTakeFirst();
type SetRow = NonNullable<Awaited<ReturnType<typeof setRow>>>;

async function groupOf(db: Kysely<Database>, code: string | null) {
  if (code === null) return null;
  const row = await db.selectFrom('job_category').select(['code', 'name']).where('code', '=', code).executeTakeFirst();
  return row ?? { code, name: code };
}

/** Whether the student has begun answering: an answer or a time kept, or a question's clock run (then the set keeps its questions). */
const startedIn = async (db: Kysely<Database>, runId: number) =>
  Object.keys(await answersOf(db, runId)).some((item) => item.startsWith('a.') || item.startsWith('t.')) ||
  (await anyClock(db, runId));

async function setupOf(db: Kysely<Database>, row: SetRow): Promise<InterviewResult['setup']> {
  return {
    categories: row.categories as InterviewCategory[],
    group: await groupOf(db, row.group_code),
    difficulty: row.difficulty,
  };
}

async function setDataOf(db: Kysely<Database>, row: SetRow, questions: readonly logic.InterviewQuestion[]) {
  return {
    setup: await setupOf(db, row),
    questions: questions.map(logic.questionRow),
    started: await startedIn(db, row.run_id),
    clocks: await clocksOf(db, row.run_id, limitsOf),
  };
}

async function ratingsOf(db: Kysely<Database>, runId: number) {
  const rows = await db
    .selectFrom('interview_rating')
    .select(['question_key', 'scores', 'comment'])
    .where('run_id', '=', runId)
    .execute();
  return new Map(rows.map((row) => [row.question_key, { scores: logic.scoresOf(row.scores), comment: row.comment }]));
}

/** What a stage is built from: the kept result, the rater's part (when the caller may see it) and its release. */
async function stageOf(db: Kysely<Database>, runId: number, audience: (typeof AUDIENCES)[number]) {
  const saved = await savedResultOf<Saved>(db, runId);
  const set = await setRow(db, runId);
  const released_at = set?.released_at?.toISOString() ?? null;
  const can_rate = audience !== 'user';
  const ratings = can_rate || released_at !== null ? await ratingsOf(db, runId) : new Map();
  return { result: saved.result, ratings, rater: { released_at, can_rate }, audio: await audioSecondsOf(db, runId) };
}

type Stage = Awaited<ReturnType<typeof stageOf>>;

function secondOf({ result, ratings, rater }: Stage): Second {
  const raterScores = new Map([...ratings].map(([key, rating]) => [key, rating.scores]));
  return {
    ...rater,
    criteria: logic.criteriaOf(result, raterScores),
    answers: result.answers.map((entry) => ({
      key: entry.key,
      text: entry.text,
      status: entry.status,
      answer: entry.answer,
      self: entry.self,
      rater: ratings.get(entry.key)?.scores ?? null,
      comment: ratings.get(entry.key)?.comment ?? '',
    })),
  };
}

function register({ handle, deps }: Router): void {
  const { db } = deps.database;

  for (const audience of AUDIENCES) {
    const calls = callsOf(audience);

    handle(calls.questions, async ({ subject, body }) => {
      const ref = runOf(subject);
      assertOpen(await runRow(db, ref));
      const current = await setRow(db, ref.id);
      const started = await startedIn(db, ref.id);
      let keys: string[];
      if (body.keys) {
        keys = [...new Set(body.keys)];
        if (keys.some((key) => !byKey.has(key))) throw new ApiError(400, messages.unknownKey);
        if (started) {
          const asked = new Set(current?.keys ?? []);
          if (keys.length !== asked.size || keys.some((key) => !asked.has(key)))
            throw new ApiError(409, messages.started);
        }
      } else {
        if (started) throw new ApiError(409, messages.started);
        keys = logic
          .pickQuestions({
            categories: body.categories,
            group: body.group,
            difficulty: body.difficulty as InterviewDifficulty,
            count: body.count,
            seed: randomInt(2 ** 31),
          })
          .map((question) => question.key);
        if (keys.length === 0) throw new ApiError(400, messages.noQuestions);
      }
      // After answering began, only the order changes: the setup stays as it was picked.
      const values = started
        ? { keys: JSON.stringify(keys), updated_at: new Date() }
        : {
            categories: JSON.stringify(body.categories),
            group_code: body.group,
            difficulty: body.difficulty,
            keys: JSON.stringify(keys),
            updated_at: new Date(),
          };
      await db
        .insertInto('interview_set')
        .values({
          run_id: ref.id,
          categories: JSON.stringify(body.categories),
          group_code: body.group,
          difficulty: body.difficulty,
          keys: JSON.stringify(keys),
        })
        .onConflict((oc) => oc.column('run_id').doUpdateSet(values))
        .execute();
      const row = await setRow(db, ref.id);
      if (!row) throw new ApiError(500, messages.noSet);
      return setDataOf(db, row, questionsOfKeys(row.keys));
    });

    handle(calls.sort, async ({ subject, params }) => {
      const row = await setRow(db, runOf(subject).id);
      if (!row) return null;
      const ordered = logic.orderQuestions(questionsOfKeys(row.keys), params.order, {
        category: params.category,
        difficulty: params.difficulty === 'all' ? 'all' : (Number(params.difficulty) as InterviewDifficulty),
      });
      return setDataOf(db, row, ordered);
    });

    handle(calls.rate, async ({ subject, body, principal }) => {
      if (audience === 'user') throw new ApiError(403, messages.notRater);
      const ref = runOf(subject);
      // The page sends its count every 5 s: twelve a minute, and room for a second device.
      await throttle(db, messages.clockTooOften, { scope: `interview-clock:${ref.id}`, max: 60, windowSeconds: 60 });
      const row = await setRow(db, ref.id);
      if (!row?.keys.includes(body.key)) throw new ApiError(400, messages.unknownKey);
      const answer = (await answersOf(db, ref.id))[`a.${body.key}`];
      if (typeof answer !== 'string' || answer.trim() === '') throw new ApiError(400, messages.notAnswered);
      const scores: InterviewScores = logic.scoresOf(body.scores);
      const comment = body.comment.trim();
      if (Object.keys(scores).length === 0 && comment === '') throw new ApiError(400, messages.noScores);
      const raterId = principal.area === 'universityUser' ? principal.universityUserId : null;
      await db
        .insertInto('interview_rating')
        .values({ run_id: ref.id, question_key: body.key, scores: JSON.stringify(scores), comment, rater_id: raterId })
        .onConflict((oc) =>
          oc
            .columns(['run_id', 'question_key'])
            .doUpdateSet({ scores: JSON.stringify(scores), comment, rater_id: raterId, updated_at: new Date() }),
        )
        .execute();
      return secondOf(await stageOf(db, ref.id, audience));
    });

    handle(calls.release, async ({ subject }) => {
      if (audience === 'user') throw new ApiError(403, messages.notRater);
      const ref = runOf(subject);
      await savedResultOf(db, ref.id);
      // One conditional update: a second release keeps the first time.
      const row = await db
        .updateTable('interview_set')
        .set({ released_at: sql<Date>`coalesce(released_at, now())` })
        .where('run_id', '=', ref.id)
        .returning('released_at')
        .executeTakeFirst();
      if (!row?.released_at) throw new ApiError(400, messages.noSet);
      return { released_at: row.released_at.toISOString() };
    });

    handle(calls.feedback, async function* ({ subject, body, signal }) {
      const ref = runOf(subject);
      const { result } = await savedResultOf<Saved>(db, ref.id);
      const answer = result.answers.find((entry) => entry.key === body.key);
      if (!answer) throw new ApiError(400, messages.unknownKey);
      if (answer.status !== 'answered') throw new ApiError(400, messages.notAnswered);
      const run = await runRow(db, ref);
      const generated = yield* generateText(
        deps,
        {
          tool: 'interview',
          runId: ref.id,
          item: `a.${answer.key}`,
          userId: ref.user_id,
          classId: run.university_class_id,
          promptVersion: deps.textGenerator.kind === 'ai' ? PROMPT_VERSION : logic.FEEDBACK_VERSION,
          request: {
            messages: feedbackMessages(answer),
            compose: () => logic.feedbackText(answer),
            maxTokens: 600,
          },
          inputs: logic.feedbackInputs(answer),
        },
        signal,
      );
      const values = {
        text: generated.text,
        generation_id: generated.generationId,
        unsupported: JSON.stringify(generated.unsupported),
        created_at: new Date(),
      };
      await db
        .insertInto('interview_feedback')
        .values({ run_id: ref.id, question_key: answer.key, ...values })
        .onConflict((oc) => oc.columns(['run_id', 'question_key']).doUpdateSet(values))
        .execute();
      return {
        key: answer.key,
        text: generated.text,
        generator: generatorOf(generated.generator.kind, generated.generator.model),
        unsupported: generated.unsupported,
        created_at: values.created_at.toISOString(),
      };
    });

    handle(calls.saveAudio, async ({ subject, body }) => {
      const ref = runOf(subject);
      const row = await setRow(db, ref.id);
      if (!row?.keys.includes(body.key)) throw new ApiError(400, messages.unknownKey);
      // The contract holds the text to 600 KB of audio; what it decodes to must be audio of the type named.
      const bytes = Buffer.from(body.data, 'base64');
      if (!looksLike(body.type, bytes)) throw new ApiError(400, messages.notAudio);
      await saveRecording(db, deps.config, ref, { key: body.key, type: body.type, bytes, seconds: body.seconds });
      return { key: body.key, seconds: body.seconds, size: bytes.length };
    });

    handle(calls.clock, async ({ subject, body }) => {
      const ref = runOf(subject);
      // The page sends its count every 5 s: twelve a minute, and room for a second device.
      await throttle(db, messages.clockTooOften, { scope: `interview-clock:${ref.id}`, max: 60, windowSeconds: 60 });
      const row = await setRow(db, ref.id);
      const limits = row?.keys.includes(body.key) ? limitsOf(body.key) : undefined;
      if (!limits) throw fieldError(400, 'key', messages.unknownKey);
      return hearClock(db, ref.id, body.key, limits, { phase: body.phase, usedMs: body.used_ms });
    });

    handle(calls.audio, async ({ subject, params }) => {
      const row = await recordingOf(db, runOf(subject).id, params.key);
      return {
        key: params.key,
        type: row.type as (typeof INTERVIEW_AUDIO_TYPES)[number],
        data: Buffer.from(row.bytes).toString('base64'),
        seconds: row.seconds,
        size: row.size,
      };
    });

    handle(calls.resultFirst, async ({ subject }) => {
      const { result, audio } = await stageOf(db, runOf(subject).id, audience);
      return logic.firstStageOf(result, audio);
    });

    handle(calls.resultSecond, async ({ subject }) => secondOf(await stageOf(db, runOf(subject).id, audience)));

    handle(calls.resultThird, async ({ subject }) => {
      const stage = await stageOf(db, runOf(subject).id, audience);
      const feedback = await feedbackOf(db, runOf(subject).id);
      return {
        ...stage.rater,
        answers: stage.result.answers.map((entry) => ({
          key: entry.key,
          text: entry.text,
          shows: entry.shows,
          status: entry.status,
          answer: entry.answer,
          observations: entry.observations,
          comment: stage.ratings.get(entry.key)?.comment ?? '',
          audio_seconds: stage.audio.get(entry.key) ?? null,
          feedback: feedback.get(entry.key) ?? null,
        })),
      };
    });

    handle(calls.resultFourth, async ({ subject }) => {
      const stage = await stageOf(db, runOf(subject).id, audience);
      const second = secondOf(stage);
      return {
        ...stage.rater,
        counts: stage.result.counts,
        ...logic.summaryPointsOf(stage.result, second.criteria),
        suggestions: stage.result.suggestions,
      };
    });

    handle(calls.saveUser, ({ subject }) =>
      scoreOnce(db, runOf(subject), async (values, trx) => {
        const row = await setRow(trx, runOf(subject).id);
        if (!row) throw new ApiError(400, messages.noSet);
        // A question still on its clock when the interview ends keeps the time it ran.
        const times = await endClocks(trx, row.run_id, limitsOf);
        const result = logic.interviewResultOf(await setupOf(trx, row), questionsOfKeys(row.keys), {
          ...values,
          ...times,
        });
        return { version: logic.RESULT_VERSION, result, summary: logic.summaryOf(result) };
      }),
    );
  }
}

const callsOf = (audience: (typeof AUDIENCES)[number]) => callsFor(interview.endpoints, audience);

/** Answer saves never carry a question's time: only its clock writes `t.{key}` (decision 028). */
async function checkAnswers(_db: Kysely<Database>, _run: unknown, answers: readonly { item: string }[]) {
  const index = answers.findIndex((answer) => answer.item.startsWith('t.'));
  if (index >= 0) throw fieldError(400, `answers.${index}.item`, messages.timeByClock);
}

export const interviewTool: ToolModule = {
  portfolio: logic.portfolioPartOf,
  definition: interview,
  register,
  migrations,
  checkAnswers,
  // The recordings of an interview left for a new one go INTERVIEW_AUDIO_ABANDONED_HOURS after (issue 35).
  upkeep: { hours: 1, run: (db, config) => purgeAbandonedRecordings(db, config.interviewAudioAbandonedHours) },
};
