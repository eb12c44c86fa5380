import type { CareerAnchorResult, careerAnchor, EndpointData } from '@career/api-sdk';
import type { SavedResult } from '../framework/types';

// Career anchor's types, as its declaration in the contract gives them (decision 017).

export type CareerAnchorQuestions = EndpointData<typeof careerAnchor.endpoints.userQuestions>;
export type Anchor = CareerAnchorQuestions['anchors'][number];
export type AnchorCode = Anchor['code'];
export type Statement = CareerAnchorQuestions['statements'][number];
export type { CareerAnchorResult };
export type CareerAnchorSaved = SavedResult<CareerAnchorResult>;
