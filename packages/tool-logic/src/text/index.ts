// The text tools' pure parts: keeping personal data from an outside provider, finding the facts a
// generated text added, and the composer that drafts from the user's own words when no provider is
// configured (or one fails).
export { COMPOSER_VERSION, chunksOf, composeDraft, type Draft, type DraftInput, sentencesOf } from './compose';
export { type UnsupportedFact, unsupportedFacts } from './facts';
export { characterCount, LENGTH_ALLOWANCE } from './fit';
export { humble, listOf, politeSentence, withParticle } from './korean';
export { containsPersonalData, type KnownPersonalData, type Redaction, redact } from './privacy';
export type { DraftKind } from './templates';
