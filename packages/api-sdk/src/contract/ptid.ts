import * as z from 'zod/mini';
import { EDUCATION_LEVELS, HOLLAND_LETTERS } from '../constants';
import { defineTool } from './defineTool';
import { idList, ordering, rating } from './items';
import { occupationSummary } from './reference';
import { id, line, numericId } from './schemas';
import { qualityNote, savedResultOf, suggestion } from './toolRuns';

// Personality type (spec §7 ptid): Holland's six interest types from a checklist of activities, a
// pick of the three most wanted (root) and the user's own ranking of the six; then job categories
// and occupations that fit the code. Content and scoring: ../shared/TOOLS.md; decision 016.

export const hollandType = z.object({
  code: z.enum(HOLLAND_LETTERS),
  name: z.string(),
  keyword: z.string(),
  ranking: z.string(),
  description: z.string(),
  strengths: z.string(),
  environments: z.string(),
  watch: z.string(),
});

const letter = z.enum(HOLLAND_LETTERS);
const activity = z.object({ id: z.number(), type: letter, text: z.string() });

/**
 * The result ptid/1 keeps: the code, every type's scores (highest first) with the activities that
 * carried it, how far to trust the code, the steps it suggests, and the types and activities as
 * they read when it was computed.
 */
export const ptidResult = z.object({
  code: z.string(),
  scores: z.array(
    z.object({
      letter,
      checklist: z.number(),
      /** 1–6, the user's own place for the type. */
      rank: z.number(),
      combined: z.number(),
      liked: z.array(z.number()),
      picked: z.array(z.number()),
    }),
  ),
  picks: z.array(z.number()),
  flags: z.object({ nearTie: z.boolean(), flat: z.boolean(), sameAnswers: z.boolean(), rankingApart: z.boolean() }),
  runnerUp: z.nullable(letter),
  suggestions: z.array(suggestion),
  content: z.object({ types: z.array(hollandType), activities: z.array(activity) }),
});

/**
 * The result ptid/2 keeps (decision 021): the code read from the activities alone (`checklist`,
 * also given as `combined`, the score the order follows); the user's picks and own ranking only
 * break near ties. Beside ptid/1's fields: where the user's own first type stands by the activities,
 * how consistent the answers were, and the response-quality notes.
 */
export const ptidResultV2 = z.extend(ptidResult, {
  /** The type the user put first themselves, and its place by the activity scores (1–6). */
  selfFirst: z.object({ letter, place: z.number() }),
  /** How alike the activities of each type were rated (−1 to 1, decision 021); null when it cannot be told. */
  consistency: z.nullable(z.number()),
  quality: z.array(qualityNote),
});
export type PtidResult = z.output<typeof ptidResult> &
  Partial<Omit<z.output<typeof ptidResultV2>, keyof z.output<typeof ptidResult>>>;
const saved = savedResultOf(z.union([ptidResultV2, ptidResult]));

const runBody = z.object({ run_id: id('진행 중인 성격 유형 검사 번호가 필요합니다.') });

/** A letter an occupation's code shares with the user's: its place in both, and the M index points it earns. */
const sharedLetter = z.object({
  letter: z.enum(HOLLAND_LETTERS),
  personPlace: z.number(),
  occupationPlace: z.number(),
  points: z.number(),
});

const smallCategory = z.object({
  code: z.string(),
  name: z.string(),
  large: z.object({ code: z.string(), name: z.string() }),
  occupation_count: z.number(),
  /** The mean fit of the category's three best-fitting occupations (0–100). */
  fit: z.number(),
  /** Those occupations' names: why the category fits. */
  examples: z.array(z.string()),
});

/**
 * An occupation by congruence with the result's code (decision 021): fit 0–100 (Iachan's M index as a
 * share of an exact match), the letters shared, how many others of the list have the same fit, the
 * steps between its usual education and the level asked about, and why, in the user's letters.
 */
const recommendedOccupation = z.object({
  ...occupationSummary.shape,
  fit: z.number(),
  index: z.number(),
  shared: z.array(sharedLetter),
  same_fit: z.number(),
  level_gap: z.nullable(z.number()),
  why: z.string(),
});

const smallCodes = z
  .array(line().check(z.regex(/^\d{2}$/, '직업 중분류 코드는 숫자 두 자리입니다.')))
  .check(z.minLength(1, '직업 분류를 하나 이상 골라 주세요.'), z.maxLength(5, '직업 분류는 5개까지 고를 수 있습니다.'));

