import * as z from 'zod/mini';
import { KECO_MAJOR_CODES } from '../constants';
import { INTERVIEW_CLOCK_PHASES, INTERVIEW_PAGE_PHASES } from '../interviewClock';
import {
  INTERVIEW_AUDIO_MAX_BYTES,
  INTERVIEW_AUDIO_TYPES,
  INTERVIEW_CATEGORIES,
  INTERVIEW_CRITERIA,
  INTERVIEW_MAX_QUESTIONS,
  type InterviewCategory,
  type InterviewCriterion,
} from '../tools';
import { defineTool } from './defineTool';
import { answerText, choiceList, rating } from './items';
import { count as countOf, id, line, numericId, text } from './schemas';
import { savedResultOf, suggestion } from './toolRuns';

// Interview (면접, spec §7 interview; decision 028): questions picked from our bank by category,
// occupation group, difficulty and count, asked one at a time against a countdown (time to think,
// time to answer), typed answers saved as they are written, each answer scored 1–5 on four criteria
// by the student and by the consultant or instructor. Four result stages: the answers overview,
// the scores side by side, feedback per answer on what its text shows, and the summary.
//
// Items of a run: `a.{key}` the answer to question `key`, `t.{key}` the seconds taken to think and
// to answer (a question with time and no answer was skipped), `s.{key}` the student's own scores.
// The questions asked, each question's clock and the rater's scores live in the tool's own tables:
// the clock keeps the time as it runs (`clock`) and writes `t.{key}` when the question ends, so the
// answer saves never carry it.

const CATEGORY_KEYS = INTERVIEW_CATEGORIES.map((entry) => entry.key) as [InterviewCategory, ...InterviewCategory[]];
const _CRITERION_KEYS = INTERVIEW_CRITERIA.map((entry) => entry.key) as [InterviewCriterion, ...InterviewCriterion[]];

const seconds = (max: number) => countOf({ message: `0에서 ${max} 사이의 초로 답해 주세요.`, min: 0, max });

/** Scores of one answer by criterion, 1–5; a criterion left out was not scored. */
export const interviewScores = z.object({
  specific: z.optional(rating(1, 5)),
  logic: z.optional(rating(1, 5)),
  relevance: z.optional(rating(1, 5)),
  delivery: z.optional(rating(1, 5)),
});
export type InterviewScores = z.output<typeof interviewScores>;

/** A question as the interview asks it. */
export const interviewQuestion = z.object({
  key: z.string(),
  text: z.string(),
  category: z.enum(CATEGORY_KEYS),
  category_label: z.string(),
  difficulty: z.number(),
  difficulty_label: z.string(),
  /** What a good answer shows. */
  shows: z.string(),
  think_seconds: z.number(),
  answer_seconds: z.number(),
});
export type InterviewQuestionRow = z.output<typeof interviewQuestion>;

const groupOf = z.object({ code: z.string(), name: z.string() });

/** A question's clock as the server keeps it: where it is and the seconds used to think and to answer. */
export const interviewClock = z.object({
  key: z.string(),
  phase: z.enum(INTERVIEW_CLOCK_PHASES),
  think: z.number(),
  answer: z.number(),
});
export type InterviewClock = z.output<typeof interviewClock>;

/** The questions of a run and how they were picked. */
export const interviewSet = z.object({
  setup: z.object({
    categories: z.array(z.enum(CATEGORY_KEYS)),
    group: z.nullable(groupOf),
    difficulty: z.number(),
  }),
  questions: z.array(interviewQuestion),
  /** Whether an answer was given already (the set is then kept as asked). */
  started: z.boolean(),
  /** The clocks of the questions asked so far, as they stand now (a reload resumes from them). */
  clocks: z.array(interviewClock),
});
export type InterviewSet = z.output<typeof interviewSet>;

/** A recording of an answer, kept with the run for playback (never transcribed). */
export const interviewAudio = z.object({
  key: z.string(),
  type: z.enum(INTERVIEW_AUDIO_TYPES),
  /** The recording, base64. */
  data: z.string(),
  seconds: z.number(),
  size: z.number(),
});

