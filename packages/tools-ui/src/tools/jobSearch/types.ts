import type { EndpointData, JobSearchResult, jobSearch } from '@career/api-sdk';
import type { SavedResult } from '../framework/types';

// Job search's types, as its declaration in the contract gives them (decision 017).

export type InterestGroup = EndpointData<typeof jobSearch.endpoints.userCategory>[number];
export type JobSearchCheck = EndpointData<typeof jobSearch.endpoints.userCheck>;
export type MadePlan = EndpointData<typeof jobSearch.endpoints.userJobSearch>;
export type { JobSearchResult };
export type JobSearchSaved = SavedResult<JobSearchResult>;
