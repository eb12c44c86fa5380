import type { EDUCATION_LEVELS, JobCardAnyResult, JobCardResult, QualityNote } from '@career/api-sdk';
import { HOLLAND_LETTERS, HOLLAND_NAMES } from '@career/api-sdk';
import { rankByCongruence, whyCongruent, withTies } from '../holland/congruence';
import { FAST_SECONDS_PER_ITEM, MIN_TIMED_ANSWERS, medianGapSeconds, tieOrderNote } from '../quality';
import { listOf, withParticle } from '../text/korean';
import { JOB_CARD_DISLIKED_REASONS, JOB_CARD_REASONS } from './content';
import { warmUpReading } from './warmUp';

// Job-card scoring, job-card/3 (docs/decisions/016-reference-data-ptid-and-job-card.md "Job card",
// decision 030). Pure, so it is tested on known sets.
//
// - Only the cards dealt to the run and still active count (the caller passes those); every one
//   must be on a pile, and every liked and every disliked card needs a reason (unsure ones none).
// - Attraction of each type, 0–100 (`shares`): every sorted card whose code carries the type's
//   letter counts, weighted 3, 2, 1 by the letter's place, as 끌린다 1, 잘 모르겠다 ½, 끌리지
//   않는다 0. All three piles speak (job-card/2 counted only the liked cards, so a letter that sits
//   second in many cards gathered points a person never gave it), and the deck deals every type
//   as often (deal.ts), so it says what attracted, not what was dealt. The liked cards' points
//   (`profile`) and the points over every sorted card (`available`) are kept beside them.
// - Code: the (up to) three letters with the highest attraction among those some liked card
//   carries; equal attraction goes in RIASEC order, which a quality note then says; '' when
//   nothing was liked (then no code and no occupations are made up).
// - How sure: a first letter leading the second by less than LEAD_MARGIN is said to be uncertain;
//   a sort whose six attractions lie within FLAT_SPREAD is said not to show a type. Both
//   thresholds come from the validation harness (decision 030).
// - Related occupations: by congruence of their code with the sort's code (Iachan's M index, the
//   shared holland module), never a liked or disliked card's own occupation. Equal fits stay
//   equal: the second key (it orders, it adds nothing to the fit) is whether the occupation is in
//   the middle group of a liked card, then the name; each says how many others share its fit.
// - Quality notes: all or nearly all liked, none liked, every card unsure, ties decided by RIASEC
//   order, near ties, flat sorts, cards sorted too fast (the median gap between
//   the cards' saves).
// - The warm-up answers weigh nothing: the result shows each beside what was liked (warmUp.ts),
//   and the career stage picks which next steps are suggested.

export type HollandLetter = (typeof HOLLAND_LETTERS)[number];
export type Profile = Record<HollandLetter, number>;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export type Pile = 'liked' | 'unsure' | 'disliked';

export const SCORING_VERSION = 'job-card/3';
export const RECOMMEND_SIZE = 15;
/** Liking this share of the sorted cards or more is "all or nearly all" (a quality note)... */
export const ALL_CHOSEN_SHARE = 0.9;
/** ...once at least this many cards were sorted. */
export const MIN_SORTED_FOR_SHARE = 10;
const LETTER_WEIGHTS = [3, 2, 1] as const;
/**
 * A first letter leading the second by less than this (attraction points, 0–100) is said to be
 * uncertain. A card sort seldom orders its first two letters surely: in the validation harness
 * (decision 030) a lead this large names the true first letter about 9 times in 10, and most sorts
 * lead by less, so most results say the order of the first two is open.
 */
export const LEAD_MARGIN = 25;
/**
 * Six attractions this close together (highest minus lowest) show no type (a flat sort): about one
 * random sort in three and one in twenty of the harness's consistent sorts at moderate noise. A card
 * sort tells random sorters from others far less well than a rated questionnaire (decision 030).
 */
export const FLAT_SPREAD = 17.5;
const TIE_RULE = 'R·I·A·S·E·C 순서 규칙';

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
  education: EducationLevel;
  small: Category;
}

