import { HOLLAND_LETTERS, type JobCardResult } from '@career/api-sdk';

// Job-card scoring, job-card/1 (docs/decisions/016-reference-data-ptid-and-job-card.md "Job card").
// Pure, so it is tested on known sets.
//
// - Profile: each liked card with Holland code L1L2L3 adds 3, 2, 1 points to its letters.
// - Code: the (up to) three letters with the most points; equal points go in RIASEC order, and a
//   letter no liked card has is never in it.
// - Reason counts: for each reason (the fixed ones, then the user's own), how many liked cards it
//   was given for.
// - Related occupations: every occupation that is not a sorted card's own (liked or disliked: the
//   user has already said what they think of it). Its interest part is
//   100 × Σ wᵢ × profile(Lᵢ) / (the highest profile value × Σ wᵢ) with w = 3, 2, 1 for its letters
//   L1L2L3, so an occupation led by the user's strongest letter comes first; plus 15 when it is in
//   the middle group of a liked card (the user was drawn to that kind of work). Score 0 is not
//   related; the 15 best are kept, equal scores by name. Each says why, in Korean.

export type HollandLetter = (typeof HOLLAND_LETTERS)[number];
export type Profile = Record<HollandLetter, number>;

export const SCORING_VERSION = 'job-card/1';
export const CATEGORY_BONUS = 15;
export const RECOMMEND_SIZE = 15;
const LETTER_WEIGHTS = [3, 2, 1] as const;

export interface Category {
  code: string;
  name: string;
}

/** A sorted card as scoring needs it (the card's id, its occupation's name, code and middle group). */
export interface SortedCard {
  card_id: number;
  occupation_id: number;
  name: string;
  holland: string;
  category: Category;
}

export interface Reason {
  key: string;
  label: string;
}

/** An occupation that may be recommended. */
export interface Candidate {
  id: number;
  name: string;
  holland: string;
  small: Category;
}

/** What the run's answers say, as read by `answersFrom`. */
export interface JobCardAnswers {
  liked: number[];
  disliked: number[];
  /** The reason keys given for each card, only keys of `reasons`, each once. */
  why: Map<number, string[]>;
  /** The fixed reasons, then the user's own (`own.{n}`). */
  reasons: Reason[];
}

export interface Sorting {
  liked: readonly SortedCard[];
  disliked: readonly SortedCard[];
  why: ReadonlyMap<number, readonly string[]>;
  reasons: readonly Reason[];
}

export const LIKED = 'liked';
export const DISLIKED = 'disliked';
export const OWN_ITEM = 'own';
export const ownReasonKey = (index: number) => `own.${index}`;

const round1 = (value: number) => Math.round(value * 10) / 10;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ko');

function lettersOf(holland: string): HollandLetter[] {
  return [...holland].filter((letter): letter is HollandLetter =>
    (HOLLAND_LETTERS as readonly string[]).includes(letter),
  );
}

/**
 * The user's own reasons from the `own` answer. Index n stays the key `own.{n}` even when an
 * earlier label is blank, so a reason given for a card never changes its label.
 */
export function ownReasons(value: unknown): Reason[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((label, index) =>
    typeof label === 'string' && label.trim() !== '' ? [{ key: ownReasonKey(index), label: label.trim() }] : [],
  );
}

/** Reads a run's answers: `card.{id}`, `why.{id}`, `own` (see the contract's header). */
export function answersFrom(values: Readonly<Record<string, unknown>>, fixed: readonly Reason[]): JobCardAnswers {
  const reasons = [...fixed, ...ownReasons(values[OWN_ITEM])];
  const known = new Set(reasons.map((reason) => reason.key));
  const liked: number[] = [];
  const disliked: number[] = [];
  const why = new Map<number, string[]>();
  for (const [item, value] of Object.entries(values)) {
    const card = /^card\.(\d+)$/.exec(item);
    if (card) {
      if (value === LIKED) liked.push(Number(card[1]));
      else if (value === DISLIKED) disliked.push(Number(card[1]));
      continue;
    }
    const given = /^why\.(\d+)$/.exec(item);
    if (given && Array.isArray(value)) {
      const keys = value.filter((key): key is string => typeof key === 'string' && known.has(key));
      why.set(Number(given[1]), [...new Set(keys)]);
    }
  }
  return { liked: liked.sort((a, b) => a - b), disliked: disliked.sort((a, b) => a - b), why, reasons };
}

