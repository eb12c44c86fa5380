import * as z from 'zod/mini';
import { SELF_INTRODUCE_DEFAULT_TYPES } from '../tools';
import { defineTool } from './defineTool';
import { answerText, codeList, idList } from './items';
import { id, line, numericId, text } from './schemas';
import { savedResultOf, suggestion } from './toolRuns';

// Selling point (셀링 포인트, spec §7 sellingPoint): a target occupation, the competency keywords
// of its work the student can prove, an experience for each, and a self-introduction paragraph made
// from them; every version kept in a list to compare, add to and clear (spec §3). Decision 026.
//
// Items of a run: `job` (the occupation, [id]), `kw` (the keywords picked, by key), `story.{key}`
// (the experience that proves keyword `key`), `chosen` (the paragraph picked, [id]).

const keywordKey = /^[a-z][a-z0-9-]{1,40}$/;

/** A competency keyword of an occupation's work: what it means there, and the basic competency it belongs to. */
export const sellingPointKeyword = z.object({
  key: z.string(),
  label: z.string(),
  meaning: z.string(),
  competency: z.string(),
  competency_name: z.string(),
  /** One of the occupation's own core skills, rather than a keyword of its group's work (absent in results kept before). */
  core: z.optional(z.boolean()),
});

const occupationRef = z.object({
  id: z.number(),
  name: z.string(),
  summary: z.string(),
  group: z.object({ code: z.string(), name: z.string() }),
});

/** A paragraph made (a draft, by what wrote it) or written by the student from one. */
export const sellingPointIntro = z.object({
  id: z.number(),
  text: z.string(),
  source: z.enum(['draft', 'typed']),
  generator: z.nullable(z.object({ kind: z.enum(['composer', 'ai']), label: z.string(), model: z.string() })),
  /** Numbers, organisations or titles it has that the student's experiences do not. */
  unsupported: z.array(z.string()),
  created_at: z.string(),
});

/** The result selling-point/1 keeps: the occupation, the keywords with their experiences, the paragraph picked. */
export const sellingPointResult = z.object({
  occupation: occupationRef,
  points: z.array(z.object({ ...sellingPointKeyword.shape, story: z.string() })),
  introduction: z.nullable(z.object({ text: z.string(), label: z.string() })),
  /** How many paragraphs were made or written before one was picked. */
  versions: z.number(),
  suggestions: z.array(suggestion),
  content: z.object({ keywords: z.array(sellingPointKeyword) }),
});
export type SellingPointResult = z.output<typeof sellingPointResult>;

const runId = id('진행 중인 셀링 포인트 번호가 필요합니다.');

/** Selling point, declared once (decision 017). */
export const sellingPoint = defineTool('selling-point', {
  group: 'sellingPoint',
  items: {
    job: idList(1),
    kw: codeList(keywordKey, 5),
    'story.{key}': answerText(800),
    chosen: idList(1),
  },
  limits: { items: 20, bytes: 64 * 1024 },
  history: { minutes: 5, items: 'story.{key}' },
  results: { 'selling-point/1': sellingPointResult },
  calls: {
    /** Occupations of the reference data whose name or description has the words. */
    searchJob: {
      method: 'POST',
      path: '/searchJob',
      summary: '셀링 포인트 목표 직업 찾기',
      body: z.object({
        keyword: line('찾을 직업을 입력해 주세요.').check(
          z.trim(),
          z.minLength(1, '찾을 직업을 입력해 주세요.'),
          z.maxLength(30, '30자까지 입력할 수 있습니다.'),
        ),
      }),
      data: z.array(occupationRef),
    },
    /** The competency keywords of an occupation's work (its KECO middle group). */
    keywords: {
      method: 'POST',
      path: '/keywords',
      summary: '셀링 포인트 역량 키워드',
      body: z.object({ occupation_id: id('직업을 골라 주세요.') }),
      data: z.object({ occupation: occupationRef, keywords: z.array(sellingPointKeyword) }),
    },
    /** The experiences the user told in deep interview, to take one as a keyword's story. */
    stories: {
      method: 'GET',
      path: '/stories/{userId}',
      summary: '셀링 포인트에 가져올 심층 인터뷰 이야기',
      subject: 'user',
      params: z.object({ userId: numericId }),
      data: z.array(z.object({ run_id: z.number(), title: z.string(), story: z.string(), created_at: z.string() })),
    },
    /** A paragraph from the stories, written as it comes (a stream); every one kept in the list. */
    selfIntroduce: {
      method: 'POST',
      path: '/selfIntroduce',
      summary: '셀링 포인트 자기소개 문단 만들기',
      subject: 'run',
      body: z.object({ run_id: runId }),
      data: sellingPointIntro,
      stream: true,
    },
    /** The paragraphs in the list, newest first. */
    intros: {
      method: 'GET',
      path: '/intros/{runId}',
      summary: '셀링 포인트 자기소개 문단 목록',
      subject: 'run',
      params: z.object({ runId: numericId }),
      data: z.array(sellingPointIntro),
    },
    /** Adds the student's own paragraph (one they rewrote) to the list. */
    addIntro: {
      method: 'POST',
      path: '/intro',
      summary: '셀링 포인트 자기소개 문단 더하기',
      subject: 'run',
      body: z.object({
        run_id: runId,
        text: text('문단을 입력해 주세요.').check(
          z.trim(),
          z.minLength(1, '문단을 입력해 주세요.'),
          z.maxLength(2000, '문단은 2,000자까지 쓸 수 있습니다.'),
        ),
      }),
      data: sellingPointIntro,
    },
    /** Clears the list (the paragraphs stay on record, out of the list). */
    resetIntros: {
      method: 'DELETE',
      path: '/intros/{runId}',
      summary: '셀링 포인트 자기소개 문단 목록 비우기',
      subject: 'run',
      params: z.object({ runId: numericId }),
      data: z.object({ cleared: z.number() }),
    },
    /** Ends: the occupation, keywords, experiences and the paragraph picked are kept as the result (once). */
    saveUser: {
      method: 'POST',
      path: '/save/user',
      summary: '셀링 포인트 저장',
      subject: 'run',
      body: z.object({ run_id: runId }),
      data: savedResultOf(sellingPointResult),
    },
    /** Hands the paragraph picked to a self-introduction question as a draft of its answer. */
    toSelfIntroduce: {
      method: 'POST',
      path: '/to/self-introduce',
      summary: '셀링 포인트 문단을 자기소개서 초안으로 보내기',
      subject: 'run',
      body: z.object({
        run_id: id('저장한 셀링 포인트 번호가 필요합니다.'),
        key: z.enum(
          SELF_INTRODUCE_DEFAULT_TYPES.map((type) => type.key) as [string, ...string[]],
          '자기소개서 문항을 골라 주세요.',
        ),
      }),
      data: z.object({ run_id: z.number(), key: z.string(), question: z.string() }),
    },
  },
});
