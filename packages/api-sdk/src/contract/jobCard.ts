import * as z from 'zod/mini';
import { HOLLAND_LETTERS, JOB_CARD_SORTS } from '../constants';
import { defineResource } from './defineResource';
import { defineTool } from './defineTool';
import { defineEndpoint } from './endpoint';
import { choice, codeList, textList } from './items';
import { categoryCode, occupationSummary } from './reference';
import { activeFilter, id, line, listQuery, pageQuery } from './schemas';
import { qualityNote, savedResultOf, suggestion } from './toolRuns';

// Job card (spec §7 jobCard): a warm-up checklist, then job categories chosen, then a deck of job
// cards sorted into three piles, "끌린다", "잘 모르겠다" and "끌리지 않는다", then reasons for the
// liked and for the disliked cards (the spec's two classify sets); the result is the interest code
// the liked cards share, read beside the warm-up answers, and occupations by congruence with it. The
// cards are the occupations' job cards (reference data); the answers are the run's own items, saved
// by the shared answer save (decision 016 "Job card"):
//
// - `w.{questionKey}`: the option key chosen in a warm-up question;
// - `categories`: the KECO middle-group codes chosen (1–5): they weigh the deck, they do not make it;
// - `card.{cardId}`: 'liked', 'unsure' or 'disliked' ('deck': back on the pile, as an answer cannot
//   be null); only cards dealt to the run and still active count;
// - `why.{cardId}`: the reason keys given for a liked card (a fixed key or `own.{n}`) or for a
//   disliked one (a fixed key or `own_disliked.{n}`); unsure cards need none;
// - `own`, `own_disliked`: the user's own reason labels for liked and for disliked cards (index n
//   is the reason `own.{n}`, `own_disliked.{n}`).

/** How many middle groups can be chosen. */
export const JOB_CARD_CATEGORY_LIMIT = 5;
/** Cards dealt per interest type (by a card's first Holland letter), so every type is dealt as often. */
export const JOB_CARD_PER_TYPE = 7;
/** Of each type's cards, at most this many come from the chosen groups (more, by far, than their share). */
export const JOB_CARD_CHOSEN_PER_TYPE = 4;
/** The deck: seven cards of each of the six types. */
export const JOB_CARD_DEAL_LIMIT = 6 * JOB_CARD_PER_TYPE;

/** The three piles, in the order the screen shows them (and their number keys 1, 2, 3). */
export const JOB_CARD_PILES = ['liked', 'unsure', 'disliked'] as const;

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

/**
 * A related occupation: its summary, its fit and why, in Korean. For job-card/2 the fit is 0–100
 * (Iachan's M index `index`, 0–28, as a share of an exact match), `same_fit` how many other
 * occupations fit exactly as well ("적합도 같음"); a job-card/1 result kept its old score (0–115),
 * with `index` null.
 */
const recommendedOccupation = z.object({
  ...occupationSummary.shape,
  score: z.number(),
  index: z.nullable(z.number()),
  same_fit: z.number(),
  why: z.array(z.string()),
});

const keptCard = z.object({ card_id: z.number(), name: z.string(), holland: z.string(), category });
const explainedCard = z.object({
  ...keptCard.shape,
  /** Reason keys, labelled in the result's reason counts. */
  reasons: z.array(z.string()),
});
const reasonCount = z.object({ ...reason.shape, count: z.number() });
const letterPoints = z.record(z.enum(HOLLAND_LETTERS), z.number());

/** The result job-card/1 kept (two piles, a weighted-average score): still read and shown. */
export const jobCardResultV1 = z.object({
  liked: z.array(explainedCard),
  disliked_count: z.number(),
  profile: letterPoints,
  code: z.string(),
  reason_counts: z.array(reasonCount),
  recommendations: z.array(
    z.object({ occupation_id: z.number(), name: z.string(), score: z.number(), why: z.array(z.string()) }),
  ),
  suggestions: z.array(suggestion),
});
export type JobCardResultV1 = z.output<typeof jobCardResultV1>;

