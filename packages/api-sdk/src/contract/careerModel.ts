import * as z from 'zod/mini';
import { EDUCATION_LEVELS } from '../constants';
import {
  CAREER_MODEL_JOBS,
  CAREER_MODEL_PATHS,
  READINESS_LEVELS,
  type ReadinessLevel,
  SUPPORT_KINDS,
  type SupportKind,
} from '../tools';
import { defineTool } from './defineTool';
import { answerText, choice, idList } from './items';
import { id, numericId, text } from './schemas';
import { savedResultOf, suggestion } from './toolRuns';

// Career model (커리어 모델, spec §7 careerModel): what the student learned in the other tools
// gathered (`user/{userId}/{runId}`), occupations, majors and training paths recommended from the
// reference data, each naming which result carried it and what it was made without; the
// consultant's readiness check of the chosen direction. Decision 029.
//
// Items of a run: `education` (the student's level or the one they aim at), `major` (their major in
// their words), `jobs` (the occupations they chose, up to 3), `paths` (training paths, up to 5).

const SOURCES = ['ptid', 'job-card', 'career-anchor', 'core-coloring', 'education', 'major'] as const;
const carriedBy = z.object({ source: z.enum(SOURCES), text: z.string() });
const named = z.object({ code: z.string(), name: z.string() });
const LEVEL_KEYS = READINESS_LEVELS.map((entry) => entry.key) as [ReadinessLevel, ...ReadinessLevel[]];
const SUPPORT_KEYS = SUPPORT_KINDS.map((entry) => entry.key) as [SupportKind, ...SupportKind[]];

/** A tool whose result the recommendations were made without, and what that leaves out. */
const missingResult = z.object({
  tool: z.enum(['ptid', 'job-card', 'career-anchor', 'core-coloring']),
  name: z.string(),
  effect: z.string(),
});

/** What the student has, gathered from their latest results they may see. */
export const careerModelBasis = z.object({
  code: z.nullable(z.object({ code: z.string(), source: z.enum(['ptid', 'job-card']), at: z.string() })),
  anchors: z.array(named),
  /** Said when the second anchor was not settled (a tie). */
  anchor_note: z.string(),
  cores: z.object({ top: z.array(named), growth: z.array(named) }),
  liked: z.array(z.object({ id: z.number(), name: z.string() })),
  education: z.nullable(z.enum(EDUCATION_LEVELS)),
  major: z.string(),
  missing: z.array(missingResult),
});
export type CareerModelBasis = z.output<typeof careerModelBasis>;

export const careerModelJob = z.object({
  id: z.number(),
  name: z.string(),
  holland: z.string(),
  education: z.enum(EDUCATION_LEVELS),
  education_label: z.string(),
  group: z.object({ code: z.string(), name: z.string() }),
  /** Fit with the student's code, 0–100 (null without a code). */
  fit: z.nullable(z.number()),
  same_fit: z.number(),
  carried_by: z.array(carriedBy),
});

export const careerModelMajor = z.object({
  id: z.number(),
  name: z.string(),
  field: z.string(),
  description: z.string(),
  for_jobs: z.array(z.string()),
  /** The student's own major, as they wrote it, names this one. */
  current: z.boolean(),
});

export const careerModelPath = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  type_label: z.string(),
  length: z.string(),
  description: z.string(),
  for_jobs: z.array(z.string()),
});

/** The consultant's readiness check of the chosen direction. */
export const readinessCheck = z.object({
  info: z.enum(LEVEL_KEYS),
  fit: z.enum(LEVEL_KEYS),
  plan: z.enum(LEVEL_KEYS),
  support: z.array(z.enum(SUPPORT_KEYS)),
  note: z.string(),
});
export type ReadinessCheck = z.output<typeof readinessCheck>;

const checkedBy = z.object({ ...readinessCheck.shape, by: z.string(), at: z.string() });

/** Where a run stands: what the student has, and the consultant's check so far. */
export const careerModelState = z.object({
  basis: careerModelBasis,
  check: z.nullable(checkedBy),
});

/** The result career-model/1 keeps. */
export const careerModelResult = z.object({
  basis: careerModelBasis,
  jobs: z.array(careerModelJob),
  chosen: z.array(careerModelJob),
  majors: z.array(careerModelMajor),
  paths: z.array(careerModelPath),
  chosen_paths: z.array(careerModelPath),
  check: z.nullable(checkedBy),
  suggestions: z.array(suggestion),
});
export type CareerModelResult = z.output<typeof careerModelResult>;

const runId = id('진행 중인 커리어 모델 번호가 필요합니다.');
const runBody = z.object({ run_id: runId });

/** Career model, declared once (decision 017). */
export const careerModel = defineTool('career-model', {
  group: 'careerModel',
  items: {
    education: choice(EDUCATION_LEVELS),
    major: answerText(50),
    jobs: idList(CAREER_MODEL_JOBS),
    paths: idList(CAREER_MODEL_PATHS),
  },
  limits: { items: 10, bytes: 8 * 1024 },
  results: { 'career-model/1': careerModelResult },
  calls: {
    /** What the student has from the other tools, and the consultant's check so far. */
    user: {
      method: 'GET',
      path: '/user/{userId}/{runId}',
      summary: '커리어 모델 학생 결과 모으기',
      subject: 'run',
      params: z.object({ userId: numericId, runId: numericId }),
      data: careerModelState,
    },
    /** Occupations for the student, each with what carried it. */
    recommendJob: {
      method: 'POST',
      path: '/recommend/job',
      summary: '커리어 모델 직업 추천',
      subject: 'run',
      body: runBody,
      data: z.object({ basis: careerModelBasis, jobs: z.array(careerModelJob) }),
    },
    /** Majors for the occupations the student chose. */
    recommendMajor: {
      method: 'POST',
      path: '/recommend/major',
      summary: '커리어 모델 전공 추천',
      subject: 'run',
      body: runBody,
      data: z.object({ chosen: z.array(careerModelJob), majors: z.array(careerModelMajor) }),
    },
    /** Training paths (certificates, programmes, courses) for the occupations the student chose. */
    recommendEdu: {
      method: 'POST',
      path: '/recommend/edu',
      summary: '커리어 모델 교육·훈련 추천',
      subject: 'run',
      body: runBody,
      data: z.object({ chosen: z.array(careerModelJob), paths: z.array(careerModelPath) }),
    },
    /** The consultant's readiness check of the chosen direction (consultant only). */
    checkResult: {
      method: 'POST',
      path: '/check/result',
      summary: '커리어 모델 준비도 점검',
      subject: 'run',
      body: z.object({
        run_id: runId,
        ...readinessCheck.shape,
        note: text('메모는 글로 입력해 주세요.').check(z.maxLength(1000, '메모는 1,000자까지 쓸 수 있습니다.')),
      }),
      data: checkedBy,
    },
    /** Keeps the recommendations, the choices and the check as the result (once). */
    saveUser: {
      method: 'POST',
      path: '/save/user',
      summary: '커리어 모델 저장',
      subject: 'run',
      body: runBody,
      data: savedResultOf(careerModelResult),
    },
  },
});