/** Feedback on an answer as a text, by what wrote it (our composer or a configured provider). */
export const interviewFeedback = z.object({
  key: z.string(),
  text: z.string(),
  generator: z.object({ kind: z.enum(['composer', 'ai']), label: z.string(), model: z.string() }),
  /** Numbers, organisations or titles the text has that the question and the answer do not. */
  unsupported: z.array(z.string()),
  created_at: z.string(),
});

const observation = z.object({ kind: z.string(), message: z.string(), improve: z.string() });

/** One answer as the result keeps it. */
const keptAnswer = z.object({
  ...interviewQuestion.shape,
  status: z.enum(['answered', 'skipped', 'not-reached']),
  answer: z.string(),
  used: z.nullable(z.object({ think: z.number(), answer: z.number() })),
  self: interviewScores,
  observations: z.array(observation),
});

const criterionAverage = z.object({
  criterion: z.string(),
  label: z.string(),
  average: z.nullable(z.number()),
  count: z.number(),
});

/** The result interview/1 keeps: the questions asked, the answers, the student's scores and what the texts show. */
export const interviewResult = z.object({
  setup: interviewSet.shape.setup,
  answers: z.array(keptAnswer),
  counts: z.object({ asked: z.number(), answered: z.number(), skipped: z.number(), not_reached: z.number() }),
  self: z.array(criterionAverage),
  suggestions: z.array(suggestion),
  content: z.object({ criteria: z.array(z.object({ key: z.string(), label: z.string(), means: z.string() })) }),
});
export type InterviewResult = z.output<typeof interviewResult>;

/** The rater's part as the student may see it: shown once released. */
const rater = z.object({
  /** When the consultant or instructor let the student see their scores (null: not yet). */
  released_at: z.nullable(z.string()),
  /** Whether the caller scores (the consultant or instructor) or only reads (the student). */
  can_rate: z.boolean(),
});

/** First stage: the answers overview. */
export const interviewFirst = z.object({
  counts: interviewResult.shape.counts,
  time: z.object({ allotted: z.number(), used: z.number() }),
  answers: z.array(
    z.object({
      key: z.string(),
      text: z.string(),
      category_label: z.string(),
      difficulty_label: z.string(),
      status: keptAnswer.shape.status,
      allotted: z.object({ think: z.number(), answer: z.number() }),
      used: keptAnswer.shape.used,
      length: z.number(),
      /** Seconds of the recording of the answer, when it was spoken and recorded. */
      audio_seconds: z.nullable(z.number()),
    }),
  ),
});

/** Second stage: scores per criterion, the student's and the rater's side by side. */
export const interviewSecond = z.object({
  ...rater.shape,
  criteria: z.array(
    z.object({
      criterion: z.string(),
      label: z.string(),
      means: z.string(),
      self: z.nullable(z.number()),
      rater: z.nullable(z.number()),
      self_count: z.number(),
      rater_count: z.number(),
      /** Answers both rated on it: the comparison (`disagree`) is over these only. */
      both_count: z.number(),
      disagree: z.boolean(),
    }),
  ),
  answers: z.array(
    z.object({
      key: z.string(),
      text: z.string(),
      status: keptAnswer.shape.status,
      answer: z.string(),
      self: interviewScores,
      rater: z.nullable(interviewScores),
      comment: z.string(),
    }),
  ),
});
export type InterviewSecond = z.output<typeof interviewSecond>;

/** Third stage: feedback per answer on what its text shows, and the rater's comment. */
export const interviewThird = z.object({
  ...rater.shape,
  answers: z.array(
    z.object({
      key: z.string(),
      text: z.string(),
      shows: z.string(),
      status: keptAnswer.shape.status,
      answer: z.string(),
      observations: z.array(observation),
      comment: z.string(),
      audio_seconds: z.nullable(z.number()),
      /** The latest feedback written for the answer. */
      feedback: z.nullable(interviewFeedback),
    }),
  ),
});