/**
 * The result a completed run keeps (job-card/2 and /3): the three piles (names kept, so a card
 * deleted later changes no past result), the liked cards' letter points beside what the sorted
 * cards carried, each type's attraction (job-card/3), the code ('' when nothing was liked), the
 * reasons of each classify set, the warm-up answers and how each relates to what was liked, the
 * occupations by congruence, and the notes on how the sort was answered.
 */
export const jobCardResult = z.object({
  liked: z.array(explainedCard),
  unsure: z.array(keptCard),
  disliked: z.array(explainedCard),
  /** Cards dealt to the run (every one was sorted before scoring). */
  dealt_count: z.number(),
  /** Points of the liked cards: a card coded L1L2L3 gives its letters 3, 2, 1. */
  profile: letterPoints,
  /** The same points over every sorted card: what the deck offered each letter. */
  available: letterPoints,
  /**
   * Each type's attraction, 0–100 (job-card/3 on; job-card/2 results have none): its letter's
   * cards weighted 3, 2, 1 by place, 끌린다 1, 잘 모르겠다 ½, 끌리지 않는다 0. The code follows it.
   */
  shares: z.optional(letterPoints),
  /** Up to three letters, strongest first; '' when no card was liked. */
  code: z.string(),
  liked_reasons: z.array(reasonCount),
  disliked_reasons: z.array(reasonCount),
  /** Each warm-up question with the answer chosen and, where there is one, how it relates to the sort. */
  warm_up: z.array(
    z.object({
      key: z.string(),
      question: z.string(),
      answer: z.nullable(z.string()),
      relation: z.nullable(z.string()),
    }),
  ),
  recommendations: z.array(
    z.object({
      occupation_id: z.number(),
      name: z.string(),
      holland: z.string(),
      /** 0–100: Iachan's M index as a share of an exact match. */
      score: z.number(),
      index: z.number(),
      /** How many other occupations (listed or not) have the same fit. */
      same_fit: z.number(),
      why: z.array(z.string()),
    }),
  ),
  /** Occupations left off the list that fit exactly as well as its last one. */
  unlisted_same_fit: z.number(),
  quality: z.array(qualityNote),
  suggestions: z.array(suggestion),
});
export type JobCardResult = z.output<typeof jobCardResult>;
/** A kept result of either scoring version. */
export type JobCardAnyResult = JobCardResult | JobCardResultV1;
const anyResult = z.union([jobCardResult, jobCardResultV1]);

const optionKey = /^[a-z0-9_-]{1,40}$/;

// ── The job cards the tool deals, as the administrator edits them (issue 18; decision 044: with the tool) ──

export const adminJobCard = z.object({
  id: z.number(),
  occupation: occupationSummary,
  /** The card's line; the occupation's summary unless the admin wrote another. */
  summary: z.string(),
  active: z.boolean(),
  updated_at: z.string(),
});

const cardLine = line('카드 문구를 입력해 주세요.').check(
  z.trim(),
  z.minLength(1, '카드 문구를 입력해 주세요.'),
  z.maxLength(80, '카드 문구는 80자까지 쓸 수 있습니다.'),
);

/** The job cards as the console edits them: one per occupation; a past result keeps the card's name. */
export const jobCardResource = defineResource('adminJobCard', {
  row: adminJobCard,
  input: z.object({ occupation_id: id('직업을 골라 주세요.'), summary: cardLine }),
  updateInput: z.object({
    summary: z.optional(cardLine),
    active: z.optional(z.boolean('사용 여부는 true 또는 false입니다.')),
  }),
  query: z.object({
    ...listQuery(JOB_CARD_SORTS).shape,
    category: z.optional(categoryCode),
    active: activeFilter,
  }),
  audit: 'job_card',
  calls: {
    list: { path: '/job-card/list', summary: '직업 카드 목록 (관리자)' },
    export: { path: '/job-card/export', summary: '직업 카드 목록 CSV (관리자): 목록과 같은 조건' },
    detail: { path: '/job-card/detail/{id}', summary: '직업 카드 하나 (관리자)' },
    create: {
      path: '/job-card/register',
      summary: '직업 카드 만들기 (관리자): 카드가 없는 직업에 문구를 붙입니다',
    },
    update: { path: '/job-card/update/{id}', summary: '직업 카드 고치기 (관리자): 문구, 사용 여부' },
    delete: {
      path: '/job-card/delete/{id}',
      summary: '직업 카드 지우기 (관리자): 지난 결과는 카드 이름을 그대로 간직합니다',
    },
  },
});

