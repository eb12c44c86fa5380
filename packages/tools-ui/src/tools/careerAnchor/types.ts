import type { SavedResult, ToolRunPort } from '../framework/types';

export const ANCHOR_ORDER = ['TF', 'GM', 'AU', 'SE', 'EC', 'SV', 'CH', 'LS'] as const;
export type AnchorCode = (typeof ANCHOR_ORDER)[number];

export interface Anchor {
  code: AnchorCode;
  name: string;
  summary: string;
  values: string;
  fits: string;
  watch: string;
}

export interface Statement {
  id: number;
  anchor: AnchorCode;
  text: string;
}

export interface CareerAnchorQuestions {
  anchors: readonly Anchor[];
  statements: readonly Statement[];
}

/** The server's scoring of a run (apps/server/src/tools/careerAnchor/scoring.ts). */
export interface CareerAnchorResult {
  scores: readonly { code: AnchorCode; score: number; carriedBy: readonly number[] }[];
  top: readonly [AnchorCode, AnchorCode];
  picks: readonly number[];
  flags: { nearTie: boolean; flat: boolean; sameAnswers: boolean };
  runnerUp: AnchorCode | null;
}

/** The calls the career-anchor screens make, bound by the host to one user and one audience. */
export interface CareerAnchorPort extends ToolRunPort {
  questions(): Promise<CareerAnchorQuestions | false | undefined>;
  /** Scores the run on the server from its saved answers. */
  saveUser(runId: number): Promise<SavedResult<CareerAnchorResult> | false | undefined>;
}
