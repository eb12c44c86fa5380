import type { CORE_CODES, CoreColoringScore, CoreColoringScoreV2, coreColoring, EndpointData } from '@career/api-sdk';

// Core coloring's types, as its declaration in the contract gives them (decision 017).

export const CORE_ORDER = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9'] as const satisfies typeof CORE_CODES;

export type CoreColoringQuestions = EndpointData<typeof coreColoring.endpoints.userQuestions>;
export type Core = CoreColoringQuestions['cores'][number];
export type CoreCode = Core['code'];
export type CoreRow = Core['row'];
export type CoreColumn = Core['column'];
export type CoreStatement = CoreColoringQuestions['statements'][number];
export type QuadrantContent = CoreColoringQuestions['quadrants'][number];
export type Quadrant = QuadrantContent['code'];
/** Round 1's colors: red 지금의 나, yellow 가끔의 나, green 되고 싶은 나, none 해당 없음. */
export type CoreColor = 'red' | 'yellow' | 'green' | 'none';

/**
 * A kept result (with the content it was computed from): core-coloring/2, or one kept by
 * core-coloring/1 before it, which still renders (`isCurrentScoring` tells them apart).
 */
export type CoreColoringResult = CoreColoringScore;
export type CoreColoringResultV2 = CoreColoringScoreV2;
export type CoreScore = CoreColoringResult['cores'][number];

/** Whether a result was scored by core-coloring/2 (desire marks, answers, quality notes). */
export const isCurrentScoring = (result: CoreColoringResult): result is CoreColoringResultV2 => 'quality' in result;

/** A kept result with the user's feedback on it. */
export type CoreColoringSaved = EndpointData<typeof coreColoring.endpoints.userNineCoreResult>;
