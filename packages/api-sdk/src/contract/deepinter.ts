import * as z from 'zod/mini';
import { DEEPINTER_KINDS, DEEPINTER_PARTS, type DeepinterKind, SELF_INTRODUCE_DEFAULT_TYPES } from '../tools';
import { defineTool } from './defineTool';
import { answerText, choice } from './items';
import { id, line, text } from './schemas';
import { savedResultOf, suggestion } from './toolRuns';

// Deep interview (심층 인터뷰, spec §7 deepinter): one experience told in five parts (상황, 과제,
// 행동, 결과, 배운 점), each asked, answered, tidied (a rewrite that keeps the student's facts),
// asked further (꼬리 질문) and settled in the student's final words. Guests take it on a QR link.
// Decision 025.
//
// Items of a run: `exp.title` (the experience, in the student's words), `exp.kind` (what kind it
// is), `a.{key}` the answer to question `key` (a part, or a follow-up `action-1`). What the server
// asked, the rewrites it gave and the final wording live in the tool's own table.

const PART_KEYS = DEEPINTER_PARTS.map((part) => part.key) as [string, ...string[]];
const KIND_KEYS = DEEPINTER_KINDS.map((kind) => kind.key) as [DeepinterKind, ...DeepinterKind[]];
const partPattern = `(?:${PART_KEYS.join('|')})`;

const keyMessage = '질문이 올바르지 않습니다.';
/** A main question's key: its part. */
const mainKey = line('질문을 골라 주세요.').check(z.regex(new RegExp(`^${partPattern}$`), keyMessage));
/** A follow-up's key: its part and its number (`action-2`). */
const followKey = line('꼬리 질문을 골라 주세요.').check(z.regex(new RegExp(`^${partPattern}-[1-9]$`), keyMessage));
const anyKey = line('질문을 골라 주세요.').check(z.regex(new RegExp(`^${partPattern}(?:-[1-9])?$`), keyMessage));

const generator = z.object({ kind: z.enum(['composer', 'ai']), label: z.string(), model: z.string() });

/** A rewrite of an answer: the text, the answer it rewrote, the changes word by word, and what wrote it. */
export const deepinterRewrite = z.object({
  text: z.string(),
  original: z.string(),
  changes: z.array(z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() })),
  /** What the composer changed, in Korean (an outside model's rewrite has none). */
  notes: z.array(z.string()),
  generator,
  /** Numbers, organisations or titles the rewrite has that the answer does not. */
  unsupported: z.array(z.string()),
  created_at: z.string(),
});

/** A question of the interview as asked: a main one (of a part) or a follow-up (of a main one). */
export const deepinterQuestion = z.object({
  key: z.string(),
  part: z.string(),
  /** The main question a follow-up asks further (null for a main one). */
  parent: z.nullable(z.string()),
  question: z.string(),
  why: z.string(),
  /** When the student said the answer was done. */
  submitted_at: z.nullable(z.string()),
  /** The student's final wording, once they settled one. */
  final: z.nullable(z.string()),
  /** The latest rewrite of the answer. */
  rewrite: z.nullable(deepinterRewrite),
});

/** A question on offer before the interview starts, with other wordings of it. */
export const deepinterSuggestion = z.object({
  part: z.string(),
  question: z.string(),
  why: z.string(),
  alternatives: z.array(z.string()),
});

/** Where the interview stands: the questions asked (once saved) or those on offer. */
export const deepinterState = z.object({
  saved: z.boolean(),
  questions: z.array(deepinterQuestion),
  suggestions: z.array(deepinterSuggestion),
});

const toldAnswer = z.object({
  key: z.string(),
  question: z.string(),
  /** What is told: the final wording, else the answer, else nothing. */
  text: z.string(),
  source: z.enum(['final', 'answer', 'none']),
});

/** The result deepinter/1 keeps: the experience told whole, in the student's words. */
export const deepinterResult = z.object({
  experience: z.object({ title: z.string(), kind: z.string(), kind_label: z.string() }),
  parts: z.array(
    z.object({
      ...toldAnswer.shape,
      part: z.string(),
      label: z.string(),
      follow_ups: z.array(z.object({ ...toldAnswer.shape, why: z.string() })),
    }),
  ),
  /** The experience as one text: each part's words, then its follow-ups', in order. */
  story: z.string(),
  counts: z.object({ parts: z.number(), told: z.number(), follow_ups: z.number(), follow_ups_told: z.number() }),
  suggestions: z.array(suggestion),
  content: z.object({ parts: z.array(z.object({ key: z.string(), label: z.string() })) }),
});
export type DeepinterResult = z.output<typeof deepinterResult>;

const runId = id('진행 중인 심층 인터뷰 번호가 필요합니다.');
const questionText = text('질문을 입력해 주세요.').check(
  z.trim(),
  z.minLength(5, '질문을 5자 이상 입력해 주세요.'),
  z.maxLength(200, '질문은 200자까지 입력할 수 있습니다.'),
);

