import type { CareerModelBasis, CareerModelResult, careerModel, EndpointData } from '@career/api-sdk';
import type { SavedResult } from '../framework/types';

// Career model's types, as its declaration in the contract gives them (decision 017).

export type CareerModelState = EndpointData<typeof careerModel.endpoints.userUser>;
export type RecommendedJob = EndpointData<typeof careerModel.endpoints.userRecommendJob>['jobs'][number];
export type RecommendedMajor = EndpointData<typeof careerModel.endpoints.userRecommendMajor>['majors'][number];
export type RecommendedPath = EndpointData<typeof careerModel.endpoints.userRecommendEdu>['paths'][number];
export type CheckedReadiness = EndpointData<typeof careerModel.endpoints.consultantCheckResult>;
export type { CareerModelBasis, CareerModelResult };
export type CareerModelSaved = SavedResult<CareerModelResult>;
