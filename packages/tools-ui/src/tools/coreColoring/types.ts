import type { SavedResult, ToolRunPort } from '../framework/types';

export const CORE_ORDER = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9'] as const;
export type CoreCode = (typeof CORE_ORDER)[number];
export type CoreRow = 'thinking' | 'heart' | 'action';
export type CoreColumn = 'self' | 'relation' | 'work';
export type Quadrant = 'keep' | 'grow' | 'hidden' | 'outside';
/** Round 1's colors: red 지금의 나, yellow 가끔의 나, green 되고 싶은 나, none 해당 없음. */
export type CoreColor = 'red' | 'yellow' | 'green' | 'none';

export interface Core {
  code: CoreCode;
  row: CoreRow;
  column: CoreColumn;
  name: string;
  summary: string;
  description: string;
  strength_use: string;
  growth_tip: string;
}

export interface CoreStatement {
  id: number;
  core: CoreCode;
  text: string;
}

export interface QuadrantContent {
  code: Quadrant;
  name: string;
  axis: string;
  explanation: string;
  advice: string;
}

export interface CoreColoringQuestions {
  cores: readonly Core[];
  statements: readonly CoreStatement[];
  quadrants: readonly QuadrantContent[];
  /** How many red statements round 2 keeps at most. */
  root_max: number;
}

/** One core as scored (apps/server/src/tools/coreColoring/scoring.ts). */
export interface CoreScore {
  code: CoreCode;
  red: number;
  yellow: number;
  green: number;
  /** Statements of this core kept in round 2. */
  root: number;
  /** 2 per red, 1 per yellow, 2 per statement kept in round 2: what ranks the cores. */
  score: number;
  /** Strength now, 0–1: (2 × red + yellow) / (2 × statements of the core). */
  current: number;
  /** Desire, 0–1: green / statements of the core. */
  desire: number;
  /** Colour intensity on the grid, 0 (nothing) to 4. */
  level: 0 | 1 | 2 | 3 | 4;
  quadrant: Quadrant;
}

export interface CoreColoringResult {
  /** The nine cores in grid order (C1…C9, row by row). */
  cores: readonly CoreScore[];
  /** The three strongest cores, strongest first. */
  top: readonly CoreCode[];
  /** All nine, strongest first (round 1 and round 2 together). */
  ranking: readonly CoreCode[];
  /** All nine by round 1 alone. */
  roundOneRanking: readonly CoreCode[];
  /** Statement ids kept in round 2. */
  root: readonly number[];
  /** Why the top cores: the statement ids that carried each (kept ones first, then red). */
  carried: readonly { core: CoreCode; statements: readonly number[] }[];
  /** Cores wanted more than they are now (quadrant grow), most wanted first. */
  growth: readonly CoreCode[];
  flags: {
    /** The third and the fourth core are within a point: the top three are not clear-cut. */
    nearTie: boolean;
    /** Every core's strength within 0.25 of each other. */
    flat: boolean;
    /** Every statement got the same color. */
    sameAnswers: boolean;
    /** More than half the statements left uncolored. */
    fewColored: boolean;
  };
  /** The fourth core when nearTie, else null. */
  runnerUp: CoreCode | null;
  counts: { red: number; yellow: number; green: number; none: number };
  /** Suggested next steps from the top cores and the growth targets. */
  suggestions: readonly { content: string; dueInDays: number; core: CoreCode | null; quadrant: Quadrant | null }[];
}

export interface CoreColoringFeedback {
  fit: number;
  comment: string;
  created_at: string;
}

export type CoreColoringSaved = SavedResult<CoreColoringResult> & { feedback: CoreColoringFeedback | null };

/** The calls the core-coloring screens make, bound by the host to one user and one audience. */
export interface CoreColoringPort extends ToolRunPort {
  questions(): Promise<CoreColoringQuestions | false | undefined>;
  /** Scores the run from its colorings (once) and gives back the result with its feedback. */
  nineCoreResult(runId: number): Promise<CoreColoringSaved | false | undefined>;
  feedback(runId: number, fit: number, comment: string): Promise<CoreColoringFeedback | false | undefined>;
  /** This result and a past one of the same user, for the compare screen (consultant and user). */
  pastResult(
    runId: number,
    pastRunId: number,
  ): Promise<{ current: CoreColoringSaved; past: CoreColoringSaved } | false | undefined>;
}
