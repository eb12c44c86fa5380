import * as z from 'zod/mini';
import { CAREER_STAGES, EMPLOYMENT_TYPES, JOB_SEARCH_GROUPS, JOB_SEARCH_WEEKS, REGIONS, WORK_HOURS } from '../tools';
import { defineTool } from './defineTool';
import { choice, choiceList, codeList, numberChoice } from './items';
import { id, numericId } from './schemas';
import { savedResultOf, suggestion } from './toolRuns';

// Job search (구직 탐색, spec §7 jobSearch): interest groups and conditions, checked, then a plan the
// student can follow (target titles that fit their results so far, the words job boards use, the
// skills and evidence to show, and a plan by week that becomes action items). Decision 027.
//
// Items of a run: `groups` (KECO middle groups), `regions`, `employment`, `stage`, `hours`, `weeks`.

const keys = <T extends readonly { key: string }[]>(list: T) => list.map((entry) => entry.key) as [string, ...string[]];

const titleOf = z.object({
  id: z.number(),
  name: z.string(),
  group: z.object({ code: z.string(), name: z.string() }),
  holland: z.string(),
  /** Congruence with the student's code, 0–100 (null without a code). */
  fit: z.nullable(z.number()),
  why: z.string(),
  /**
   * A title the student cannot apply to yet (years in another job first, or a graduate degree):
   * ranked after the others, its `why` saying what it takes. Absent in plans made before it was told.
   */
  stretch: z.optional(z.boolean()),
});

/** A job-search plan: built from reference data and the student's own results and choices. */
export const jobSearchPlan = z.object({
  version: z.string(),
  code: z.nullable(z.object({ code: z.string(), source: z.enum(['ptid', 'job-card']) })),
  titles: z.array(titleOf),
  words: z.array(z.string()),
  skills: z.array(z.string()),
  evidence: z.array(z.string()),
  weeks: z.array(
    z.object({
      week: z.number(),
      phase: z.enum(['explore', 'prepare', 'apply', 'review']),
      activities: z.array(z.object({ key: z.string(), title: z.string(), detail: z.string() })),
    }),
  ),
});
export type JobSearchPlan = z.output<typeof jobSearchPlan>;

/** A plan as made: the plan, its text (by what wrote it) and facts to check. */
export const jobSearchMade = z.object({
  id: z.number(),
  plan: jobSearchPlan,
  text: z.string(),
  generator: z.object({ kind: z.enum(['composer', 'ai']), label: z.string(), model: z.string() }),
  unsupported: z.array(z.string()),
  created_at: z.string(),
});

/** Where the choices stand before a plan is made. */
export const jobSearchCheck = z.object({
  ready: z.boolean(),
  /** What is still to choose, in Korean. */
  missing: z.array(z.string()),
  /** The conditions in words. */
  conditions: z.array(z.string()),
  code: z.nullable(z.object({ code: z.string(), source: z.enum(['ptid', 'job-card']) })),
  /** Occupations in the groups picked. */
  occupations: z.number(),
});

/** The result job-search/1 keeps: the plan, its text, and the conditions it was made for. */
export const jobSearchResult = z.object({
  plan: jobSearchPlan,
  text: z.string(),
  label: z.string(),
  conditions: z.array(z.string()),
  suggestions: z.array(suggestion),
  content: z.object({ groups: z.array(z.object({ code: z.string(), name: z.string() })) }),
});
export type JobSearchResult = z.output<typeof jobSearchResult>;

const runId = id('진행 중인 구직 탐색 번호가 필요합니다.');

/** Job search, declared once (decision 017). */
export const jobSearch = defineTool('job-search', {
  group: 'jobSearch',
  items: {
    groups: codeList(/^\d{2}$/, JOB_SEARCH_GROUPS),
    regions: choiceList(REGIONS as unknown as [string, ...string[]], REGIONS.length),
    employment: choiceList(keys(EMPLOYMENT_TYPES), EMPLOYMENT_TYPES.length),
    stage: choice(keys(CAREER_STAGES)),
    hours: choiceList(keys(WORK_HOURS), WORK_HOURS.length),
    weeks: numberChoice(JOB_SEARCH_WEEKS),
  },
  limits: { items: 20, bytes: 16 * 1024 },
  results: { 'job-search/1': jobSearchResult },
  calls: {
    /** The interest groups: KECO middle groups with their major group and how many occupations each has. */
    category: {
      method: 'GET',
      path: '/category',
      summary: '구직 탐색 관심 분야',
      data: z.array(
        z.object({
          code: z.string(),
          name: z.string(),
          large: z.object({ code: z.string(), name: z.string() }),
          count: z.number(),
        }),
      ),
    },
    /** Where the choices stand: what is missing, the conditions in words, the code the plan will use. */
    check: {
      method: 'POST',
      path: '/check',
      summary: '구직 탐색 조건 확인',
      subject: 'run',
      body: z.object({ run_id: runId }),
      data: jobSearchCheck,
    },
    /** The plan, with a text written as it comes (a stream). */
    jobSearch: {
      method: 'POST',
      path: '/jobSearch',
      summary: '구직 탐색 계획 만들기',
      subject: 'run',
      body: z.object({ run_id: runId }),
      data: jobSearchMade,
      stream: true,
    },
    /** The latest plan made in the run (null before one). */
    plan: {
      method: 'GET',
      path: '/plan/{runId}',
      summary: '구직 탐색 최근 계획',
      subject: 'run',
      params: z.object({ runId: numericId }),
      data: z.nullable(jobSearchMade),
    },
    /** Keeps the latest plan as the result (once). */
    saveUser: {
      method: 'POST',
      path: '/save/user',
      summary: '구직 탐색 저장',
      subject: 'run',
      body: z.object({ run_id: runId }),
      data: savedResultOf(jobSearchResult),
    },
  },
});
