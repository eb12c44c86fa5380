import { ANCHOR_CODES } from '@career/api-sdk';
import type { AnchorCode } from './content';

// Career-anchor scoring (../shared/TOOLS.md): each statement rated 1–6; the three statements most
// true of the user add 4 each; an anchor's score is the sum over its statements divided by their
// number (5 in the seed content; an admin may add or hide statements).
// Pure, so it is tested on known answer sets and documented where the result explains itself.

export const SCORING_VERSION = 'career-anchor/1';
export const RATING_MIN = 1;
export const RATING_MAX = 6;
export const PICK_COUNT = 3;
export const PICK_BONUS = 4;
/** Top anchors this close or closer are reported as nearly tied. */
export const NEAR_TIE = 0.4;
/** A profile whose highest and lowest anchors are this close or closer is reported as flat. */
export const FLAT_SPREAD = 1;

export interface ScoredStatement {
  id: number;
  anchor: AnchorCode;
}

export interface CareerAnchorAnswers {
  /** Rating of each statement by id. */
  ratings: ReadonlyMap<number, number>;
  /** The ids of the three statements most true of the user. */
  picks: readonly number[];
}

export interface AnchorScore {
  code: AnchorCode;
  score: number;
  /** Statements of this anchor that carried it: picked, or rated at the top of the scale. */
  carriedBy: number[];
}

export interface CareerAnchorResult {
  /** Every anchor, highest score first (ties in the spec's anchor order). */
  scores: AnchorScore[];
  top: [AnchorCode, AnchorCode];
  picks: number[];
  /** Honest about itself: what a reader must know before trusting a single label. */
  flags: { nearTie: boolean; flat: boolean; sameAnswers: boolean };
  /** The anchor just below the top two, shown when the second place is nearly tied with it. */
  runnerUp: AnchorCode | null;
}

/** What is missing before a run can be scored; empty when it is complete. */
export function missingAnswers(statements: readonly ScoredStatement[], answers: CareerAnchorAnswers): string[] {
  const problems: string[] = [];
  const unrated = statements.filter((statement) => {
    const rating = answers.ratings.get(statement.id);
    return rating === undefined || !Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX;
  }).length;
  if (unrated > 0) problems.push(`아직 답하지 않은 문항이 ${unrated}개 있습니다.`);
  const ids = new Set(statements.map((statement) => statement.id));
  const picks = new Set(answers.picks);
  if (picks.size !== PICK_COUNT || answers.picks.length !== PICK_COUNT || ![...picks].every((id) => ids.has(id))) {
    problems.push(`가장 나다운 문항을 ${PICK_COUNT}개 골라 주세요.`);
  }
  return problems;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Scores a complete set of answers (check `missingAnswers` first). */
export function scoreCareerAnchor(
  statements: readonly ScoredStatement[],
  answers: CareerAnchorAnswers,
): CareerAnchorResult {
  const picks = new Set(answers.picks);
  const scores = ANCHOR_CODES.map((code): AnchorScore => {
    const own = statements.filter((statement) => statement.anchor === code);
    const sum = own.reduce(
      (total, statement) =>
        total + (answers.ratings.get(statement.id) ?? 0) + (picks.has(statement.id) ? PICK_BONUS : 0),
      0,
    );
    const carriedBy = own
      .filter((statement) => picks.has(statement.id) || answers.ratings.get(statement.id) === RATING_MAX)
      .map((statement) => statement.id);
    return { code, score: round2(sum / Math.max(1, own.length)), carriedBy };
  });
  // Stable sort: equal scores keep the spec's anchor order.
  const ranked = [...scores].sort((a, b) => b.score - a.score);
  const [first, second, third] = ranked as [AnchorScore, AnchorScore, AnchorScore, ...AnchorScore[]];
  const last = ranked[ranked.length - 1] as AnchorScore;
  const ratings = statements.map((statement) => answers.ratings.get(statement.id));
  return {
    scores: ranked,
    top: [first.code, second.code],
    picks: [...answers.picks],
    flags: {
      nearTie: round2(first.score - second.score) <= NEAR_TIE,
      flat: round2(first.score - last.score) <= FLAT_SPREAD,
      sameAnswers: ratings.every((rating) => rating === ratings[0]),
    },
    runnerUp: round2(second.score - third.score) <= NEAR_TIE ? third.code : null,
  };
}
