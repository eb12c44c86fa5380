import type { SavedResult, ToolRunPort } from '../framework/types';

export const HOLLAND_ORDER = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type HollandLetter = (typeof HOLLAND_ORDER)[number];

export interface HollandType {
  code: HollandLetter;
  name: string;
  keyword: string;
  /** What the ranking shows of the type. */
  ranking: string;
  description: string;
  strengths: string;
  environments: string;
  watch: string;
}

export interface Activity {
  id: number;
  type: HollandLetter;
  text: string;
}

export interface PtidQuestions {
  types: readonly HollandType[];
  activities: readonly Activity[];
  pick_count: number;
}

/** Whether the user may take the tool ("bought ptid"), and if not, what to do. */
export interface PtidAccess {
  granted: boolean;
  source: 'class' | 'coupon' | 'purchase' | 'ai_gift' | null;
  message: string | null;
}

export interface TypeScore {
  letter: HollandLetter;
  checklist: number;
  rank: number;
  combined: number;
  liked: readonly number[];
  picked: readonly number[];
}

/** The server's scoring of a run (apps/server/src/tools/ptid/scoring.ts, ptid/1). */
export interface PtidResult {
  code: string;
  scores: readonly TypeScore[];
  picks: readonly number[];
  flags: { nearTie: boolean; flat: boolean; sameAnswers: boolean; rankingApart: boolean };
  runnerUp: HollandLetter | null;
}

export type PtidSaved = SavedResult<PtidResult>;

export interface Category {
  code: string;
  name: string;
}

/** A job category (KECO middle group) with its fit to the user's result. */
export interface CategoryFit extends Category {
  large: Category;
  occupation_count: number;
  fit: number;
  examples: readonly string[];
}

/** A KECO major group with its middle groups, for choosing large then small. */
export interface LargeCategory extends Category {
  occupation_count: number;
  children: readonly (Category & { occupation_count: number })[];
}

export interface OccupationSummary {
  id: number;
  name: string;
  summary: string;
  large: Category;
  small: Category;
  holland: string;
  education: 'high_school' | 'associate' | 'bachelor' | 'graduate';
}

export interface LetterFit {
  letter: HollandLetter;
  score: number;
  place: number;
}

export interface RecommendedOccupation extends OccupationSummary {
  fit: number;
  letters: readonly LetterFit[];
}

export interface Recommendation {
  occupations: readonly RecommendedOccupation[];
  dream: RecommendedOccupation | null;
}

export interface PtidPlan {
  saved: PtidSaved;
  categories: readonly string[];
  dream_occupation_id: number | null;
  suggestions: readonly { content: string; due_in_days: number }[];
}

/** The calls the ptid screens make, bound by the host to one user and one audience. */
export interface PtidPort extends ToolRunPort {
  questions(): Promise<PtidQuestions | false | undefined>;
  access(): Promise<PtidAccess | false | undefined>;
  /** The six types' starting order for this run's ranking. */
  ranking(runId: number): Promise<{ order: readonly HollandLetter[] } | false | undefined>;
  /** Scores the run on the server from its saved answers. */
  saveUser(runId: number): Promise<PtidSaved | false | undefined>;
  categorySummary(runId: number): Promise<{ code: string; categories: readonly CategoryFit[] } | false | undefined>;
  smallCategory(runId: number, large: string): Promise<readonly CategoryFit[] | false | undefined>;
  /** The KECO major groups (reference data). */
  jobCategories(): Promise<readonly LargeCategory[] | false | undefined>;
  /** Occupations by name, for naming a dream job. */
  searchOccupations(keyword: string): Promise<readonly OccupationSummary[] | false | undefined>;
  recommendJob(
    runId: number,
    categories: readonly string[],
    dreamOccupationId: number | null,
  ): Promise<Recommendation | false | undefined>;
  actionItemResult(runId: number): Promise<PtidPlan | false | undefined>;
}
