import { HOLLAND_LETTERS, PTID_TIE_MARGIN, type PtidResult, type QualityNote } from '@career/api-sdk';
import type { HollandLetter } from '../holland/congruence';
import { CONSISTENCY_MIN, consistencyOf, inconsistentNote, questionnaireNotes } from '../quality';
import { SUGGESTED_ACTIONS } from './suggestions';

// Personality-type (ptid) scoring, ptid/2 (decision 021; ptid/1 in decision 016). Pure, so it is
// tested on known answer sets and on simulated respondents (validation harness).
//
// - A type's score is its activities' alone: 100 × Σ(rating − 1) / (4 × its activities): 0 when
//   every one was disliked, 100 when every one liked. The code is the three highest.
// - The three most wanted activities (root) and the user's own ranking of the six only break near
//   ties: types within TIE_MARGIN (one rating step on one of ten activities) are ordered by how many
//   of the picks they hold, then by the user's own ranking, which has no ties, so the code is always
//   defined. Where the user's own first type stands lower by the activities, the result says so as
//   information ("스스로 꼽은 1순위 S는 활동 점수로는 4위입니다").
// - Trust: a near tie between the third and fourth type, a flat profile (activity scores within
//   FLAT_SPREAD), the same answer everywhere, long runs of one answer, answers faster than the
//   response-quality threshold, and activities of one type rated unalike (quality `consistencyOf`)
//   each add a note for the person and a flag for the counsellor.
// - Occupations are fitted by the congruence of their code with the user's (holland module).

export type { HollandLetter };

export const SCORING_VERSION = 'ptid/2';
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const PICK_COUNT = 3;
/** Types this close in activity score are a near tie, ordered by the picks and then the user's own ranking. */
export const TIE_MARGIN = PTID_TIE_MARGIN;
/** A third and fourth type this close or closer make the code's last letter uncertain. */
export const NEAR_TIE = 3;
/**
 * A first and second type this close or closer (activity points) are not told apart by ten answers
 * each: the validation harness puts the error of a difference at about 10 points at moderate
 * noise, so a lead under 15 is said to be uncertain (decision 021).
 */
export const LEAD_MARGIN = 15;
/** A profile whose highest and lowest types are this close or closer is reported as flat. */
export const FLAT_SPREAD = 12;

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

function isRanking(ranking: readonly string[]): ranking is readonly HollandLetter[] {
  return ranking.length === HOLLAND_LETTERS.length && HOLLAND_LETTERS.every((letter) => ranking.includes(letter));
}

/** Whether `a` goes before `b` when they are a near tie: more picks, then the user's own ranking. */
const breaksTieBefore = (a: TypeScore, b: TypeScore) =>
  a.picked.length > b.picked.length || (a.picked.length === b.picked.length && a.rank < b.rank);

/**
 * The scores in code order: by activity score, and within TIE_MARGIN by the picks, then the user's
 * own ranking (an insertion pass, so a type only moves past neighbours it nearly ties with).
 */
export function inCodeOrder(scores: readonly TypeScore[]): TypeScore[] {
  const ordered = [...scores].sort((a, b) => b.checklist - a.checklist || a.rank - b.rank);
  for (let index = 1; index < ordered.length; index += 1) {
    for (let at = index; at > 0; at -= 1) {
      const before = ordered[at - 1] as TypeScore;
      const current = ordered[at] as TypeScore;
      if (before.checklist - current.checklist > TIE_MARGIN || !breaksTieBefore(current, before)) break;
      ordered[at - 1] = current;
      ordered[at] = before;
    }
  }
  return ordered;
}

const typeScore = (activities: readonly ScoredActivity[], ratings: ReadonlyMap<number, number>) => {
  if (activities.length === 0) return 0;
  const sum = activities.reduce((total, activity) => total + ((ratings.get(activity.id) ?? RATING_MIN) - 1), 0);
  return (100 * sum) / ((RATING_MAX - RATING_MIN) * activities.length);
};

