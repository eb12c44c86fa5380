import * as z from 'zod/mini';
import { id, numericId, text } from './schemas';
import { defineToolCalls } from './toolCalls';
import { answer, savedResult, screen } from './toolRuns';

// Core coloring (spec §7 coreColoring): nine cores on a 3×3 grid, statements colored in round 1,
// the most essential red ones kept in round 2 (root), and the results read from one scored run.
// Content and scoring: ../shared/TOOLS.md; docs/decisions/015-core-coloring.md.

export const CORE_CODES = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9'] as const;
export const CORE_ROWS = ['thinking', 'heart', 'action'] as const;
export const CORE_COLUMNS = ['self', 'relation', 'work'] as const;
export const QUADRANTS = ['keep', 'grow', 'hidden', 'outside'] as const;
/** Round 1's colors: 지금의 나, 가끔의 나, 되고 싶은 나, and none. */
export const CORE_COLORS = ['red', 'yellow', 'green', 'none'] as const;

export const core = z.object({
  code: z.enum(CORE_CODES),
  row: z.enum(CORE_ROWS),
  column: z.enum(CORE_COLUMNS),
  name: z.string(),
  summary: z.string(),
  description: z.string(),
  strength_use: z.string(),
  growth_tip: z.string(),
});

const quadrant = z.object({
  code: z.enum(QUADRANTS),
  name: z.string(),
  axis: z.string(),
  explanation: z.string(),
  advice: z.string(),
});

const runBody = z.object({ run_id: id('진행 중인 코어 컬러링 번호가 필요합니다.') });

const feedback = z.object({ fit: z.number(), comment: z.string(), created_at: z.string() });

/** A scored run with the user's feedback on it. */
export const coreColoringResult = z.object({ ...savedResult.shape, feedback: z.nullable(feedback) });

export const coreColoring = defineToolCalls('coreColoring', 'core-coloring', {
  /** The nine cores, the statements (each with its core), the quadrants and round 2's limit. */
  questions: {
    method: 'POST',
    path: '/questions',
    summary: '코어 컬러링 문항',
    body: z.object({}),
    data: z.object({
      cores: z.array(core),
      statements: z.array(z.object({ id: z.number(), core: z.enum(CORE_CODES), text: z.string() })),
      quadrants: z.array(quadrant),
      root_max: z.number(),
    }),
  },
  /** Keeps each coloring as it is made: the tool's own name for the shared answer save. */
  saveUser: {
    method: 'POST',
    path: '/save/user',
    summary: '코어 컬러링 색칠 저장',
    subject: 'run',
    body: z.object({
      run_id: id('진행 중인 코어 컬러링 번호가 필요합니다.'),
      answers: z.array(answer).check(z.maxLength(500, '한 번에 500개까지 저장할 수 있습니다.')),
      screen: z.optional(screen),
    }),
    data: z.object({ saved: z.number(), updated_at: z.string() }),
  },
  /** Scores the run from its colorings and keeps the result (once; later calls read it back). */
  nineCoreResult: {
    method: 'POST',
    path: '/9core/result',
    summary: '코어 컬러링 9코어 결과',
    subject: 'run',
    body: runBody,
    data: coreColoringResult,
  },
  /** Each core on current strength × desire, in its quadrant. */
  matrixResult: {
    method: 'POST',
    path: '/matrix/result',
    summary: '코어 컬러링 매트릭스 결과',
    subject: 'run',
    body: runBody,
    data: z.object({
      cores: z.array(
        z.object({ code: z.enum(CORE_CODES), current: z.number(), desire: z.number(), quadrant: z.enum(QUADRANTS) }),
      ),
    }),
  },
  /** What round 2 changed: the ranking before and after the kept statements. */
  roundResult: {
    method: 'POST',
    path: '/round/result',
    summary: '코어 컬러링 라운드 결과',
    subject: 'run',
    body: runBody,
    data: z.object({
      before: z.array(z.enum(CORE_CODES)),
      after: z.array(z.enum(CORE_CODES)),
      root: z.array(z.number()),
      risen: z.array(z.enum(CORE_CODES)),
    }),
  },
  /** How well the result fits, in the user's words (1–5 and a comment); a later one replaces it. */
  feedback: {
    method: 'POST',
    path: '/feedback',
    summary: '코어 컬러링 결과 소감',
    subject: 'run',
    body: z.object({
      run_id: id('진행 중인 코어 컬러링 번호가 필요합니다.'),
      fit: z
        .number('잘 맞는 정도를 골라 주세요.')
        .check(
          z.int('잘 맞는 정도를 골라 주세요.'),
          z.minimum(1, '1에서 5 사이로 골라 주세요.'),
          z.maximum(5, '1에서 5 사이로 골라 주세요.'),
        ),
      comment: text('소감을 입력해 주세요.').check(
        z.trim(),
        z.maxLength(1000, '소감은 1,000자까지 입력할 수 있습니다.'),
      ),
    }),
    data: feedback,
  },
  /** This result beside a past one of the same user (spec: past/9core/result/{a}/{b}/{c}). */
  pastResult: {
    method: 'GET',
    path: '/past/9core/result/{userId}/{runId}/{pastRunId}',
    summary: '코어 컬러링 지난 결과 비교',
    subject: 'user',
    params: z.object({ userId: numericId, runId: numericId, pastRunId: numericId }),
    data: z.object({ current: coreColoringResult, past: coreColoringResult }),
  },
});
