import * as z from 'zod/mini';
import { SELF_INTRODUCE_LENGTHS } from '../tools';
import { defineTool } from './defineTool';
import { answerText, codeList, numberChoice, textList } from './items';
import { id, line, numericId } from './schemas';
import { savedResultOf, suggestion } from './toolRuns';

// Self introduction (자기소개서, spec §7 selfIntroduce): answers to the application's questions,
// each with its target length, reviewed (`check`) and drafted (`draft`) on the server; guests write
// through a QR link. Decisions 017 (framework), 018 (guests) and 019 (text generation).
//
// Items of a run, by question key (`motivation`, `growth`, `personality`, `aspiration`, or `t{id}`
// for the user's own question):
// - `questions`: the keys the user answers, in order;
// - `a.{key}`: the answer; `len.{key}`: its target length in characters (공백 포함);
// - `kw.{key}`: keywords for a draft; `exp-s.{key}`, `exp-a.{key}`, `exp-r.{key}`: up to three
//   experiences (situation, action, result), index by index; `notes.{key}`: anything else;
// - `target`: the company or field applied to.

const questionKey = /^(?:motivation|growth|personality|aspiration|t[1-9]\d{0,8})$/;
const keyOf = line('문항을 골라 주세요.').check(z.regex(questionKey, '문항이 올바르지 않습니다.'));

export const selfIntroduceType = z.object({
  key: z.string(),
  label: z.string(),
  /** The user's own question (renamed and deleted by them), else one of the four. */
  own: z.boolean(),
  /** The user's own question's id, for renaming and deleting it. */
  id: z.nullable(z.number()),
});

const counts = z.object({ withSpaces: z.number(), withoutSpaces: z.number() });

/** The review of one answer (self-introduce-check/1): a checklist, not a grade. */
export const selfIntroduceCheck = z.object({
  version: z.string(),
  counts: z.object({ ...counts.shape, sentences: z.number() }),
  target: z.number(),
  findings: z.array(
    z.object({
      kind: z.enum(['length', 'long-sentence', 'repetition', 'cliche', 'no-evidence', 'structure']),
      level: z.enum(['warn', 'tip']),
      message: z.string(),
      suggestion: z.string(),
      sentence: z.nullable(z.object({ start: z.number(), end: z.number(), text: z.string() })),
    }),
  ),
  note: z.string(),
});

/** A version of an answer: written, drafted (with what wrote it) or restored. */
export const answerVersion = z.object({
  id: z.number(),
  item: z.string(),
  text: z.string(),
  source: z.enum(['typed', 'draft', 'restored']),
  /** For a draft: '자동 조합 초안' (our composer) or 'AI 초안' (a provider), and the model. */
  generator: z.nullable(z.object({ kind: z.enum(['composer', 'ai']), label: z.string(), model: z.string() })),
  /** Numbers, organisations or titles a draft has that the user's notes do not (to check before using it). */
  unsupported: z.array(z.string()),
  created_at: z.string(),
});

/** The result self-introduce/1 keeps: the answers as handed in, with the questions as they read then. */
export const selfIntroduceResult = z.object({
  target: z.nullable(z.string()),
  answers: z.array(z.object({ key: z.string(), question: z.string(), text: z.string(), length: z.number(), counts })),
  suggestions: z.array(suggestion),
  content: z.object({ types: z.array(selfIntroduceType) }),
});
export type SelfIntroduceResult = z.output<typeof selfIntroduceResult>;

const runAndKey = z.object({ run_id: id('작성 중인 자기소개서 번호가 필요합니다.'), key: keyOf });

const typeLabel = line('문항 이름을 입력해 주세요.').check(
  z.trim(),
  z.minLength(1, '문항 이름을 입력해 주세요.'),
  z.maxLength(100, '문항 이름은 100자까지 입력할 수 있습니다.'),
);

/** Self introduction, declared once (decision 017). */
export const selfIntroduce = defineTool('self-introduce', {
  group: 'selfIntroduce',
  items: {
    questions: codeList(questionKey, 10),
    'a.{key}': answerText(5000),
    'len.{key}': numberChoice(SELF_INTRODUCE_LENGTHS),
    'kw.{key}': textList(10, 30),
    'exp-s.{key}': textList(3, 500),
    'exp-a.{key}': textList(3, 500),
    'exp-r.{key}': textList(3, 500),
    'notes.{key}': answerText(1000),
    target: answerText(100),
  },
  limits: { items: 200, bytes: 256 * 1024 },
  history: { minutes: 5, items: 'a.{key}' },
  results: { 'self-introduce/1': selfIntroduceResult },
  calls: {
    /** The questions: the four every application asks, and the user's own. */
    questions: {
      method: 'GET',
      path: '/questions/{userId}',
      summary: '자기소개서 문항',
      subject: 'user',
      params: z.object({ userId: numericId }),
      data: z.array(selfIntroduceType),
      guest: true,
    },
    /** Adds the user's own question (no id) or renames one. */
    updateType: {
      method: 'PATCH',
      path: '/update/type',
      summary: '자기소개서 나의 문항 추가·이름 바꾸기',
      subject: 'user',
      body: z.object({
        user_id: id('사용자 번호가 필요합니다.'),
        id: z.optional(z.nullable(id('문항 번호가 올바르지 않습니다.'))),
        label: typeLabel,
      }),
      data: selfIntroduceType,
    },
    /** Deletes the user's own question (the answers already written stay in their runs). */
    deleteType: {
      method: 'DELETE',
      path: '/delete/type/{id}',
      summary: '자기소개서 나의 문항 지우기',
      params: z.object({ id: numericId }),
      data: z.object({ id: z.number() }),
    },
    /** A review of one answer the student can act on, computed from its text. */
    check: {
      method: 'POST',
      path: '/check',
      summary: '자기소개서 답변 점검',
      subject: 'run',
      body: runAndKey,
      data: selfIntroduceCheck,
      guest: true,
    },
    /** A draft from the user's notes, written as it comes (a stream), kept as a version. */
    draft: {
      method: 'POST',
      path: '/draft',
      summary: '자기소개서 초안 쓰기',
      subject: 'run',
      body: runAndKey,
      data: answerVersion,
      guest: true,
      stream: true,
    },
    /** The versions of an answer, newest first: drafts and what was written before. */
    versions: {
      method: 'GET',
      path: '/versions/{runId}/{key}',
      summary: '자기소개서 답변 버전',
      subject: 'run',
      params: z.object({ runId: numericId, key: keyOf }),
      data: z.array(answerVersion),
      guest: true,
    },
    /** The latest answer the user wrote to this question in an earlier run, to start from. */
    lastAnswer: {
      method: 'GET',
      path: '/last/answer/{userId}/{key}',
      summary: '자기소개서 지난 답변',
      subject: 'user',
      params: z.object({ userId: numericId, key: keyOf }),
      data: z.nullable(z.object({ text: z.string(), run_id: z.number(), updated_at: z.string() })),
    },
    /** Hands the answers in: the run is kept as a result (once), with the questions as they read. */
    saveUser: {
      method: 'POST',
      path: '/save/user',
      summary: '자기소개서 제출',
      subject: 'run',
      body: z.object({ run_id: id('작성 중인 자기소개서 번호가 필요합니다.') }),
      data: savedResultOf(selfIntroduceResult),
      guest: true,
    },
  },
});
