import type { DeepinterResult, deepinter, EndpointData } from '@career/api-sdk';
import type { SavedResult } from '../framework/types';

// Deep interview's types, as its declaration in the contract gives them (decision 017).

/** Where the interview stands: the questions asked (once chosen) or those on offer. */
export type DeepinterState = EndpointData<typeof deepinter.endpoints.userGetQuestion>;
/** A question as asked: a main one or a follow-up, with its status, final wording and rewrite. */
export type DeepinterQuestion = DeepinterState['questions'][number];
/** A question on offer before the interview starts. */
export type DeepinterSuggestion = DeepinterState['suggestions'][number];
/** A rewrite of an answer, beside the answer it rewrote. */
export type DeepinterRewrite = EndpointData<typeof deepinter.endpoints.userGetModAnswer>;
export type { DeepinterResult };
export type DeepinterSaved = SavedResult<DeepinterResult>;
