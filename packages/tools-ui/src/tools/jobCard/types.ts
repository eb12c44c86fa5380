import type { EndpointData, JobCardAnyResult, JobCardResult, JobCardResultV1, jobCard } from '@career/api-sdk';
import type { SavedResult } from '../framework/types';

// Job card's types, as its declaration in the contract gives them (decision 017). Named JobCard… so
// they sit beside the other tools' types in one export.

/** The tool's content (`list`): the groups, the warm-up questions, both sets of fixed reasons, the limits. */
export type JobCardContent = EndpointData<typeof jobCard.endpoints.userList>;
/** A KECO major group with its middle groups, for choosing large then small. */
export type JobCardLargeGroup = JobCardContent['categories'][number];
/** A KECO middle group with its active card count. */
export type JobCardMiddleGroup = EndpointData<typeof jobCard.endpoints.userSmallCategory>[number];
export type JobCardWarmUpQuestion = JobCardContent['warm_up'][number];
export type JobCardReason = JobCardContent['reasons'][number];

/** A job card as it is dealt: the card's own line, its occupation's middle group and Holland code. */
export type JobCard = EndpointData<typeof jobCard.endpoints.userSmallJobCategoryList>[number];
export type JobCardCategory = JobCard['category'];

/** The three piles a card goes on. */
export type JobCardPile = keyof EndpointData<typeof jobCard.endpoints.userSelectedTypeList>;

/** The server's scoring of a run (job-card/2), with the next steps it suggests; job-card/1 results are still shown. */
export type { JobCardAnyResult, JobCardResult, JobCardResultV1 };
export type JobCardLetter = keyof JobCardResult['profile'];
export type JobCardQualityNote = JobCardResult['quality'][number];
export type JobCardSaved = SavedResult<JobCardAnyResult>;

/** A related occupation with its summary, its fit (job-card/1: its score) and why, in Korean. */
export type JobCardOccupation = EndpointData<typeof jobCard.endpoints.userSelectedList>[number];
