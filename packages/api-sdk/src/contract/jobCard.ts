import * as z from 'zod/mini';
import { HOLLAND_LETTERS } from '../constants';
import { defineTool } from './defineTool';
import { choice, codeList, textList } from './items';
import { occupationSummary } from './reference';
import { id, line } from './schemas';
import { savedResultOf, suggestion } from './toolRuns';

// Job card (spec §7 jobCard): a warm-up checklist, then job categories chosen, then the job cards of
// those categories sorted into "끌린다" and "끌리지 않는다", then a reason for each liked card; the
// result is the interest code the liked cards share and occupations related to them. The cards are
// the occupations' job cards (reference data); the answers are the run's own items, saved by the
// shared answer save (decision 016 "Job card"):
//
// - `w.{questionKey}`: the option key chosen in a warm-up question;
// - `categories`: the KECO middle-group codes chosen (1–5);
// - `card.{cardId}`: 'liked' or 'disliked' (any other value: back on the pile);
// - `why.{cardId}`: the reason keys given for a liked card (a fixed key, or `own.{n}`);
// - `own`: the user's own reason labels (index n is the reason `own.{n}`).

/** How many middle groups can be chosen, and how many cards are dealt for them at most. */
export const JOB_CARD_CATEGORY_LIMIT = 5;
export const JOB_CARD_DEAL_LIMIT = 40;

const runBody = z.object({ run_id: id('진행 중인 직업 카드 번호가 필요합니다.') });

const category = z.object({ code: z.string(), name: z.string() });

/** A job card as it is dealt: the card's own line, its occupation's category and Holland code. */
export const dealtCard = z.object({
  id: z.number(),
  occupation_id: z.number(),
  name: z.string(),
  /** The card's line (the admin may have written another than the occupation's summary). */
  summary: z.string(),
  /** The KECO middle group. */
  category,
  holland: z.string(),
});

const middleGroup = z.object({ ...category.shape, card_count: z.number() });

const reason = z.object({ key: z.string(), label: z.string() });

const middleCodes = z
  .array(line().check(z.regex(/^\d{2}$/, '직업 중분류 코드는 숫자 두 자리입니다.')))
  .check(
    z.minLength(1, '직업 분류를 하나 이상 골라 주세요.'),
    z.maxLength(JOB_CARD_CATEGORY_LIMIT, `직업 분류는 ${JOB_CARD_CATEGORY_LIMIT}개까지 고를 수 있습니다.`),
  );

/** A related occupation: its summary, its score (0–115) and why, in Korean. */
const recommendedOccupation = z.object({ ...occupationSummary.shape, score: z.number(), why: z.array(z.string()) });

/**
 * The result a completed run keeps (job-card/1): what was liked (names kept, so a card deleted
 * later changes no past result), the profile of Holland letters and its code, how often each
 * reason was given, and the related occupations.
 */
export const jobCardResult = z.object({
  liked: z.array(
    z.object({
      card_id: z.number(),
      name: z.string(),
      holland: z.string(),
      category,
      /** Reason keys, labelled in `reason_counts`. */
      reasons: z.array(z.string()),
    }),
  ),
  disliked_count: z.number(),
  profile: z.record(z.enum(HOLLAND_LETTERS), z.number()),
  /** Up to three letters, strongest first (letters no liked card has are left out). */
  code: z.string(),
  reason_counts: z.array(z.object({ ...reason.shape, count: z.number() })),
  recommendations: z.array(
    z.object({ occupation_id: z.number(), name: z.string(), score: z.number(), why: z.array(z.string()) }),
  ),
  suggestions: z.array(suggestion),
});
export type JobCardResult = z.output<typeof jobCardResult>;

const optionKey = /^[a-z0-9_-]{1,40}$/;

/** Job card, declared once (decision 017; the items are listed in the header above). */
export const jobCard = defineTool('job-card', {
  group: 'jobCard',
  items: {
    'w.{key}': z.string('보기를 골라 주세요.').check(z.regex(optionKey, '보기가 올바르지 않습니다.')),
    categories: codeList(/^\d{2}$/, JOB_CARD_CATEGORY_LIMIT),
    'card.{id}': choice(['liked', 'disliked', 'deck']),
    'why.{id}': codeList(/^(?:[a-z0-9_-]{1,40}|own\.\d{1,2})$/, 20),
    own: textList(20, 60),
  },
  limits: { items: 1500, bytes: 256 * 1024 },
  results: { 'job-card/1': jobCardResult },
  calls: {
    /**
     * The tool's content: the KECO major groups with their middle groups (counting active cards),
     * the warm-up questions and the fixed reasons for liking a card.
     */
    list: {
      method: 'GET',
      path: '/list',
      summary: '직업 카드 내용 (직업 분류, 준비 질문, 끌린 이유)',
      data: z.object({
        categories: z.array(z.object({ ...middleGroup.shape, children: z.array(middleGroup) })),
        warm_up: z.array(
          z.object({
            key: z.string(),
            text: z.string(),
            options: z.array(z.object({ key: z.string(), label: z.string() })),
          }),
        ),
        reasons: z.array(reason),
        category_limit: z.number(),
        card_limit: z.number(),
      }),
    },
    /** The middle groups of one major group, with their active card counts. */
    smallCategory: {
      method: 'POST',
      path: '/small-category',
      summary: '직업 카드 중분류',
      body: z.object({ large: line().check(z.regex(/^\d$/, '직업 대분류 코드는 숫자 한 자리입니다.')) }),
      data: z.array(middleGroup),
    },
    /**
     * The cards dealt for the chosen middle groups: active cards, spread across the groups, at most
     * JOB_CARD_DEAL_LIMIT, in an order of the run's own (the same on every reload).
     */
    smallJobCategoryList: {
      method: 'POST',
      path: '/smallJobCategory/list',
      summary: '직업 카드 나누어 주기',
      subject: 'run',
      body: z.object({ run_id: id('진행 중인 직업 카드 번호가 필요합니다.'), categories: middleCodes }),
      data: z.array(dealtCard),
    },
    /** The run's cards as sorted so far (cards deleted since are left out). */
    selectedTypeList: {
      method: 'POST',
      path: '/selectedType/list',
      summary: '직업 카드 분류 현황',
      subject: 'run',
      body: runBody,
      data: z.object({ liked: z.array(dealtCard), disliked: z.array(dealtCard) }),
    },
    /** The liked cards with the reasons given for each, and every reason the user can give. */
    userSelected: {
      method: 'POST',
      path: '/user/selected',
      summary: '끌린 직업 카드와 이유',
      subject: 'run',
      body: runBody,
      data: z.object({
        liked: z.array(z.object({ card: dealtCard, reasons: z.array(z.string()) })),
        /** The fixed reasons, then the user's own (`own: true`, keys `own.{n}`). */
        reasons: z.array(z.object({ ...reason.shape, own: z.boolean() })),
      }),
    },
    /** Scores the run from its saved answers and keeps the result; the run is then completed. */
    saveUser: {
      method: 'POST',
      path: '/save/user',
      summary: '직업 카드 결과 저장',
      subject: 'run',
      body: runBody,
      data: savedResultOf(jobCardResult),
    },
    /**
     * Occupations related to the liked cards, best first, each with why; from the kept result once
     * the run is completed, else from the answers so far.
     */
    selectedList: {
      method: 'POST',
      path: '/selected/list',
      summary: '끌린 직업 카드와 관련된 직업',
      subject: 'run',
      body: runBody,
      data: z.array(recommendedOccupation),
    },
  },
});
