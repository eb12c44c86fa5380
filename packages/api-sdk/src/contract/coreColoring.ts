import * as z from 'zod/mini';
import { CORE_CODES, CORE_COLORS, CORE_COLUMNS, CORE_ROWS, QUADRANTS } from '../tools';
import { defineTool } from './defineTool';
import { answerSaveBytes, choice, QUESTIONNAIRE_LIMITS } from './items';
import { id, numericId } from './schemas';
import {
  answerSave,
  feedbackFields,
  qualityNote,
  resultFeedback,
  savedAnswers,
  savedResultOf,
  suggestion,
} from './toolRuns';

// Core coloring (spec §7 coreColoring): nine cores on a 3×3 grid, statements colored in round 1,
// the most essential red ones kept in round 2 (root), and the results read from one scored run.
// Content and scoring: ../shared/TOOLS.md; docs/decisions/015-core-coloring.md.

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

/** How many statements round 2 keeps at most (tool-logic's ROOT_MAX). */
const ROOT_PICKS = 5;

const runBody = z.object({ run_id: id('진행 중인 코어 컬러링 번호가 필요합니다.') });

const coreCode = z.enum(CORE_CODES);
const quadrantCode = z.enum(QUADRANTS);
const statement = z.object({ id: z.number(), core: coreCode, text: z.string() });

/** One core in a result: its counts, score, strength now, desire, grid level and quadrant. */
const coreScoreFields = {
  code: coreCode,
  red: z.number(),
  yellow: z.number(),
  green: z.number(),
  root: z.number(),
  score: z.number(),
  current: z.number(),
  desire: z.number(),
  level: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  quadrant: quadrantCode,
};

/**
 * The result core-coloring/1 keeps: each core's counts, score, strength now (current, 0–1), desire
 * (0–1), grid level and quadrant; the rankings with and without round 2; why the top cores; how
 * far to trust them; the steps it suggests; and the cores, statements and quadrants as they read
 * when it was computed. Kept for results scored before core-coloring/2; never written any more.
 */
export const coreColoringScore = z.object({
  cores: z.array(z.object(coreScoreFields)),
  top: z.array(coreCode),
  ranking: z.array(coreCode),
  roundOneRanking: z.array(coreCode),
  root: z.array(z.number()),
  carried: z.array(z.object({ core: coreCode, statements: z.array(z.number()) })),
  growth: z.array(coreCode),
  flags: z.object({ nearTie: z.boolean(), flat: z.boolean(), sameAnswers: z.boolean(), fewColored: z.boolean() }),
  runnerUp: z.nullable(coreCode),
  counts: z.object({ red: z.number(), yellow: z.number(), green: z.number(), none: z.number() }),
  suggestions: z.array(suggestion),
  content: z.object({ cores: z.array(core), statements: z.array(statement), quadrants: z.array(quadrant) }),
});
export type CoreColoringScoreV1 = z.output<typeof coreColoringScore>;

/**
 * The result core-coloring/2 keeps (decision 015): beside core-coloring/1's fields, each core's
 * "none" and "wanted" counts (wanted: green, or red or yellow marked 더 키우고 싶어요), every statement's
 * answer (so each line of "why" is read from what was said), why no strongest cores were named
 * (`noTop`: nothing red or yellow, or every core equal), the weights it scored with, and the
 * response-quality notes. `top` holds only cores with points (0–3 of them).
 */
export const coreColoringScoreV2 = z.extend(coreColoringScore, {
  cores: z.array(z.object({ ...coreScoreFields, none: z.number(), wanted: z.number() })),
  noTop: z.nullable(z.enum(['no_current', 'all_equal'])),
  answers: z.array(z.object({ id: z.number(), color: z.enum(CORE_COLORS), wanted: z.boolean() })),
  counts: z.object({
    red: z.number(),
    yellow: z.number(),
    green: z.number(),
    none: z.number(),
    wanted: z.number(),
  }),
  weights: z.object({
    red: z.number(),
    yellow: z.number(),
    root: z.number(),
    strongFrom: z.number(),
    wantedFrom: z.number(),
  }),
  quality: z.array(qualityNote),
});
export type CoreColoringScoreV2 = z.output<typeof coreColoringScoreV2>;

/** A kept core-coloring result, whichever scoring computed it (check `quality` in it for core-coloring/2). */
export type CoreColoringScore = CoreColoringScoreV1 | CoreColoringScoreV2;

/** A scored run with the user's feedback on it (as every tool's kept result carries it). */
export const coreColoringResult = savedResultOf(z.union([coreColoringScoreV2, coreColoringScore]));

/** Round 2's picks: up to five statement ids, each once (a pick twice is refused, not counted twice). */
const pickId = id('문장 번호로 골라 주세요.');
const rootPicks = z.array(pickId).check(
  z.maxLength(ROOT_PICKS, `가장 나다운 문장은 ${ROOT_PICKS}개까지 고를 수 있습니다.`),
  z.refine(
    (ids) => new Set(ids).size === ids.length,
    '같은 문장을 두 번 고를 수 없습니다. 가장 나다운 문장은 서로 다른 문장으로 골라 주세요.',
  ),
);

/**
 * `c{statementId}` a color of round 1; `w{statementId}` the mark 더 키우고 싶어요 on a red or yellow
 * statement (desire asked apart from the color); `root` the red statements kept in round 2.
 */
const items = {
  'c{id}': choice(CORE_COLORS),
  'w{id}': z.boolean('‘더 키우고 싶어요’ 표시는 true 또는 false로 답해 주세요.'),
  root: rootPicks,
};

/** Core coloring, declared once (decision 017). */
export const coreColoring = defineTool('core-coloring', {
  group: 'coreColoring',
  items,
  results: { 'core-coloring/1': coreColoringScore, 'core-coloring/2': coreColoringScoreV2 },
  calls: {
    /** The nine cores, the statements (each with its core), the quadrants and round 2's limit. */
    questions: {
      method: 'POST',
      path: '/questions',
      summary: '코어 컬러링 문항',
      body: z.object({}),
      data: z.object({
        cores: z.array(core),
        statements: z.array(statement),
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
      body: z.object({ run_id: id('진행 중인 코어 컬러링 번호가 필요합니다.'), ...answerSave(items) }),
      bodyBytes: answerSaveBytes(QUESTIONNAIRE_LIMITS),
      data: savedAnswers,
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
      body: z.object({ run_id: id('진행 중인 코어 컬러링 번호가 필요합니다.'), ...feedbackFields }),
      data: resultFeedback,
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
  },
});
