import * as z from 'zod/mini';
import { EDUCATION_LEVELS, MAJOR_FIELDS, TRAINING_TYPES } from '../constants';
import { defineEndpoint } from './endpoint';
import { id, line, numericId, page, pageQuery } from './schemas';

// Occupation reference data (../shared/TOOLS.md "Reference data"): occupations by KECO category
// and Holland code, majors, training paths; read by the recommending tools (the job cards the admin
// edits are the job card tool's, contract/jobCard.ts). Public reads: this is our own general-knowledge content, and no person's data is in it.

/** One to three distinct Holland letters, strongest first. */
export const HOLLAND_CODE = /^(?!.*(.).*\1)[RIASEC]{1,3}$/;

const hollandCode = line().check(
  z.trim(),
  z.toUpperCase(),
  z.regex(HOLLAND_CODE, '홀랜드 코드는 R, I, A, S, E, C 가운데 서로 다른 글자 1~3개입니다.'),
);
/** A KECO major group (one digit) or middle group (two digits). */
export const categoryCode = line().check(z.trim(), z.regex(/^\d{1,2}$/, '직업 분류 코드는 숫자 1~2자리입니다.'));

const category = z.object({ code: z.string(), name: z.string() });

export const occupationSummary = z.object({
  id: z.number(),
  name: z.string(),
  summary: z.string(),
  /** The KECO major group and the middle group the occupation is in. */
  large: category,
  small: category,
  holland: z.string(),
  education: z.enum(EDUCATION_LEVELS),
});

const majorRef = z.object({ id: z.number(), name: z.string(), field: z.enum(MAJOR_FIELDS) });
const occupationRef = z.object({ id: z.number(), name: z.string() });
const trainingRef = z.object({ id: z.number(), name: z.string(), type: z.enum(TRAINING_TYPES), length: z.string() });

export const occupationDetail = z.object({
  ...occupationSummary.shape,
  description: z.string(),
  skills: z.array(z.string()),
  majors: z.array(majorRef),
  training_paths: z.array(trainingRef),
});

const jobCategories = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/reference/job-categories',
  summary: '직업 분류 (대분류와 중분류, 분류마다 직업 수)',
  access: 'public',
  data: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      occupation_count: z.number(),
      children: z.array(z.object({ code: z.string(), name: z.string(), occupation_count: z.number() })),
    }),
  ),
});

const occupations = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/reference/occupations',
  summary: '직업 검색 (이름·설명 검색어, 직업 분류, 홀랜드 코드, 학력)',
  access: 'public',
  query: z.object({
    ...pageQuery.shape,
    category: z.optional(categoryCode),
    /** Occupations whose code starts with these letters' first one and holds the rest. */
    holland: z.optional(hollandCode),
    education: z.optional(
      z.enum(EDUCATION_LEVELS, '학력은 high_school, associate, bachelor, graduate 가운데 하나입니다.'),
    ),
  }),
  data: page(occupationSummary),
});

const occupation = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/reference/occupations/{id}',
  summary: '직업 상세 (관련 학과, 핵심 역량, 교육·훈련 경로)',
  access: 'public',
  params: z.object({ id: numericId }),
  data: occupationDetail,
});

const majors = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/reference/majors',
  summary: '학과 검색 (계열, 검색어)',
  access: 'public',
  query: z.object({
    ...pageQuery.shape,
    field: z.optional(z.enum(MAJOR_FIELDS, '계열은 인문, 사회, 교육, 공학, 자연, 의약, 예체능 가운데 하나입니다.')),
  }),
  data: page(
    z.object({
      id: z.number(),
      name: z.string(),
      field: z.enum(MAJOR_FIELDS),
      description: z.string(),
      occupation_count: z.number(),
    }),
  ),
});

const major = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/reference/majors/{id}',
  summary: '학과 상세 (관련 직업)',
  access: 'public',
  params: z.object({ id: numericId }),
  data: z.object({ ...majorRef.shape, description: z.string(), occupations: z.array(occupationRef) }),
});

const trainingPaths = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/reference/training-paths',
  summary: '교육·훈련 경로 검색 (자격증, 프로그램, 강좌)',
  access: 'public',
  query: z.object({
    ...pageQuery.shape,
    type: z.optional(z.enum(TRAINING_TYPES, '종류는 certificate, program, course 가운데 하나입니다.')),
    occupation_id: z.optional(id('직업 번호는 숫자여야 합니다.', { coerce: true })),
  }),
  data: page(z.object({ ...trainingRef.shape, description: z.string(), occupations: z.array(occupationRef) })),
});

/** The reference calls, as one contract group. */
export const reference = {
  jobCategories,
  occupations,
  occupation,
  majors,
  major,
  trainingPaths,
} as const;
