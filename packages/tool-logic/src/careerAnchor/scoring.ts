import { ANCHOR_CODES, type CareerAnchorResult, type QualityNote } from '@career/api-sdk';
import { CONSISTENCY_MIN, consistencyOf, inconsistentNote, questionnaireNotes, tieOrderNote } from '../quality';
import type { AnchorCode } from './content';
import { suggestionsFor } from './suggestions';

// Career-anchor scoring (../shared/TOOLS.md): each statement rated 1–6; the three statements most
// true of the user add 4 each; an anchor's score is the sum over its statements divided by their
// number (5 in the seed content; an admin may add or hide statements).
// Pure, so it is tested on known answer sets and documented where the result explains itself.
//
// career-anchor/2 (decision 021) keeps the same scores and adds what makes them honest: the
// highest score the content allows (8.4 with five statements an anchor: 6 × 5 + 4 × 3, over 5),
// every anchor sharing the second place's score (the anchor order put them in a row, and a note says
// so), every anchor close to the second, and the response-quality notes (pace, runs, consistency).

export const SCORING_VERSION = 'career-anchor/2';
export const RATING_MIN = 1;
export const RATING_MAX = 6;
export const PICK_COUNT = 3;
export const PICK_BONUS = 4;
/** Top anchors this close or closer are reported as nearly tied. */
export const NEAR_TIE = 0.4;
/**
 * A first and second anchor closer than this are not told apart by five answers each (and the
 * picks' bonus, which moves an anchor by up to 2.4): in the validation harness at moderate noise a
 * lead of 2.5 or more names the true first 95 times in 100, so a smaller lead is said to be
 * uncertain (decisions 021, 030; a lead of 1.5 did so 9 times in 10).
 */
export const LEAD_MARGIN = 2.5;
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

/** The highest score an anchor can have with this content: every statement rated 6, as many picks as it holds. */
export function maxScore(statements: readonly ScoredStatement[]): number {
  const counts = ANCHOR_CODES.map((code) => statements.filter((statement) => statement.anchor === code).length);
  return Math.max(
    ...counts.map((count) =>
      count === 0 ? 0 : round2((RATING_MAX * count + PICK_BONUS * Math.min(PICK_COUNT, count)) / count),
    ),
  );
}

export interface AnswerTimes {
  /** When each answer item was last saved (ms), by item; empty when unknown. */
  times?: ReadonlyMap<string, number>;
}

/**
 * Scores a complete set of answers (check `missingAnswers` first) against the content as it reads
 * now, and keeps that content with the result.
 */
export function scoreCareerAnchor(
  content: CareerAnchorContent,
  answers: CareerAnchorAnswers,
  { times }: AnswerTimes = {},
): CareerAnchorResult {
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
  // Stable sort: equal scores keep the spec's anchor order (and `tied` says so).
  const ranked = [...scores].sort((a, b) => b.score - a.score);
  const [first, second] = ranked as [AnchorScore, AnchorScore, ...AnchorScore[]];
  const last = ranked[ranked.length - 1] as AnchorScore;
  const ratings = statements.map((statement) => answers.ratings.get(statement.id));
  const top: [AnchorCode, AnchorCode] = [first.code, second.code];
  const nameOf = (code: string) => content.anchors.find((anchor) => anchor.code === code)?.name ?? code;
  const tied = ranked.filter((score) => score.score === second.score).map((score) => score.code);
  const close = ranked
    .filter((score) => !tied.includes(score.code) && score.code !== first.code)
    .filter((score) => round2(second.score - score.score) <= NEAR_TIE)
    .map((score) => score.code);
  const flat = round2(first.score - last.score) <= FLAT_SPREAD;
  const quality: QualityNote[] = questionnaireNotes({
    values: ratings,
    times: statements.flatMap((statement) => times?.get(ratingItem(statement.id)) ?? []),
  });
  const consistency = consistencyOf(
    ANCHOR_CODES.map((code) =>
      statements
        .filter((statement) => statement.anchor === code)
        .map((statement) => answers.ratings.get(statement.id) ?? 0),
    ),
  );
  if (consistency !== null && consistency < CONSISTENCY_MIN && !flat) quality.push(inconsistentNote(consistency));
  if (flat) {
    quality.push({
      kind: 'flat',
      to_user:
        '여덟 앵커의 점수가 1점 안에 모여 있습니다. 아직 한 가지 가치가 뚜렷하지 않을 수 있으니 결과를 단정하지 말고 경험을 더 쌓으며 다시 해 보세요.',
      to_counsellor: `평평한 프로파일: 최고와 최저 앵커의 차이 ${round2(first.score - last.score)}점(기준 ${FLAT_SPREAD}점 이하).`,
    });
  }
  const lead = round2(first.score - second.score);
  if (!flat && lead < LEAD_MARGIN) {
    quality.push({
      kind: 'near_tie',
      to_user: `가장 높은 ${nameOf(first.code)}(${first.score}점)와 두 번째 ${nameOf(second.code)}(${second.score}점)의 차이가 ${LEAD_MARGIN}점보다 작아, 둘의 순서는 이 답만으로 확실하지 않습니다. 두 앵커를 함께 살펴보세요.`,
      to_counsellor: `1·2위 근접(${LEAD_MARGIN}점 미만): ${first.code} ${first.score}, ${second.code} ${second.score}.`,
    });
  }
  if (tied.length > 1) quality.push(tieOrderNote(tied.map(nameOf), '검사의 앵커 순서'));
  if (!flat && close.length > 0) {
    const names = close.map(nameOf).join(', ');
    quality.push({
      kind: 'near_tie',
      to_user: `${names}도 두 번째 앵커와 점수가 ${NEAR_TIE}점 안으로 가까워 함께 살펴볼 만합니다.`,
      to_counsellor: `2위 근접(${NEAR_TIE}점 이내): ${names}.`,
    });
  }
  return {
    scores: ranked,
    top,
    picks: [...answers.picks],
    flags: {
      nearTie: round2(first.score - second.score) <= NEAR_TIE,
      flat,
      sameAnswers: ratings.every((rating) => rating === ratings[0]),
    },
    runnerUp: close[0] ?? null,
    // A tie decides no anchor by the test's order: each tied anchor gets a step of its own.
    suggestions:
      tied.length < 2
        ? suggestionsFor(top, content.anchors)
        : tied.includes(first.code)
          ? suggestionsFor([], content.anchors, tied)
          : suggestionsFor([first.code], content.anchors, tied),
    content,
    max: maxScore(statements),
    tied,
    close,
    quality,
  };
}

/** What a result says, in a line (lists of past results): its top two anchors. */
export const summaryOf = (result: CareerAnchorResult) =>
  result.top.map((code) => result.content.anchors.find((anchor) => anchor.code === code)?.name ?? code).join(' · ');