/** How consistently the activities were rated (quality `consistencyOf`, each type a scale). */
export function ratingConsistency(activities: readonly ScoredActivity[], ratings: ReadonlyMap<number, number>) {
  return consistencyOf(
    HOLLAND_LETTERS.map((letter) =>
      activities
        .filter((activity) => activity.type === letter)
        .map((activity) => ratings.get(activity.id) ?? RATING_MIN),
    ),
  );
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

export interface AnswerTimes {
  /** When each answer item was last saved (ms), by item; empty when unknown. */
  times?: ReadonlyMap<string, number>;
}

/** Scores a complete run (see `missingAnswers`) and keeps the content it was computed from. */
export function scorePtid(content: PtidContent, answers: PtidAnswers, { times }: AnswerTimes = {}): PtidResult {
  const { activities } = content;
  if (!isRanking(answers.ranking)) throw new Error('A ranking of the six types is required');
  const ranking = answers.ranking;
  const unsorted = HOLLAND_LETTERS.map((letter): TypeScore => {
    const own = activities.filter((activity) => activity.type === letter);
    const checklist = round1(typeScore(own, answers.ratings));
    const picked = own.filter((activity) => answers.picks.includes(activity.id)).map((activity) => activity.id);
    const liked = own
      .filter((activity) => answers.ratings.get(activity.id) === RATING_MAX)
      .map((activity) => activity.id);
    return { letter, checklist, rank: ranking.indexOf(letter) + 1, combined: checklist, liked, picked };
  });
  const scores = inCodeOrder(unsorted);
  const [first, , third, fourth] = scores;
  const last = scores.at(-1);
  const ratings = activities.map((activity) => answers.ratings.get(activity.id));
  const nearTie = third !== undefined && fourth !== undefined && third.checklist - fourth.checklist <= NEAR_TIE;
  const flat = first !== undefined && last !== undefined && first.checklist - last.checklist <= FLAT_SPREAD;
  const code = scores
    .slice(0, 3)
    .map((score) => score.letter)
    .join('');
  const selfFirst = ranking[0] as HollandLetter;
  const consistency = ratingConsistency(activities, answers.ratings);
  const nameOf = (letter: string) => content.types.find((type) => type.code === letter)?.name ?? letter;
  const quality: QualityNote[] = [
    ...questionnaireNotes({
      values: ratings,
      times: activities.flatMap((activity) => times?.get(ratingItem(activity.id)) ?? []),
    }),
  ];
  if (consistency !== null && consistency < CONSISTENCY_MIN && !flat) quality.push(inconsistentNote(consistency));
  if (flat) {
    quality.push({
      kind: 'flat',
      to_user:
        '여섯 유형의 활동 점수가 가깝게 모여 있습니다. 흥미가 아직 넓게 열려 있다는 뜻일 수 있으니, 세 글자에 얽매이지 말고 여러 분야를 살펴보세요.',
      to_counsellor: `평평한 프로파일: 최고와 최저 유형의 차이 ${round1((first?.checklist ?? 0) - (last?.checklist ?? 0))}점(기준 ${FLAT_SPREAD}점 이하).`,
    });
  }
  const second = scores[1];
  if (!flat && first && second && first.checklist - second.checklist < LEAD_MARGIN) {
    quality.push({
      kind: 'near_tie',
      to_user: `첫 번째 ${nameOf(first.letter)}(${first.checklist}점)와 두 번째 ${nameOf(second.letter)}(${second.checklist}점)의 차이가 ${LEAD_MARGIN}점보다 작아, 둘 중 어느 쪽이 더 강한지는 이 답만으로 확실하지 않습니다. 두 유형을 함께 살펴보세요.`,
      to_counsellor: `1·2위 근접(${LEAD_MARGIN}점 미만): ${first.letter} ${first.checklist}점, ${second.letter} ${second.checklist}점. 첫 글자를 단정하지 마세요.`,
    });
  }
  if (nearTie && !flat && third && fourth) {
    quality.push({
      kind: 'near_tie',
      to_user: `세 번째 글자 ${nameOf(third.letter)}(${third.checklist}점)와 네 번째 ${nameOf(fourth.letter)}(${fourth.checklist}점)의 점수가 ${NEAR_TIE}점 안으로 가깝습니다. 두 유형을 함께 살펴볼 만합니다.`,
      to_counsellor: `3·4위 근접: ${third.letter} ${third.checklist}점, ${fourth.letter} ${fourth.checklist}점.`,
    });
  }
  return {
    code,
    scores,
    picks: [...answers.picks],
    flags: {
      nearTie,
      flat,
      sameAnswers: ratings.length > 0 && ratings.every((rating) => rating === ratings[0]),
      rankingApart: !code.includes(selfFirst),
    },
    runnerUp: nearTie && fourth ? fourth.letter : null,
    suggestions: suggestionsFor(code, content.types),
    content,
    selfFirst: { letter: selfFirst, place: scores.findIndex((score) => score.letter === selfFirst) + 1 },
    consistency,
    quality,
  };
}

/** What a result says, in a line (lists of past results): its code and the types' names. */
export const summaryOf = (result: PtidResult) =>
  `${result.code} (${[...result.code].map((letter) => result.content.types.find((type) => type.code === letter)?.name ?? letter).join('·')})`;
