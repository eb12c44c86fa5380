import { ANCHOR_CODES, type CareerAnchorResult } from '@career/api-sdk';
import type { AnchorCode } from './content';
import { suggestionsFor } from './suggestions';

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

type AnchorScore = CareerAnchorResult['scores'][number];

/** What a result is computed from and keeps: the anchors and the statements as they read then. */
export type CareerAnchorContent = CareerAnchorResult['content'];

/** Answer items of a run: `s{statementId}` a rating, `picks` the three picks. */
export const ratingItem = (statementId: number) => `s${statementId}`;
export const PICKS_ITEM = 'picks';

/** Reads a run's answers (items the run does not have are left out). */
export function answersFrom(values: Readonly<Record<string, unknown>>): CareerAnchorAnswers {
  const ratings = new Map<number, number>();
  for (const [item, value] of Object.entries(values)) {
    const match = /^s(\d+)$/.exec(item);
    if (match && typeof value === 'number') ratings.set(Number(match[1]), value);
  }
  const picks = values[PICKS_ITEM];
  return { ratings, picks: Array.isArray(picks) ? picks.filter((id): id is number => typeof id === 'number') : [] };
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

/**
 * Scores a complete set of answers (check `missingAnswers` first) against the content as it reads
 * now, and keeps that content with the result.
 */
export function scoreCareerAnchor(content: CareerAnchorContent, answers: CareerAnchorAnswers): CareerAnchorResult {
  const { statements } = content;
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
  const top: [AnchorCode, AnchorCode] = [first.code, second.code];
  return {
    scores: ranked,
    top,
    picks: [...answers.picks],
    flags: {
      nearTie: round2(first.score - second.score) <= NEAR_TIE,
      flat: round2(first.score - last.score) <= FLAT_SPREAD,
      sameAnswers: ratings.every((rating) => rating === ratings[0]),
    },
    runnerUp: round2(second.score - third.score) <= NEAR_TIE ? third.code : null,
    suggestions: suggestionsFor(top, content.anchors),
    content,
  };
}

/** What a result says, in a line (lists of past results): its top two anchors. */
export const summaryOf = (result: CareerAnchorResult) =>
  result.top.map((code) => result.content.anchors.find((anchor) => anchor.code === code)?.name ?? code).join(' · ');