/** What is missing before a run can be scored, in Korean; empty when it is complete. */
export function missingAnswers(sorting: Pick<Sorting, 'liked' | 'why'>): string[] {
  if (sorting.liked.length === 0) return ['끌리는 직업 카드를 하나 이상 골라 주세요.'];
  const unexplained = sorting.liked.filter((card) => (sorting.why.get(card.card_id) ?? []).length === 0);
  if (unexplained.length === 0) return [];
  const names = [...unexplained]
    .sort(byName)
    .map((card) => card.name)
    .join(', ');
  return [`끌린 이유를 고르지 않은 카드가 있습니다: ${names}. 끌린 카드마다 이유를 하나 이상 골라 주세요.`];
}

export function profileOf(liked: readonly Pick<SortedCard, 'holland'>[]): Profile {
  const profile = Object.fromEntries(HOLLAND_LETTERS.map((letter) => [letter, 0])) as Profile;
  for (const card of liked) {
    lettersOf(card.holland)
      .slice(0, LETTER_WEIGHTS.length)
      .forEach((letter, index) => {
        profile[letter] += LETTER_WEIGHTS[index] ?? 0;
      });
  }
  return profile;
}

/** Up to three letters, most points first; equal points in RIASEC order (the sort is stable). */
export function codeOf(profile: Profile): string {
  return HOLLAND_LETTERS.filter((letter) => profile[letter] > 0)
    .sort((a, b) => profile[b] - profile[a])
    .slice(0, 3)
    .join('');
}

/** The interest part of a score, 0–100 (see the header). */
export function interestOf(holland: string, profile: Profile): number {
  const letters = lettersOf(holland).slice(0, LETTER_WEIGHTS.length);
  const highest = Math.max(...HOLLAND_LETTERS.map((letter) => profile[letter]));
  if (letters.length === 0 || highest === 0) return 0;
  const weights = LETTER_WEIGHTS.slice(0, letters.length);
  const total = weights.reduce((sum: number, weight) => sum + weight, 0);
  const weighted = letters.reduce((sum, letter, index) => sum + (weights[index] ?? 0) * profile[letter], 0);
  return (100 * weighted) / (highest * total);
}

/** Whether the word's last sound, as read aloud, ends in a consonant (받침); null when unknown. */
function endsInConsonant(word: string): boolean | null {
  const last = word.replace(/[^\p{L}\p{N}]+$/u, '').at(-1);
  if (!last) return null;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  // L 엘, M 엠, N 엔, R 알; 0 영, 1 일, 3 삼, 6 육, 7 칠, 8 팔.
  if (/[a-z]/i.test(last)) return /[lmnr]/i.test(last);
  if (/\d/.test(last)) return /[013678]/.test(last);
  return null;
}

/** The word with the particle that fits it: `withParticle('디자이너', '과', '와')` → '디자이너와'. */
export function withParticle(word: string, afterConsonant: string, afterVowel: string): string {
  const consonant = endsInConsonant(word);
  if (consonant === null) return `${word}${afterVowel}(${afterConsonant})`;
  return `${word}${consonant ? afterConsonant : afterVowel}`;
}

export interface Related {
  score: number;
  why: string[];
}

function whyInterest(holland: string, profile: Profile, code: string): string | null {
  const letters = lettersOf(holland).filter((letter) => profile[letter] > 0);
  if (letters.length === 0) return null;
  if (holland[0] === code[0])
    return `끌린 카드들의 공통 흥미 코드 ${withParticle(code, '과', '와')} 첫 글자가 같습니다`;
  const shared = letters.filter((letter) => code.includes(letter));
  if (shared.length > 0) {
    return `흥미 코드 ${holland}의 ${withParticle(shared.join('·'), '이', '가')} 끌린 카드들의 공통 흥미 코드 ${code}에도 있습니다`;
  }
  return `흥미 코드 ${holland}의 ${withParticle(letters.join('·'), '이', '가')} 끌린 카드 가운데 일부에도 있습니다`;
}

function whyCategory(small: Category, liked: readonly SortedCard[]): string | null {
  const names = liked
    .filter((card) => card.category.code === small.code)
    .map((card) => card.name)
    .sort((a, b) => a.localeCompare(b, 'ko'));
  if (names.length === 0) return null;
  const shown = names.slice(0, 2).join(', ') + (names.length > 2 ? ` 외 ${names.length - 2}장` : '');
  return `끌린 카드 ${withParticle(shown, '과', '와')} 같은 분류(${small.name})`;
}