export const LIKED = 'liked';
export const UNSURE = 'unsure';
export const DISLIKED = 'disliked';
export const PILES: readonly Pile[] = [LIKED, UNSURE, DISLIKED];
export const OWN_ITEM = 'own';
export const OWN_DISLIKED_ITEM = 'own_disliked';
export const ownReasonKey = (index: number) => `own.${index}`;
export const ownDislikedReasonKey = (index: number) => `own_disliked.${index}`;
export const isPile = (value: unknown): value is Pile => value === LIKED || value === UNSURE || value === DISLIKED;

/** What the run's answers say, as read by `answersFrom`. */
export interface JobCardAnswers {
  /** Each card on a pile, by id. */
  piles: Map<number, Pile>;
  /** The reason keys given for each liked or disliked card, only keys of its pile's set, each once. */
  why: Map<number, string[]>;
  /** For liked cards: the fixed reasons, then the user's own (`own.{n}`). */
  reasons: Reason[];
  /** For disliked cards: the fixed reasons, then the user's own (`own_disliked.{n}`). */
  dislikedReasons: Reason[];
  /** The warm-up answers: question key → option key. */
  warmUp: Map<string, string>;
  /** The chosen middle groups, each once, in the order chosen. */
  categories: string[];
}

/** The run's sort, as scoring takes it: the cards dealt and still active, on their piles. */
export interface Sorting {
  /** How many cards were dealt to the run (active ones). */
  dealt: number;
  liked: readonly SortedCard[];
  unsure: readonly SortedCard[];
  disliked: readonly SortedCard[];
  why: ReadonlyMap<number, readonly string[]>;
  reasons: readonly Reason[];
  dislikedReasons: readonly Reason[];
  warmUp: ReadonlyMap<string, string>;
  /** When each sorted card's answer was last saved (ms since the epoch), for the pace; may be empty. */
  times: readonly number[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ko');

function lettersOf(holland: string): HollandLetter[] {
  return [...holland].filter((letter): letter is HollandLetter =>
    (HOLLAND_LETTERS as readonly string[]).includes(letter),
  );
}

/** A letter with its type's name: 'S(사회형)'. */
export const namedLetter = (letter: string) =>
  letter in HOLLAND_NAMES ? `${letter}(${HOLLAND_NAMES[letter as HollandLetter]})` : letter;

/**
 * The user's own reasons from an `own` answer, keys by `keyOf`. Index n stays the key even when an
 * earlier label is blank, so a reason given for a card never changes its label.
 */
export function ownReasons(value: unknown, keyOf: (index: number) => string = ownReasonKey): Reason[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((label, index) =>
    typeof label === 'string' && label.trim() !== '' ? [{ key: keyOf(index), label: label.trim() }] : [],
  );
}

/** Reads a run's answers (see the contract's header); reasons are kept only from their pile's set. */
export function answersFrom(
  values: Readonly<Record<string, unknown>>,
  fixed: readonly Reason[] = JOB_CARD_REASONS,
  fixedDisliked: readonly Reason[] = JOB_CARD_DISLIKED_REASONS,
): JobCardAnswers {
  const reasons = [...fixed, ...ownReasons(values[OWN_ITEM])];
  const dislikedReasons = [...fixedDisliked, ...ownReasons(values[OWN_DISLIKED_ITEM], ownDislikedReasonKey)];
  const known = {
    liked: new Set(reasons.map((reason) => reason.key)),
    disliked: new Set(dislikedReasons.map((r) => r.key)),
  };
  const piles = new Map<number, Pile>();
  const given = new Map<number, unknown[]>();
  const warmUp = new Map<string, string>();
  for (const [item, value] of Object.entries(values)) {
    const card = /^card\.(\d+)$/.exec(item);
    if (card && isPile(value)) piles.set(Number(card[1]), value);
    const why = /^why\.(\d+)$/.exec(item);
    if (why && Array.isArray(value)) given.set(Number(why[1]), value);
    const question = /^w\.([a-z0-9_-]+)$/.exec(item);
    if (question?.[1] && typeof value === 'string') warmUp.set(question[1], value);
  }
  const why = new Map<number, string[]>();
  for (const [cardId, keys] of given) {
    const pile = piles.get(cardId);
    if (pile !== LIKED && pile !== DISLIKED) continue;
    const set = pile === LIKED ? known.liked : known.disliked;
    why.set(cardId, [...new Set(keys.filter((key): key is string => typeof key === 'string' && set.has(key)))]);
  }
  const chosen = values.categories;
  const categories = Array.isArray(chosen)
    ? [...new Set(chosen.filter((code): code is string => typeof code === 'string'))]
    : [];
  return { piles, why, reasons, dislikedReasons, warmUp, categories };
}

/** The card ids on one pile, in order. */
export const onPile = (answers: Pick<JobCardAnswers, 'piles'>, pile: Pile) =>
  [...answers.piles].flatMap(([id, on]) => (on === pile ? [id] : [])).sort((a, b) => a - b);

/** Names for a message: all of a few, else the first five and how many more. */
function namesOf(cards: readonly SortedCard[]): string {
  const names = [...cards].sort(byName).map((card) => card.name);
  return names.length <= 5 ? names.join(', ') : `${names.slice(0, 5).join(', ')} 외 ${names.length - 5}장`;
}

/** What is missing before a run can be scored, in Korean; empty when it is complete. */
export function missingAnswers(sorting: Pick<Sorting, 'dealt' | 'liked' | 'unsure' | 'disliked' | 'why'>): string[] {
  if (sorting.dealt === 0) return ['나누어 받은 직업 카드가 없습니다. 직업 분류를 고르고 카드를 받아 주세요.'];
  const missing: string[] = [];
  const left = sorting.dealt - sorting.liked.length - sorting.unsure.length - sorting.disliked.length;
  if (left > 0)
    missing.push(`아직 나누지 않은 카드가 ${left}장 있습니다. 모든 카드를 세 더미 가운데 하나에 놓아 주세요.`);
  const without = (cards: readonly SortedCard[]) =>
    cards.filter((card) => (sorting.why.get(card.card_id) ?? []).length === 0);
  const liked = without(sorting.liked);
  if (liked.length > 0)
    missing.push(
      `끌린 이유를 고르지 않은 카드가 있습니다: ${namesOf(liked)}. 끌린 카드마다 이유를 하나 이상 골라 주세요.`,
    );
  const disliked = without(sorting.disliked);
  if (disliked.length > 0)
    missing.push(
      `끌리지 않은 이유를 고르지 않은 카드가 있습니다: ${namesOf(disliked)}. 끌리지 않은 카드마다 이유를 하나 이상 골라 주세요.`,
    );
  return missing;
}

export function profileOf(cards: readonly Pick<SortedCard, 'holland'>[]): Profile {
  const profile = Object.fromEntries(HOLLAND_LETTERS.map((letter) => [letter, 0])) as Profile;
  for (const card of cards) {
    lettersOf(card.holland)
      .slice(0, LETTER_WEIGHTS.length)
      .forEach((letter, index) => {
        profile[letter] += LETTER_WEIGHTS[index] ?? 0;
      });
  }
  return profile;
}

/**
 * The letters some liked card carries, highest attraction first; equal attraction in RIASEC order
 * (the sort is stable).
 */
function rankedLetters(shares: Profile, profile: Profile): HollandLetter[] {
  return HOLLAND_LETTERS.filter((letter) => profile[letter] > 0).sort((a, b) => shares[b] - shares[a]);
}

/** Up to three letters (see the header): by attraction among the letters of the liked cards. */
export function codeOf(shares: Profile, profile: Profile): string {
  return rankedLetters(shares, profile).slice(0, 3).join('');
}

/**
 * What a sort says of the six types: the liked cards' points, the points over every sorted card,
 * each type's attraction (0–100, one decimal; 0 for a type no sorted card carries) and the code.
 */
export interface SortReading {
  profile: Profile;
  available: Profile;
  shares: Profile;
  code: string;
}

export function readSort(sorting: Pick<Sorting, 'liked' | 'unsure' | 'disliked'>): SortReading {
  const profile = profileOf(sorting.liked);
  const unsure = profileOf(sorting.unsure);
  const available = profileOf([...sorting.liked, ...sorting.unsure, ...sorting.disliked]);
  // 끌린다 counts whole, 잘 모르겠다 half, 끌리지 않는다 nothing, of what the sorted cards offered.
  const shares = Object.fromEntries(
    HOLLAND_LETTERS.map((letter) => [
      letter,
      available[letter] === 0 ? 0 : round1((100 * (profile[letter] + unsure[letter] / 2)) / available[letter]),
    ]),
  ) as Profile;
  return { profile, available, shares, code: codeOf(shares, profile) };
}

/** An attraction as the notes say it: '62.5'. */
const shareText = (share: number) => share.toLocaleString('ko-KR');

/**
 * A note for ties the RIASEC order decided: letters of the code with equal attraction (their order
 * says nothing), and a tie across the code's edge (a letter left out only by the order). Two ties
 * make one note (a result has one note of a kind).
 */
export function tieNotes({ shares, profile }: Pick<SortReading, 'shares' | 'profile'>): QualityNote[] {
  const ranked = rankedLetters(shares, profile);
  const code = ranked.slice(0, 3);
  const notes: QualityNote[] = [];
  for (const share of [...new Set(code.map((letter) => shares[letter]))]) {
    const tied = ranked.filter((letter) => shares[letter] === share);
    if (tied.length < 2) continue;
    const inCode = tied.filter((letter) => code.includes(letter));
    const outside = tied.filter((letter) => !code.includes(letter));
    if (outside.length === 0) {
      notes.push(tieOrderNote(tied.map(namedLetter), TIE_RULE));
      continue;
    }
    const left = outside.map(namedLetter).join('·');
    notes.push({
      kind: 'tie_order',
      to_user: `${listOf(tied.map(namedLetter))}의 끌림 정도가 ${shareText(share)}로 같습니다. 코드에는 세 글자만 들어가 ${TIE_RULE}에 따라 ${withParticle(inCode.join('·'), '이/가')} 들어갔을 뿐, ${left}도 똑같이 끌린 유형입니다.`,
      to_counsellor: `동점이 코드 경계에 걸침: ${tied.join('·')} 각 ${shareText(share)}, ${withParticle(outside.join('·'), '은/는')} ${TIE_RULE}으로 코드에서 빠짐.`,
    });
  }
  return notes;
}

/** Notes on how sure the code is: a flat sort, a near tie of the first two letters. */
function certaintyNotes(reading: Pick<SortReading, 'shares' | 'profile'>): QualityNote[] {
  const values = HOLLAND_LETTERS.map((letter) => reading.shares[letter]);
  const spread = round1(Math.max(...values) - Math.min(...values));
  if (spread < FLAT_SPREAD) {
    return [
      {
        kind: 'flat',
        to_user: `여섯 유형의 끌림 정도가 ${shareText(spread)}점 안에 모여 있어, 이 카드 분류로는 특히 끌리는 유형이 드러나지 않았습니다. 코드는 참고로만 보고, 끌린 카드 하나하나와 그 이유를 살펴보세요.`,
        to_counsellor: `평평한 분류: 끌림 정도의 최고와 최저 차이 ${shareText(spread)}점(기준 ${FLAT_SPREAD}점 미만). 코드를 해석하지 마세요.`,
      },
    ];
  }
  const [first, second] = rankedLetters(reading.shares, reading.profile);
  if (!first || !second || reading.shares[first] - reading.shares[second] >= LEAD_MARGIN) return [];
  return [
    {
      kind: 'near_tie',
      to_user: `첫 글자 ${withParticle(`${first}(${HOLLAND_NAMES[first]}, ${shareText(reading.shares[first])})`, '과/와')} 둘째 글자 ${second}(${HOLLAND_NAMES[second]}, ${shareText(reading.shares[second])})의 차이가 ${LEAD_MARGIN}점보다 작아, 둘 중 어느 쪽에 더 끌리는지는 이 분류만으로 확실하지 않습니다. 두 유형을 함께 살펴보세요.`,
      to_counsellor: `1·2위 근접(${LEAD_MARGIN}점 미만): ${first} ${shareText(reading.shares[first])}, ${second} ${shareText(reading.shares[second])}. 첫 글자를 단정하지 마세요.`,
    },
  ];
}

const percent = (part: number, whole: number) => Math.round((100 * part) / Math.max(1, whole));

/** Notes on how the sort was answered (see the header). */
export function qualityNotes(
  sorting: Sorting,
  reading: Pick<SortReading, 'shares' | 'profile'> = readSort(sorting),
): QualityNote[] {
  const notes: QualityNote[] = [];
  const liked = sorting.liked.length;
  const sorted = liked + sorting.unsure.length + sorting.disliked.length;
  const pace = sorting.times.length >= MIN_TIMED_ANSWERS ? medianGapSeconds(sorting.times) : null;
  if (pace !== null && pace < FAST_SECONDS_PER_ITEM) {
    const seconds = round1(pace).toLocaleString('ko-KR');
    notes.push({
      kind: 'too_fast',
      to_user: `카드를 나눈 속도가 매우 빨랐습니다(한 장에 ${pace < 1 ? '1초 미만' : `약 ${seconds}초`}). 결과가 나와 맞지 않게 느껴지면 카드를 천천히 다시 살펴보세요.`,
      to_counsellor: `분류 속도 주의: 카드 답 사이 간격의 중앙값 ${seconds}초(기준 ${FAST_SECONDS_PER_ITEM.toLocaleString('ko-KR')}초 미만).`,
    });
  }
  if (liked === 0) {
    notes.push({
      kind: 'none_chosen',
      to_user:
        '끌린다에 놓은 카드가 없어 흥미 코드와 관련 직업을 내지 않았습니다. 끌리지 않은 이유와 잘 모르겠다에 놓은 카드가 다음 걸음의 실마리입니다.',
      to_counsellor: `끌린 카드 0장(끌리지 않는다 ${sorting.disliked.length}장, 잘 모르겠다 ${sorting.unsure.length}장): 코드와 추천 없음. 끌리지 않은 이유와 직업 정보가 부족한지를 함께 살펴보세요.`,
    });
    if (sorted > 1 && sorting.unsure.length === sorted) {
      notes.push({
        kind: 'same_answers',
        to_user:
          '모든 카드를 잘 모르겠다에 놓았습니다. 직업을 더 알아본 뒤 다시 나누어 보면 나에게 맞는 쪽이 보입니다.',
        to_counsellor: `모든 카드(${sorted}장)가 잘 모르겠다: 직업 정보 탐색이 먼저 필요합니다.`,
      });
    }
    return notes;
  }
  if (sorted >= MIN_SORTED_FOR_SHARE && liked >= ALL_CHOSEN_SHARE * sorted) {
    const all = liked === sorted;
    notes.push({
      kind: 'all_chosen',
      to_user: `${all ? `나눈 카드 ${sorted}장 모두` : `나눈 카드 ${sorted}장 가운데 ${liked}장(${percent(liked, sorted)}%)`}를 끌린다에 놓았습니다. 거의 모든 카드에 끌렸다면 코드는 나의 흥미보다 카드 묶음의 구성을 더 많이 보여 줍니다. 특히 끌리는 카드만 끌린다에 남기고 다시 나누어 보세요.`,
      to_counsellor: `끌린다 ${liked}/${sorted}장(${percent(liked, sorted)}%): 거의 모두 선택. 코드와 관련 직업을 해석하지 말고, 무엇을 기준으로 골랐는지 함께 이야기해 보세요.`,
    });
  } else if (sorted >= MIN_SORTED_FOR_SHARE) {
    notes.push(...certaintyNotes(reading));
  }
  const ties = tieNotes(reading);
  const [tie] = ties;
  if (tie) {
    notes.push({
      kind: 'tie_order',
      to_user: ties.map((note) => note.to_user).join(' '),
      to_counsellor: ties.map((note) => note.to_counsellor).join(' '),
    });
  }
  return notes;
}

export interface Related {
  /** 0–100: Iachan's M index as a share of an exact match. */
  score: number;
  index: number;
  same_fit: number;
  why: string[];
}

function whyCards(candidate: Candidate, sorting: Pick<Sorting, 'liked' | 'unsure'>): string[] {
  const lines: string[] = [];
  const shown = (cards: readonly SortedCard[]) => {
    const names = cards.map((card) => card.name).sort((a, b) => a.localeCompare(b, 'ko'));
    return names.slice(0, 2).join(', ') + (names.length > 2 ? ` 외 ${names.length - 2}장` : '');
  };
  const first = lettersOf(candidate.holland)[0];
  const sameFirst = sorting.liked.filter((card) => first !== undefined && card.holland.startsWith(first));
  if (first && sameFirst.length > 0)
    lines.push(`${withParticle(namedLetter(first), '으로/로')} 시작하는 끌린 카드: ${shown(sameFirst)}.`);
  const sameGroup = sorting.liked.filter((card) => card.category.code === candidate.small.code);
  if (sameGroup.length > 0)
    lines.push(`끌린 카드 ${withParticle(shown(sameGroup), '과/와')} 같은 분류(${candidate.small.name})입니다.`);
  if (sorting.unsure.some((card) => card.occupation_id === candidate.id))
    lines.push('이 직업의 카드를 잘 모르겠다에 놓았습니다. 더 알아보고 판단해 보세요.');
  return lines;
}

/**
 * Occupations by congruence with the liked cards' code, best first, at most `size`, never a liked
 * or disliked card's own occupation (see the header); and how many left off fit as well as the last.
 */
export function recommend<T extends Candidate>(
  candidates: readonly T[],
  sorting: Pick<Sorting, 'liked' | 'unsure' | 'disliked'>,
  size = RECOMMEND_SIZE,
): { occupations: (T & Related)[]; unlistedSameFit: number } {
  const { code } = readSort(sorting);
  if (code === '') return { occupations: [], unlistedSameFit: 0 };
  const judged = new Set([...sorting.liked, ...sorting.disliked].map((card) => card.occupation_id));
  const likedGroups = new Set(sorting.liked.map((card) => card.category.code));
  const inLikedGroup = (candidate: Candidate) => (likedGroups.has(candidate.small.code) ? 0 : 1);
  const ranked = rankByCongruence(
    candidates.filter((candidate) => !judged.has(candidate.id)),
    code,
  ).sort((a, b) => b.index - a.index || inLikedGroup(a) - inLikedGroup(b) || byName(a, b));
  const listed = withTies(ranked, size);
  const last = listed.at(-1);
  const unlistedSameFit = last ? ranked.slice(listed.length).filter((other) => other.index === last.index).length : 0;
  return {
    occupations: listed.map((occupation) => {
      const { fit, index, sameFit, shared, levelGap: _gap, ...rest } = occupation;
      return {
        ...(rest as unknown as T),
        score: fit,
        index,
        same_fit: sameFit,
        why: [whyCongruent(code, occupation.holland, shared, HOLLAND_NAMES), ...whyCards(occupation, sorting)],
      };
    }),
    unlistedSameFit,
  };
}

function reasonCounts(reasons: readonly Reason[], cards: readonly SortedCard[], why: Sorting['why']) {
  return reasons
    .map((reason) => ({
      key: reason.key,
      label: reason.label,
      count: cards.filter((card) => (why.get(card.card_id) ?? []).includes(reason.key)).length,
    }))
    .sort((a, b) => b.count - a.count);
}

/** Scores a complete run (see `missingAnswers`). */
export function scoreJobCard(sorting: Sorting, candidates: readonly Candidate[]): JobCardResult {
  if (missingAnswers(sorting).length > 0) throw new Error('Every card must be sorted and explained before scoring');
  const reading = readSort(sorting);
  const { profile, available, shares, code } = reading;
  const kept = (card: SortedCard) => ({
    card_id: card.card_id,
    name: card.name,
    holland: card.holland,
    category: { code: card.category.code, name: card.category.name },
  });
  const explained = (card: SortedCard) => ({ ...kept(card), reasons: [...(sorting.why.get(card.card_id) ?? [])] });
  const liked = [...sorting.liked].sort(byName).map(explained);
  const disliked = [...sorting.disliked].sort(byName).map(explained);
  const likedReasons = reasonCounts(sorting.reasons, sorting.liked, sorting.why);
  const dislikedReasons = reasonCounts(sorting.dislikedReasons, sorting.disliked, sorting.why);
  const { occupations, unlistedSameFit } = recommend(candidates, sorting);
  const result: Omit<JobCardResult, 'suggestions'> = {
    liked,
    unsure: [...sorting.unsure].sort(byName).map(kept),
    disliked,
    dealt_count: sorting.dealt,
    profile,
    available,
    shares,
    code,
    liked_reasons: likedReasons,
    disliked_reasons: dislikedReasons,
    warm_up: warmUpReading(sorting.warmUp, { code, liked, disliked }),
    recommendations: occupations.map((occupation) => ({
      occupation_id: occupation.id,
      name: occupation.name,
      holland: occupation.holland,
      score: occupation.score,
      index: occupation.index,
      same_fit: occupation.same_fit,
      why: occupation.why,
    })),
    unlisted_same_fit: unlistedSameFit,
    quality: qualityNotes(sorting, reading),
  };
  return { ...result, suggestions: suggestionsFor(result, sorting.warmUp.get('stage') ?? null) };
}

/**
 * Next steps a result suggests. With liked cards: talk to someone in the most explained liked job,
 * look into the best related occupation, turn the reason given most into conditions, then by the
 * career stage (warm-up) a posting to read or a field to try, and a card left unsure to look up.
 * With none: turn the commonest reason for disliking into conditions to look for, look up the
 * unsure cards, talk it over, and sort again with other groups.
 */
export function suggestionsFor(
  result: Omit<JobCardResult, 'suggestions'>,
  stage: string | null,
): JobCardResult['suggestions'] {
  const suggestions: JobCardResult['suggestions'] = [];
  const add = (content: string, dueInDays: number, topic: string) =>
    suggestions.push({ content, due_in_days: dueInDays, topic });
  const unsure = result.unsure.slice(0, 2).map((card) => card.name);
  const unsureStep = () => {
    if (unsure.length > 0)
      add(
        `잘 모르겠다에 놓은 ${withParticle(listOf(unsure), '이/가')} 하는 일과 필요한 준비 찾아보기`,
        14,
        '잘 모르겠다',
      );
  };
  const [topLiked] = [...result.liked].sort((a, b) => b.reasons.length - a.reasons.length);
  if (!topLiked) {
    const topDisliked = result.disliked_reasons.find((reason) => reason.count > 0);
    if (topDisliked)
      add(
        `끌리지 않은 이유로 가장 많이 고른 '${topDisliked.label}'에 해당하지 않는 일의 조건을 세 가지로 적어 보기`,
        7,
        '끌리지 않은 이유',
      );
    unsureStep();
    add('상담에서 끌리지 않은 이유를 함께 살펴보기', 14, '상담');
    add('다른 직업 분류를 골라 직업 카드를 다시 해 보기', 30, '다시 하기');
    return suggestions;
  }
  const [first, second] = result.recommendations;
  const topReason = result.liked_reasons.find((reason) => reason.count > 0);
  add(`${topLiked.name} 종사자에게 인터뷰 요청하기`, 14, '끌린 직업');
  if (first) add(`관련 직업 ${first.name}의 하는 일과 준비 과정 찾아보기`, 7, '관련 직업');
  if (topReason)
    add(`가장 많이 고른 끌린 이유(${topReason.label})가 채워지는 일의 조건을 세 가지로 적어 보기`, 7, '끌린 이유');
  if ((stage === 'prepare' || stage === 'apply') && second)
    add(`관련 직업 ${second.name}의 채용 공고 두 개 찾아 읽기`, 14, '관련 직업');
  else add(`${topLiked.category.name} 분야의 직업 체험이나 교육 과정 하나 신청하기`, 30, '끌린 직업');
  unsureStep();
  return suggestions;
}

/** What a result says, in a line (lists of past results), for either scoring version. */
export function summaryOf(result: JobCardAnyResult): string {
  if ('disliked_count' in result)
    return result.code ? `${result.code} · 끌린 카드 ${result.liked.length}장` : `끌린 카드 ${result.liked.length}장`;
  if (!result.code) return `끌린 카드 없음 · 끌리지 않는다 ${result.disliked.length}장`;
  const lopsided = result.quality.some((note) => note.kind === 'all_chosen') ? ' · 거의 모두 끌림' : '';
  return `${result.code} · 끌린 카드 ${result.liked.length}장${lopsided}`;
}
