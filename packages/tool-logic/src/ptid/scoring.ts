import { HOLLAND_LETTERS, type PtidResult } from '@career/api-sdk';
import { SUGGESTED_ACTIONS } from './suggestions';

// Personality-type (ptid) scoring, ptid/1 (docs/decisions/016-ptid-and-job-card.md, also on the
// tool's Storybook docs page). Pure, so it is tested on known answer sets.
//
// - Checklist: each activity rated 1–5 (싫다 … 좋다). A type's checklist score is
//   100 × Σ(rating − 1) / (4 × its activities): 0 when every one was disliked, 100 when every one liked.
// - Root: the three activities the user would most like to do add 5 points each to their type's
//   checklist score (at most 100).
// - Ranking: the user orders the six type descriptions; 1st → 100, 2nd → 80 … 6th → 0.
// - Combined = 0.7 × checklist + 0.3 × ranking, to one decimal. The code is the three letters with
//   the highest combined scores; equal scores are ordered by the user's own ranking, which has no
//   ties, so the code is always defined.
// - Recommendation fit of an occupation with code L1L2L3: Σ wᵢ × combined(Lᵢ) / Σ wᵢ with w = 3, 2, 1
//   (as many as the occupation has letters): the user's strength in what the work asks first counts most.

export type HollandLetter = (typeof HOLLAND_LETTERS)[number];

export const SCORING_VERSION = 'ptid/1';
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const PICK_COUNT = 3;
export const PICK_POINTS = 5;
export const CHECKLIST_WEIGHT = 0.7;
export const RANKING_WEIGHT = 0.3;
export const RANK_POINTS = [100, 80, 60, 40, 20, 0] as const;
/** A third and fourth type this close or closer make the code's last letter uncertain. */
export const NEAR_TIE = 3;
/** A profile whose highest and lowest types are this close or closer is reported as flat. */
export const FLAT_SPREAD = 12;
const LETTER_WEIGHTS = [3, 2, 1] as const;

export interface ScoredActivity {
  id: number;
  type: HollandLetter;
}

export interface PtidAnswers {
  /** Rating of each activity by id. */
  ratings: ReadonlyMap<number, number>;
  /** The ids of the activities the user would most like to do (root). */
  picks: readonly number[];
  /** The six types, most like the user first (ranking). */
  ranking: readonly string[];
}

export type TypeScore = PtidResult['scores'][number];

/** What a result is computed from and keeps: the six types and the activities as they read then. */
export type PtidContent = PtidResult['content'];

/** Answer items of a run: `a{activityId}` a rating 1–5, `picks` root's three, `ranking` the six letters. */
export const ratingItem = (activityId: number) => `a${activityId}`;
export const PICKS_ITEM = 'picks';
export const RANKING_ITEM = 'ranking';

export const isLetter = (value: unknown): value is HollandLetter =>
  typeof value === 'string' && (HOLLAND_LETTERS as readonly string[]).includes(value);

/** Reads a run's answers (items the run does not have are left out). */
export function answersFrom(values: Readonly<Record<string, unknown>>): PtidAnswers {
  const ratings = new Map<number, number>();
  for (const [item, value] of Object.entries(values)) {
    const match = /^a(\d+)$/.exec(item);
    if (match && typeof value === 'number') ratings.set(Number(match[1]), value);
  }
  const picks = values[PICKS_ITEM];
  const ranking = values[RANKING_ITEM];
  return {
    ratings,
    picks: Array.isArray(picks) ? picks.filter((id): id is number => typeof id === 'number') : [],
    ranking: Array.isArray(ranking) ? ranking.filter(isLetter) : [],
  };
}

