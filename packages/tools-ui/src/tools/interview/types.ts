import type {
  EndpointData,
  InterviewClock,
  InterviewQuestionRow,
  InterviewResult,
  InterviewScores,
  InterviewSecond,
  InterviewSet,
  interview,
} from '@career/api-sdk';
import type { SavedResult } from '../framework/types';

// Interview's types, as its declaration in the contract gives them (decision 017).

export type InterviewFirst = EndpointData<typeof interview.endpoints.userResultFirst>;
export type InterviewThird = EndpointData<typeof interview.endpoints.userResultThird>;
export type InterviewFourth = EndpointData<typeof interview.endpoints.userResultFourth>;
export type InterviewFeedback = EndpointData<typeof interview.endpoints.userFeedback>;
export type { InterviewClock, InterviewQuestionRow, InterviewResult, InterviewScores, InterviewSecond, InterviewSet };
export type InterviewSaved = SavedResult<InterviewResult>;
