import type { QualityNote } from './contract/toolRuns';

/** Notes that speak to how sure a result is, most telling first. */
const CONFIDENCE_ORDER: readonly QualityNote['kind'][] = [
  // Doubts about the answers themselves first, then about how the scores fall.
  'same_answers',
  'inconsistent',
  'too_fast',
  'flat',
  'all_chosen',
  'none_chosen',
  'long_run',
  'near_tie',
  'tie_order',
];

/**
 * The one line on how sure a result is that its first words carry (the takeaway, the portfolio),
 * in the person's words, or null when the answers give no reason for doubt.
 */
export function confidenceOf(notes: readonly QualityNote[] | undefined): string | null {
  for (const kind of CONFIDENCE_ORDER) {
    const note = notes?.find((entry) => entry.kind === kind);
    if (note) return note.to_user;
  }
  return null;
}
