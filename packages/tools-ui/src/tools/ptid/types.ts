import type { EndpointData, PtidResult, ptid, reference } from '@career/api-sdk';
import type { SavedResult } from '../framework/types';

// Personality type's types, as its declaration in the contract gives them (decision 017).

export type PtidQuestions = EndpointData<typeof ptid.endpoints.userQuestions>;
export type HollandType = PtidQuestions['types'][number];
export type HollandLetter = HollandType['code'];
export type Activity = PtidQuestions['activities'][number];
/** Whether the user may take the tool ("bought ptid"), and if not, what to do. */
export type PtidAccess = EndpointData<typeof ptid.endpoints.userAccess>;

export type { PtidResult };
export type TypeScore = PtidResult['scores'][number];
export type PtidSaved = SavedResult<PtidResult>;

/** A job category (KECO middle group) with its fit to the user's result. */
export type CategoryFit = EndpointData<typeof ptid.endpoints.userCategorySummary>['categories'][number];
/** A KECO major group with its middle groups, for choosing large then small (reference data). */
export type LargeCategory = EndpointData<typeof reference.jobCategories>[number];
export type OccupationSummary = EndpointData<typeof reference.occupations>['items'][number];
export type Recommendation = EndpointData<typeof ptid.endpoints.userRecommendJob>;
export type RecommendedOccupation = Recommendation['occupations'][number];
/** The result with what was chosen after it: the categories and the dream occupation. */
export type PtidPlan = EndpointData<typeof ptid.endpoints.userActionItemResult>;

/** What the tool loads before any screen shows, and what every screen reads of it. */
export interface PtidContent {
  questions: PtidQuestions;
  access: PtidAccess;
  /** The KECO major groups with their middle groups (reference data). */
  jobCategories: readonly LargeCategory[];
}
