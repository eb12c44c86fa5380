import type { EndpointData, SellingPointResult, sellingPoint } from '@career/api-sdk';
import type { SavedResult } from '../framework/types';

// Selling point's types, as its declaration in the contract gives them (decision 017).

export type Occupation = EndpointData<typeof sellingPoint.endpoints.userSearchJob>[number];
export type Keyword = EndpointData<typeof sellingPoint.endpoints.userKeywords>['keywords'][number];
export type Intro = EndpointData<typeof sellingPoint.endpoints.userSelfIntroduce>;
export type BorrowedStory = EndpointData<typeof sellingPoint.endpoints.userStories>[number];
export type { SellingPointResult };
export type SellingPointSaved = SavedResult<SellingPointResult>;
