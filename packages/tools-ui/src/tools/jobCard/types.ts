import type { SavedResult, ToolRunPort } from '../framework/types';

// The job card tool's data as its screens use it: the contract's shapes
// (packages/api-sdk/src/contract/jobCard.ts) as plain types. Named JobCard… so they sit beside the
// other tools' types in one export.

export interface JobCardCategory {
  code: string;
  name: string;
}

/** A KECO middle group with its active card count. */
export interface JobCardMiddleGroup extends JobCardCategory {
  card_count: number;
}

/** A KECO major group with its middle groups, for choosing large then small. */
export interface JobCardLargeGroup extends JobCardMiddleGroup {
  children: readonly JobCardMiddleGroup[];
}

export interface JobCardWarmUpQuestion {
  key: string;
  text: string;
  options: readonly { key: string; label: string }[];
}

export interface JobCardReason {
  key: string;
  label: string;
}

/** The tool's content (`list`): the groups, the warm-up questions, the fixed reasons, the limits. */
export interface JobCardContent {
  categories: readonly JobCardLargeGroup[];
  warm_up: readonly JobCardWarmUpQuestion[];
  reasons: readonly JobCardReason[];
  category_limit: number;
  card_limit: number;
}

/** A job card as it is dealt: the card's own line, its occupation's middle group and Holland code. */
export interface JobCard {
  id: number;
  occupation_id: number;
  name: string;
  summary: string;
  category: JobCardCategory;
  holland: string;
}

/** The two piles a card goes on. */
export type JobCardPile = 'liked' | 'disliked';

export type JobCardLetter = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';

/** The server's scoring of a run (apps/server/src/tools/jobCard/scoring.ts, job-card/1). */
export interface JobCardResult {
  liked: readonly {
    card_id: number;
    name: string;
    holland: string;
    category: JobCardCategory;
    /** Reason keys, labelled in `reason_counts`. */
    reasons: readonly string[];
  }[];
  disliked_count: number;
  profile: Readonly<Record<JobCardLetter, number>>;
  /** Up to three letters, strongest first. */
  code: string;
  reason_counts: readonly (JobCardReason & { count: number })[];
  recommendations: readonly { occupation_id: number; name: string; score: number; why: readonly string[] }[];
}

export type JobCardSaved = SavedResult<JobCardResult>;

/** A related occupation with its summary, its score (0–115) and why, in Korean. */
export interface JobCardOccupation {
  id: number;
  name: string;
  summary: string;
  large: JobCardCategory;
  small: JobCardCategory;
  holland: string;
  education: 'high_school' | 'associate' | 'bachelor' | 'graduate';
  score: number;
  why: readonly string[];
}

/** Why the server would not score the run, in its own Korean words. */
export interface JobCardRefusal {
  message: string;
}

/** The calls the job card screens make, bound by the host to one user and one audience. */
export interface JobCardPort extends ToolRunPort {
  /** The tool's content. */
  list(): Promise<JobCardContent | false | undefined>;
  /** The middle groups of one major group, with their card counts. */
  smallCategory(large: string): Promise<readonly JobCardMiddleGroup[] | false | undefined>;
  /** The hand dealt for the chosen middle groups: the same cards in the same order on every reload of the run. */
  smallJobCategoryList(runId: number, categories: readonly string[]): Promise<readonly JobCard[] | false | undefined>;
  /** The run's cards as sorted on the server so far. */
  selectedTypeList(
    runId: number,
  ): Promise<{ liked: readonly JobCard[]; disliked: readonly JobCard[] } | false | undefined>;
  /** The liked cards with the reasons given for each, and every reason (the user's own marked). */
  userSelected(runId: number): Promise<
    | {
        liked: readonly { card: JobCard; reasons: readonly string[] }[];
        reasons: readonly (JobCardReason & { own: boolean })[];
      }
    | false
    | undefined
  >;
  /** Scores the run from its saved answers; a refusal carries the server's message. */
  saveUser(runId: number): Promise<JobCardSaved | JobCardRefusal | undefined>;
  /** Occupations related to the liked cards, best first, each with why. */
  selectedList(runId: number): Promise<readonly JobCardOccupation[] | false | undefined>;
}
