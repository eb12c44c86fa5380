import type { EndpointData, SelfIntroduceResult, selfIntroduce } from '@career/api-sdk';
import type { SavedResult } from '../framework/types';

// Self introduction's types, as its declaration in the contract gives them (decision 017).

/** A question the user can answer: one of the four, or their own. */
export type SelfIntroduceType = EndpointData<typeof selfIntroduce.endpoints.userQuestions>[number];
/** The tool's content: the questions on offer. */
export type SelfIntroduceQuestions = readonly SelfIntroduceType[];
/** The review of one answer: a checklist, not a grade. */
export type SelfIntroduceCheck = EndpointData<typeof selfIntroduce.endpoints.userCheck>;
export type CheckFinding = SelfIntroduceCheck['findings'][number];
/** A version of an answer: typed, drafted or restored. */
export type AnswerVersion = EndpointData<typeof selfIntroduce.endpoints.userDraft>;
/** The latest answer to a question in an earlier, handed-in run. */
export type LastAnswer = EndpointData<typeof selfIntroduce.endpoints.userLastAnswer>;
export type { SelfIntroduceResult };
export type SelfIntroduceSaved = SavedResult<SelfIntroduceResult>;