/** Personality type, declared once (decision 017): `a{activityId}` a rating 1–5, `picks` three, `ranking` the six. */
export const ptid = defineTool('ptid', {
  group: 'ptid',
  items: { 'a{id}': rating(1, 5), picks: idList(3), ranking: ordering(HOLLAND_LETTERS) },
  results: { 'ptid/1': ptidResult, 'ptid/2': ptidResultV2 },
  calls: {
    /** The six types and the activities of the checklist, with the root's pick count. */
    questions: {
      method: 'GET',
      path: '/questions',
      summary: '성격 유형 문항',
      data: z.object({
        types: z.array(hollandType),
        activities: z.array(activity),
        pick_count: z.number(),
      }),
    },
    /** Whether the user may take ptid ("bought ptid"), through what, and if not, what to do. */
    access: {
      method: 'GET',
      path: '/access/{userId}',
      summary: '성격 유형 이용 가능 여부',
      subject: 'user',
      params: z.object({ userId: numericId }),
      data: z.object({
        granted: z.boolean(),
        source: z.nullable(z.enum(['class', 'coupon', 'purchase', 'ai_gift'])),
        message: z.nullable(z.string()),
      }),
    },
    /** The six type descriptions in this run's starting order for the ranking (the same on every reload). */
    ranking: {
      method: 'POST',
      path: '/ranking',
      summary: '성격 유형 순위 매기기 카드',
      subject: 'run',
      body: runBody,
      data: z.object({ order: z.array(z.enum(HOLLAND_LETTERS)) }),
    },
    /** Scores the run from its saved answers and keeps the result; the run is then completed. */
    saveUser: {
      method: 'POST',
      path: '/save/user',
      summary: '성격 유형 결과 저장',
      subject: 'run',
      body: runBody,
      data: saved,
    },
    /** The user's latest result. */
    userResult: {
      method: 'GET',
      path: '/user/result/{userId}',
      summary: '성격 유형 최근 결과',
      subject: 'user',
      params: z.object({ userId: numericId }),
      data: saved,
    },
    /** Every past result of the user, newest first, with its code. */
    recordResult: {
      method: 'GET',
      path: '/user/record/result/{userId}',
      summary: '성격 유형 지난 결과',
      subject: 'user',
      params: z.object({ userId: numericId }),
      data: z.array(z.object({ run_id: z.number(), created_at: z.string(), code: z.string() })),
    },
    /** The job categories (KECO middle groups) that fit the result's code best. */
    categorySummary: {
      method: 'POST',
      path: '/category-summary',
      summary: '성격 유형에 맞는 직업 분류',
      subject: 'run',
      body: runBody,
      data: z.object({ code: z.string(), categories: z.array(smallCategory) }),
    },
    /** The middle groups of one major group, each with its fit to the result. */
    smallCategory: {
      method: 'POST',
      path: '/small-category',
      summary: '성격 유형 직업 중분류',
      subject: 'run',
      body: z.object({
        run_id: id('진행 중인 성격 유형 검사 번호가 필요합니다.'),
        large: line().check(z.regex(/^\d$/, '직업 대분류 코드는 숫자 한 자리입니다.')),
      }),
      data: z.array(smallCategory),
    },
    /**
     * Keeps the chosen categories (and a dream occupation) with the result, and answers the
     * occupations in them ranked by fit, each with its letters; the dream occupation compared letter
     * by letter.
     */
    recommendJob: {
      method: 'POST',
      path: '/recommend/job',
      summary: '성격 유형 추천 직업',
      subject: 'run',
      body: z.object({
        run_id: id('진행 중인 성격 유형 검사 번호가 필요합니다.'),
        categories: smallCodes,
        dream_occupation_id: z.optional(z.nullable(id('꿈꾸는 직업을 골라 주세요.'))),
        /** The education the user has or aims at: equal fits come nearer it first. */
        level: z.optional(z.nullable(z.enum(EDUCATION_LEVELS, '학력은 목록에서 골라 주세요.'))),
      }),
      data: z.object({
        occupations: z.array(recommendedOccupation),
        dream: z.nullable(recommendedOccupation),
      }),
    },
    /** The result with what was chosen after it: categories, the dream occupation, the action items. */
    actionItemResult: {
      method: 'GET',
      path: '/action-item/result/{userId}/{runId}',
      summary: '성격 유형 실천 계획 결과',
      subject: 'user',
      params: z.object({ userId: numericId, runId: numericId }),
      data: z.object({
        saved,
        categories: z.array(z.string()),
        dream_occupation_id: z.nullable(z.number()),
      }),
    },
  },
});