/** Deep interview, declared once (decision 017). */
export const deepinter = defineTool('deepinter', {
  group: 'deepinter',
  items: {
    'exp.title': answerText(100),
    'exp.kind': choice(KIND_KEYS),
    'a.{key}': answerText(3000),
  },
  limits: { items: 60, bytes: 128 * 1024 },
  history: { minutes: 5, items: 'a.{key}' },
  results: { 'deepinter/1': deepinterResult },
  calls: {
    /** The questions asked (once saved), or those on offer for the experience the student named. */
    getQuestion: {
      method: 'POST',
      path: '/get/question',
      summary: '심층 인터뷰 질문',
      subject: 'run',
      body: z.object({ run_id: runId }),
      data: deepinterState,
      guest: true,
    },
    /** Starts the interview with the questions the student chose (one per part, in their wording or ours). */
    saveQuestion: {
      method: 'POST',
      path: '/save/question',
      summary: '심층 인터뷰 질문 정하기',
      subject: 'run',
      body: z.object({
        run_id: runId,
        questions: z.array(z.object({ part: mainKey, question: questionText })).check(
          z.minLength(1, '질문을 하나 이상 골라 주세요.'),
          z.maxLength(PART_KEYS.length, `질문은 ${PART_KEYS.length}개까지 고를 수 있습니다.`),
          z.refine(
            (questions) => new Set(questions.map((entry) => entry.part)).size === questions.length,
            '한 부분에는 질문을 하나만 고를 수 있습니다.',
          ),
        ),
      }),
      data: deepinterState,
      guest: true,
    },
    /** The student says a main answer is done. */
    submitAnswer: {
      method: 'PATCH',
      path: '/submitAnswer',
      summary: '심층 인터뷰 답변 완료',
      subject: 'run',
      body: z.object({ run_id: runId, key: mainKey }),
      data: deepinterQuestion,
      guest: true,
    },
    /** A rewrite of a main answer that keeps its facts, written as it comes. */
    getModAnswer: {
      method: 'PATCH',
      path: '/getModAnswer',
      summary: '심층 인터뷰 답변 다듬기',
      subject: 'run',
      body: z.object({ run_id: runId, key: mainKey }),
      data: deepinterRewrite,
      guest: true,
      stream: true,
    },
    /** Follow-up questions made from a main answer, each with why it is asked (all of the part's, new ones last). */
    addQuestionContents: {
      method: 'PATCH',
      path: '/addQuestionContents',
      summary: '심층 인터뷰 꼬리 질문',
      subject: 'run',
      body: z.object({ run_id: runId, key: mainKey }),
      data: z.array(deepinterQuestion),
      guest: true,
    },
    /** The student says a follow-up answer is done. */
    submitAddAnswer: {
      method: 'PATCH',
      path: '/submitAddAnswer',
      summary: '심층 인터뷰 꼬리 질문 답변 완료',
      subject: 'run',
      body: z.object({ run_id: runId, key: followKey }),
      data: deepinterQuestion,
      guest: true,
    },
    /** A rewrite of a follow-up answer that keeps its facts, written as it comes. */
    getAddModAnswer: {
      method: 'PATCH',
      path: '/getAddModAnswer',
      summary: '심층 인터뷰 꼬리 질문 답변 다듬기',
      subject: 'run',
      body: z.object({ run_id: runId, key: followKey }),
      data: deepinterRewrite,
      guest: true,
      stream: true,
    },
    /** The student's final wording of an answer (empty: none, the answer is told as written). */
    updateAnswer: {
      method: 'PATCH',
      path: '/update/answer',
      summary: '심층 인터뷰 최종 답변',
      subject: 'run',
      body: z.object({ run_id: runId, key: anyKey, text: answerText(3000) }),
      data: deepinterQuestion,
      guest: true,
    },
    /**
     * Hands the experience told to one of self introduction's four questions, as an experience note
     * of the user's open self-introduction (started when there is none).
     */
    toSelfIntroduce: {
      method: 'POST',
      path: '/to/self-introduce',
      summary: '심층 인터뷰를 자기소개서 메모로 보내기',
      subject: 'run',
      body: z.object({
        run_id: id('마친 심층 인터뷰 번호가 필요합니다.'),
        key: z.enum(
          SELF_INTRODUCE_DEFAULT_TYPES.map((type) => type.key) as [string, ...string[]],
          '자기소개서 문항을 골라 주세요.',
        ),
      }),
      data: z.object({ run_id: z.number(), key: z.string(), question: z.string() }),
    },
    /** Ends the interview: the experience told whole is kept as the result (once). */
    saveUser: {
      method: 'POST',
      path: '/save/user',
      summary: '심층 인터뷰 마치기',
      subject: 'run',
      body: z.object({ run_id: runId }),
      data: savedResultOf(deepinterResult),
      guest: true,
    },
  },
});
