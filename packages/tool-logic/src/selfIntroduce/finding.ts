/** What a review of an answer points out (check.ts); each rule in ./rules makes its own kind. */
export type FindingKind = 'length' | 'long-sentence' | 'repetition' | 'cliche' | 'no-evidence' | 'structure';

export interface Finding {
  kind: FindingKind;
  /** 'warn' for what a reader will notice; 'tip' for what would make it stronger. */
  level: 'warn' | 'tip';
  /** What was found, one Korean sentence. */
  message: string;
  /** What to do about it, concrete, one or two Korean sentences. */
  suggestion: string;
  /** The sentence it is about (indices into the text), or null for the whole answer. */
  sentence: { start: number; end: number; text: string } | null;
}

/** A finding as a rule makes it: a cliché that describes the student (a trait) says so (check.ts). */
export interface RuleFinding extends Finding {
  claim?: boolean;
}