const adminJobCardCandidates = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/job-card/candidates',
  summary: '카드가 없는 직업 (관리자): 새 직업 카드를 붙일 직업',
  access: 'admin',
  query: z.object({ keyword: pageQuery.shape.keyword }),
  data: z.object({ items: z.array(occupationSummary) }),
});

/** Job card, declared once (decision 017; the items are listed in the header above). */
export const jobCard = defineTool('job-card', {
  group: 'jobCard',
  items: {
    'w.{key}': z.string('보기를 골라 주세요.').check(z.regex(optionKey, '보기가 올바르지 않습니다.')),
    categories: codeList(/^\d{2}$/, JOB_CARD_CATEGORY_LIMIT),
    'card.{id}': choice([...JOB_CARD_PILES, 'deck']),
    'why.{id}': codeList(/^(?:[a-z0-9_-]{1,40}|own(?:_disliked)?\.\d{1,2})$/, 20),
    own: textList(20, 60),
    own_disliked: textList(20, 60),
  },
  limits: { items: 1500, bytes: 256 * 1024 },
  results: { 'job-card/1': jobCardResultV1, 'job-card/2': jobCardResult, 'job-card/3': jobCardResult },
  calls: {
    /**
     * The tool's content: the KECO major groups with their middle groups (counting active cards),
     * the warm-up questions, the fixed reasons for a liked and for a disliked card, the limits.
     */
    list: {
      method: 'GET',
      path: '/list',
      summary: '직업 카드 내용 (직업 분류, 준비 질문, 끌린 이유와 끌리지 않은 이유)',
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
        disliked_reasons: z.array(reason),
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
     * The deck of the run: active cards of every group, JOB_CARD_PER_TYPE of each interest type,
     * the chosen groups' cards first within each type (up to JOB_CARD_CHOSEN_PER_TYPE), in an order
     * of the run's own (the same on every reload). The groups must be the run's saved `categories`.
     */
    smallJobCategoryList: {
      method: 'POST',
      path: '/smallJobCategory/list',
      summary: '직업 카드 나누어 주기',
      subject: 'run',
      body: z.object({ run_id: id('진행 중인 직업 카드 번호가 필요합니다.'), categories: middleCodes }),
      data: z.array(dealtCard),
    },
    /** The run's dealt cards as sorted so far, by pile (cards no longer active are left out). */
    selectedTypeList: {
      method: 'POST',
      path: '/selectedType/list',
      summary: '직업 카드 분류 현황',
      subject: 'run',
      body: runBody,
      data: z.object({ liked: z.array(dealtCard), unsure: z.array(dealtCard), disliked: z.array(dealtCard) }),
    },
    /**
     * The liked and the disliked cards with the reasons given for each, the unsure cards (they need
     * none), and every reason the user can give for each (the fixed ones, then their own, `own: true`).
     */
    userSelected: {
      method: 'POST',
      path: '/user/selected',
      summary: '끌린 카드와 끌리지 않은 카드, 그 이유',
      subject: 'run',
      body: runBody,
      data: z.object({
        liked: z.array(z.object({ card: dealtCard, reasons: z.array(z.string()) })),
        disliked: z.array(z.object({ card: dealtCard, reasons: z.array(z.string()) })),
        unsure: z.array(dealtCard),
        /** For liked cards: the fixed reasons, then the user's own (keys `own.{n}`). */
        reasons: z.array(z.object({ ...reason.shape, own: z.boolean() })),
        /** For disliked cards: the fixed reasons, then the user's own (keys `own_disliked.{n}`). */
        disliked_reasons: z.array(z.object({ ...reason.shape, own: z.boolean() })),
      }),
    },
    /** Scores the run from its saved answers and keeps the result; the run is then completed. */
    saveUser: {
      method: 'POST',
      path: '/save/user',
      summary: '직업 카드 결과 저장',
      subject: 'run',
      body: runBody,
      data: savedResultOf(anyResult),
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
  admin: { ...jobCardResource.endpoints, adminJobCardCandidates },
});