/**
 * Occupations related to the liked cards, best first (equal scores by name), at most `size`; never
 * a sorted card's own occupation.
 */
export function recommend<T extends Candidate>(
  candidates: readonly T[],
  sorting: Pick<Sorting, 'liked' | 'disliked'>,
  size = RECOMMEND_SIZE,
): (T & Related)[] {
  if (sorting.liked.length === 0) return [];
  const profile = profileOf(sorting.liked);
  const code = codeOf(profile);
  const sorted = new Set([...sorting.liked, ...sorting.disliked].map((card) => card.occupation_id));
  const likedCategories = new Set(sorting.liked.map((card) => card.category.code));
  return candidates
    .filter((candidate) => !sorted.has(candidate.id))
    .map((candidate) => {
      const bonus = likedCategories.has(candidate.small.code) ? CATEGORY_BONUS : 0;
      const why = [whyInterest(candidate.holland, profile, code), whyCategory(candidate.small, sorting.liked)];
      return {
        ...candidate,
        score: round1(interestOf(candidate.holland, profile) + bonus),
        why: why.filter((line): line is string => line !== null),
      };
    })
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score || byName(a, b))
    .slice(0, size);
}

/** Scores a complete run (see `missingAnswers`). */
export function scoreJobCard(sorting: Sorting, candidates: readonly Candidate[]): JobCardResult {
  if (missingAnswers(sorting).length > 0) throw new Error('Every liked card needs a reason before scoring');
  const profile = profileOf(sorting.liked);
  const liked = [...sorting.liked].sort(byName);
  const reasonsOf = (card: SortedCard) => [...(sorting.why.get(card.card_id) ?? [])];
  const reasonCounts = sorting.reasons
    .map((reason) => ({
      key: reason.key,
      label: reason.label,
      count: liked.filter((card) => reasonsOf(card).includes(reason.key)).length,
    }))
    .sort((a, b) => b.count - a.count);
  const result: Omit<JobCardResult, 'suggestions'> = {
    liked: liked.map((card) => ({
      card_id: card.card_id,
      name: card.name,
      holland: card.holland,
      category: { code: card.category.code, name: card.category.name },
      reasons: reasonsOf(card),
    })),
    disliked_count: sorting.disliked.length,
    profile,
    code: codeOf(profile),
    reason_counts: reasonCounts,
    recommendations: recommend(candidates, sorting).map((occupation) => ({
      occupation_id: occupation.id,
      name: occupation.name,
      score: occupation.score,
      why: occupation.why,
    })),
  };
  return { ...result, suggestions: suggestionsFor(result) };
}

/**
 * Next steps a result suggests: talk to someone in the most explained liked job, look into the
 * best related occupations, turn the reason given most into conditions, and try the field's work.
 */
export function suggestionsFor(result: Omit<JobCardResult, 'suggestions'>): JobCardResult['suggestions'] {
  const suggestions: JobCardResult['suggestions'] = [];
  const [topLiked] = [...result.liked].sort((a, b) => b.reasons.length - a.reasons.length);
  const [first, second] = result.recommendations;
  const topReason = result.reason_counts.find((reason) => reason.count > 0);
  const add = (content: string, dueInDays: number, topic: string) =>
    suggestions.push({ content, due_in_days: dueInDays, topic });
  if (topLiked) add(`${topLiked.name} 종사자에게 인터뷰 요청하기`, 14, '끌린 직업');
  if (first) add(`관련 직업 ${first.name}의 하는 일과 준비 과정 찾아보기`, 7, '관련 직업');
  if (second) add(`관련 직업 ${second.name}의 채용 공고 두 개 찾아 읽기`, 14, '관련 직업');
  if (topReason)
    add(`가장 많이 고른 끌린 이유(${topReason.label})가 채워지는 일의 조건을 세 가지로 적어 보기`, 7, '끌린 이유');
  if (topLiked) add(`${topLiked.category.name} 분야의 직업 체험이나 교육 과정 하나 신청하기`, 30, '끌린 직업');
  return suggestions;
}

/** What a result says, in a line (lists of past results): the liked cards' code and how many. */
export const summaryOf = (result: JobCardResult) =>
  result.code ? `${result.code} · 끌린 카드 ${result.liked.length}장` : `끌린 카드 ${result.liked.length}장`;