/** The steps the code's first two letters suggest, each saying which type it is for. */
function suggestionsFor(code: string, types: PtidContent['types']): PtidResult['suggestions'] {
  return [...code.slice(0, 2)].filter(isLetter).flatMap((letter) => {
    const name = types.find((type) => type.code === letter)?.name ?? letter;
    return SUGGESTED_ACTIONS[letter].map((action) => ({
      content: action.content,
      due_in_days: action.dueInDays,
      topic: name,
    }));
  });
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The order of the scores: higher combined first; equal ones by the user's own ranking (the tie rule). */
export function byCombinedThenRank(a: TypeScore, b: TypeScore): number {
  return b.combined - a.combined || a.rank - b.rank;
}

function isRanking(ranking: readonly string[]): ranking is readonly HollandLetter[] {
  return ranking.length === HOLLAND_LETTERS.length && HOLLAND_LETTERS.every((letter) => ranking.includes(letter));
}

/** What is missing before a run can be scored, in Korean; empty when it is complete. */
export function missingAnswers(activities: readonly ScoredActivity[], answers: PtidAnswers): string[] {
  const problems: string[] = [];
  const unrated = activities.filter((activity) => {
    const rating = answers.ratings.get(activity.id);
    return rating === undefined || !Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX;
  }).length;
  if (unrated > 0) problems.push(`아직 답하지 않은 활동이 ${unrated}개 있습니다.`);
  const ids = new Set(activities.map((activity) => activity.id));
  const picks = new Set(answers.picks);
  if (picks.size !== PICK_COUNT || answers.picks.length !== PICK_COUNT || ![...picks].every((id) => ids.has(id))) {
    problems.push(`가장 해 보고 싶은 활동을 ${PICK_COUNT}개 골라 주세요.`);
  }
  if (!isRanking(answers.ranking)) problems.push('여섯 유형을 나와 닮은 순서대로 모두 놓아 주세요.');
  return problems;
}

/** Scores a complete run (see `missingAnswers`) and keeps the content it was computed from. */
export function scorePtid(content: PtidContent, answers: PtidAnswers): PtidResult {
  const { activities } = content;
  if (!isRanking(answers.ranking)) throw new Error('A ranking of the six types is required');
  const ranking = answers.ranking;
  const unsorted = HOLLAND_LETTERS.map((letter): TypeScore => {
    const own = activities.filter((activity) => activity.type === letter);
    const sum = own.reduce((total, activity) => total + ((answers.ratings.get(activity.id) ?? RATING_MIN) - 1), 0);
    const picked = own.filter((activity) => answers.picks.includes(activity.id)).map((activity) => activity.id);
    const base = own.length === 0 ? 0 : (100 * sum) / ((RATING_MAX - RATING_MIN) * own.length);
    const checklist = round1(Math.min(100, base + PICK_POINTS * picked.length));
    const rank = ranking.indexOf(letter) + 1;
    const combined = round1(CHECKLIST_WEIGHT * checklist + RANKING_WEIGHT * (RANK_POINTS[rank - 1] ?? 0));
    const liked = own
      .filter((activity) => answers.ratings.get(activity.id) === RATING_MAX)
      .map((activity) => activity.id);
    return { letter, checklist, rank, combined, liked, picked };
  });
  const scores = [...unsorted].sort(byCombinedThenRank);
  const [first, , third, fourth] = scores;
  const last = scores.at(-1);
  const ratings = activities.map((activity) => answers.ratings.get(activity.id));
  const nearTie = third !== undefined && fourth !== undefined && third.combined - fourth.combined <= NEAR_TIE;
  const code = scores
    .slice(0, 3)
    .map((score) => score.letter)
    .join('');
  return {
    code,
    scores,
    picks: [...answers.picks],
    flags: {
      nearTie,
      flat: first !== undefined && last !== undefined && first.combined - last.combined <= FLAT_SPREAD,
      sameAnswers: ratings.length > 0 && ratings.every((rating) => rating === ratings[0]),
      rankingApart: !code.includes(ranking[0] ?? ''),
    },
    runnerUp: nearTie && fourth ? fourth.letter : null,
    suggestions: suggestionsFor(code, content.types),
    content,
  };
}

export interface FitLetter {
  letter: HollandLetter;
  /** The user's combined score and place for this letter. */
  score: number;
  place: number;
}

export interface Fit {
  /** 0–100. */
  fit: number;
  /** The occupation's letters, as the user scored them: the "why" of a recommendation. */
  letters: FitLetter[];
}

/** How well an occupation with Holland code `occupationCode` fits a user's scores (see the header). */
export function fitOf(occupationCode: string, scores: readonly TypeScore[]): Fit {
  const letters = [...occupationCode].flatMap((letter) => {
    const index = scores.findIndex((score) => score.letter === letter);
    const score = scores[index];
    return score ? [{ letter: score.letter, score: score.combined, place: index + 1 }] : [];
  });
  const weights = LETTER_WEIGHTS.slice(0, letters.length);
  const total = weights.reduce((sum: number, weight) => sum + weight, 0);
  const weighted = letters.reduce((sum, letter, index) => sum + (weights[index] ?? 0) * letter.score, 0);
  return { fit: total === 0 ? 0 : round1(weighted / total), letters };
}

/**
 * Occupations ranked by fit (best first; equal fits by name), so the first are those whose first
 * letters are the user's strongest.
 */
export function rankByFit<T extends { name: string; holland: string }>(
  occupations: readonly T[],
  scores: readonly TypeScore[],
): (T & Fit)[] {
  return occupations
    .map((occupation) => ({ ...occupation, ...fitOf(occupation.holland, scores) }))
    .sort((a, b) => b.fit - a.fit || a.name.localeCompare(b.name, 'ko'));
}

/** What a result says, in a line (lists of past results): its code and the types' names. */
export const summaryOf = (result: PtidResult) =>
  `${result.code} (${[...result.code].map((letter) => result.content.types.find((type) => type.code === letter)?.name ?? letter).join('·')})`;