/** Fourth stage: the summary, with strengths, what to practise and next steps. */
export const interviewFourth = z.object({
  ...rater.shape,
  counts: interviewResult.shape.counts,
  strengths: z.array(z.object({ title: z.string(), detail: z.string() })),
  practise: z.array(z.object({ title: z.string(), detail: z.string() })),
  suggestions: z.array(suggestion),
});

const runId = id('진행 중인 면접 번호가 필요합니다.');
const questionKey = line('질문을 골라 주세요.').check(z.regex(/^[a-z][a-z0-9-]{2,40}$/, '질문이 올바르지 않습니다.'));
const count = countOf({
  message: `질문 수는 1개에서 ${INTERVIEW_MAX_QUESTIONS}개 사이로 정해 주세요.`,
  min: 1,
  max: INTERVIEW_MAX_QUESTIONS,
});
const stageParams = z.object({ runId: numericId });

/** Interview, declared once (decision 017). */
export const interview = defineTool('interview', {
  group: 'interview',
  items: {
    'a.{key}': answerText(2000),
    't.{key}': z.object({ think: seconds(600), answer: seconds(1200) }),
    's.{key}': interviewScores,
  },
  limits: { items: 3 * INTERVIEW_MAX_QUESTIONS, bytes: 96 * 1024 },
  history: { minutes: 5, items: 'a.{key}' },
  results: { 'interview/1': interviewResult },
  calls: {
    /** Picks the run's questions (by category, group, difficulty and count), or sets them in the order given. */
    questions: {
      method: 'POST',
      path: '/questions',
      summary: '면접 질문 고르기',
      subject: 'run',
      body: z.object({
        run_id: runId,
        categories: choiceList(CATEGORY_KEYS, CATEGORY_KEYS.length).check(
          z.minLength(1, '질문 분야를 하나 이상 골라 주세요.'),
        ),
        group: z.nullable(z.enum(KECO_MAJOR_CODES, '직업 분야가 올바르지 않습니다.')),
        difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)], '난이도는 1, 2, 3 중 하나로 정해 주세요.'),
        count,
        /** The questions in the order to ask them (a reordering of the set); left out: pick anew. */
        keys: z.optional(
          z
            .array(questionKey)
            .check(z.maxLength(INTERVIEW_MAX_QUESTIONS, `질문은 ${INTERVIEW_MAX_QUESTIONS}개까지입니다.`)),
        ),
      }),
      data: interviewSet,
    },
    /** The run's questions in an order (as asked, easy or hard first, by category), of a category and difficulty or all. */
    sort: {
      method: 'GET',
      path: '/sort/{runId}/{order}/{category}/{difficulty}',
      summary: '면접 질문 정렬',
      subject: 'run',
      params: z.object({
        runId: numericId,
        order: z.enum(['asked', 'easy', 'hard', 'category'], '정렬 기준이 올바르지 않습니다.'),
        category: z.enum(['all', ...CATEGORY_KEYS], '질문 분야가 올바르지 않습니다.'),
        difficulty: z.enum(['all', '1', '2', '3'], '난이도가 올바르지 않습니다.'),
      }),
      data: z.nullable(interviewSet),
    },
    /** The rater scores one answer and comments on it (consultant or instructor). */
    rate: {
      method: 'POST',
      path: '/rate',
      summary: '면접 답변 평가',
      subject: 'run',
      body: z.object({
        run_id: runId,
        key: questionKey,
        scores: interviewScores,
        comment: text('의견은 글로 입력해 주세요.').check(z.maxLength(500, '의견은 500자까지 쓸 수 있습니다.')),
      }),
      data: interviewSecond,
    },
    /** The rater lets the student see their scores and comments (consultant or instructor). */
    release: {
      method: 'POST',
      path: '/release',
      summary: '면접 평가 공개',
      subject: 'run',
      body: z.object({ run_id: runId }),
      data: z.object({ released_at: z.string() }),
    },
    /** Feedback on an answered question as a text, written as it comes (a stream). */
    feedback: {
      method: 'POST',
      path: '/feedback',
      summary: '면접 답변 피드백 글',
      subject: 'run',
      body: z.object({ run_id: runId, key: questionKey }),
      data: interviewFeedback,
      stream: true,
    },
    /** Keeps the recording of an answer (the student's own voice, for playback; replaces an earlier one). */
    saveAudio: {
      method: 'POST',
      path: '/audio',
      summary: '면접 답변 녹음 저장',
      subject: 'run',
      body: z.object({
        run_id: runId,
        key: questionKey,
        type: z.enum(INTERVIEW_AUDIO_TYPES, '녹음 형식은 webm, ogg, mp4 중 하나여야 합니다.'),
        data: line('녹음이 필요합니다.').check(
          z.minLength(16, '녹음이 비어 있습니다.'),
          z.maxLength(Math.ceil(INTERVIEW_AUDIO_MAX_BYTES / 3) * 4, '녹음은 3분(600KB)까지 저장할 수 있습니다.'),
          z.regex(/^[A-Za-z0-9+/]+={0,2}$/, '녹음 자료가 올바르지 않습니다.'),
        ),
        seconds: countOf({ message: '녹음 길이는 0초에서 1,200초 사이여야 합니다.', min: 0, max: 1200 }),
      }),
      // The recording as base64 text, and the few fields around it.
      bodyBytes: Math.ceil(INTERVIEW_AUDIO_MAX_BYTES / 3) * 4 + 4 * 1024,
      data: z.object({ key: z.string(), seconds: z.number(), size: z.number() }),
    },
    /**
     * Tells a question's clock what the page counted and is doing (thinking, answering, done with
     * it): sent when the question shows, every few seconds while its countdown runs and at each
     * step. The server keeps its own count (decision 028); done with, the question's `t.{key}` is
     * written from it and returned.
     */
    clock: {
      method: 'POST',
      path: '/clock',
      summary: '면접 질문 시간 저장',
      subject: 'run',
      body: z.object({
        run_id: runId,
        key: questionKey,
        phase: z.enum(INTERVIEW_PAGE_PHASES, '질문의 단계는 think, answer, ended 중 하나여야 합니다.'),
        /** Milliseconds the page has counted for the question, thinking and answering. */
        used_ms: countOf({ message: '질문에 쓴 시간은 0초에서 1,800초 사이여야 합니다.', min: 0, max: 1_800_000 }),
      }),
      data: z.object({
        ...interviewClock.shape,
        /** The question's time item as kept once the question ended, with its revision. */
        kept: z.nullable(
          z.object({
            item: z.string(),
            value: z.object({ think: z.number(), answer: z.number() }),
            revision: z.number(),
          }),
        ),
      }),
    },
    /** The recording of an answer, to play it back. */
    audio: {
      method: 'GET',
      path: '/audio/{runId}/{key}',
      summary: '면접 답변 녹음 듣기',
      subject: 'run',
      params: z.object({ runId: numericId, key: questionKey }),
      data: interviewAudio,
    },
    resultFirst: {
      method: 'GET',
      path: '/result/first/{runId}',
      summary: '면접 결과 1단계: 답변 한눈에 보기',
      subject: 'run',
      params: stageParams,
      data: interviewFirst,
    },
    resultSecond: {
      method: 'GET',
      path: '/result/second/{runId}',
      summary: '면접 결과 2단계: 기준별 점수',
      subject: 'run',
      params: stageParams,
      data: interviewSecond,
    },
    resultThird: {
      method: 'GET',
      path: '/result/third/{runId}',
      summary: '면접 결과 3단계: 답변별 피드백',
      subject: 'run',
      params: stageParams,
      data: interviewThird,
    },
    resultFourth: {
      method: 'GET',
      path: '/result/fourth/{runId}',
      summary: '면접 결과 4단계: 종합',
      subject: 'run',
      params: stageParams,
      data: interviewFourth,
    },
    /** Keeps the answers as the result (once). */
    saveUser: {
      method: 'POST',
      path: '/save/user',
      summary: '면접 저장',
      subject: 'run',
      body: z.object({ run_id: runId }),
      data: savedResultOf(interviewResult),
    },
  },
});
