import type {
  JobCard,
  JobCardContent,
  JobCardLetter,
  JobCardPile,
  JobCardReason,
  JobCardWarmUpQuestion,
} from '../types';

// The job card flow as pure rules: the answer items, the piles and the deck read from the answers,
// where a returning user resumes and what to tell them. No React here; the next steps a result
// suggests come with the result from the server.

// The answer items (decision 016 "Job card").
export const warmUpItem = (questionKey: string) => `w.${questionKey}`;
export const CATEGORIES_ITEM = 'categories';
export const cardItem = (cardId: number) => `card.${cardId}`;
export const whyItem = (cardId: number) => `why.${cardId}`;
/** A card back on the deck: any value but the three piles (an answer cannot be null). */
export const DECK = 'deck';

/** The two sets of reasons (the spec's two classify sets): for liked cards, for disliked cards. */
export type ReasonSet = 'liked' | 'disliked';
/** The user's own reason labels of each set: index n is the reason `own.{n}` / `own_disliked.{n}`. */
export const OWN_ITEMS = { liked: 'own', disliked: 'own_disliked' } as const satisfies Record<ReasonSet, string>;
export const ownReasonKey = (set: ReasonSet, index: number) => `${OWN_ITEMS[set]}.${index}`;

export const PILES = ['liked', 'unsure', 'disliked'] as const satisfies readonly JobCardPile[];
export const PILE_LABELS = {
  liked: '끌린다',
  unsure: '잘 모르겠다',
  disliked: '끌리지 않는다',
} as const satisfies Record<JobCardPile, string>;
/** The number key of each pile, as the sort area documents it. */
export const PILE_KEYS = { liked: '1', unsure: '2', disliked: '3' } as const satisfies Record<JobCardPile, string>;

export const pileForKey = (key: string): JobCardPile | null => PILES.find((pile) => PILE_KEYS[pile] === key) ?? null;

/** The piles a card on `pile` can be moved to. */
export const otherPiles = (pile: JobCardPile): JobCardPile[] => PILES.filter((other) => other !== pile);

export type Answers = Readonly<Record<string, unknown>>;

export function warmUpOf(answers: Answers, questionKey: string): string | null {
  const value = answers[warmUpItem(questionKey)];
  return typeof value === 'string' ? value : null;
}

export const warmUpAnswered = (questions: readonly JobCardWarmUpQuestion[], answers: Answers) =>
  questions.filter((question) => warmUpOf(answers, question.key) !== null).length;

/** The chosen middle-group codes, each once, in the order chosen. */
export function categoriesOf(answers: Answers): string[] {
  const value = answers[CATEGORIES_ITEM];
  return Array.isArray(value) ? [...new Set(value.filter((code): code is string => typeof code === 'string'))] : [];
}

/** Adds or removes a group, never holding more than `max`. */
export function toggleCategory(chosen: readonly string[], code: string, max: number): string[] {
  if (chosen.includes(code)) return chosen.filter((entry) => entry !== code);
  if (chosen.length >= max) return [...chosen];
  return [...chosen, code];
}

const isPile = (value: unknown): value is JobCardPile => PILES.includes(value as JobCardPile);

export function pileOf(answers: Answers, cardId: number): JobCardPile | null {
  const value = answers[cardItem(cardId)];
  return isPile(value) ? value : null;
}

/** The ids of every card on a pile, as the answers hold them (the server counts only the dealt ones). */
export function sortedIds(answers: Answers): Record<JobCardPile, number[]> {
  const piles: Record<JobCardPile, number[]> = { liked: [], unsure: [], disliked: [] };
  for (const [item, value] of Object.entries(answers)) {
    const match = /^card\.(\d+)$/.exec(item);
    if (match && isPile(value)) piles[value].push(Number(match[1]));
  }
  for (const pile of PILES) piles[pile].sort((a, b) => a - b);
  return piles;
}

/** The cards on each pile, in the order given. */
export function pilesOf(cards: readonly JobCard[], answers: Answers): Record<JobCardPile, JobCard[]> {
  const on = (pile: JobCardPile) => cards.filter((card) => pileOf(answers, card.id) === pile);
  return { liked: on('liked'), unsure: on('unsure'), disliked: on('disliked') };
}

/**
 * The hand's cards still to sort: those put back this visit first (the latest first, so a card
 * put back is the next one shown), then the rest in the order dealt.
 */
export function deckOf(hand: readonly JobCard[], answers: Answers, front: readonly number[] = []): JobCard[] {
  const unsorted = hand.filter((card) => pileOf(answers, card.id) === null);
  const first = front.flatMap((id) => unsorted.filter((card) => card.id === id));
  return [...new Set([...first, ...unsorted])];
}

/** What the live region says after a card moves, with what is left to sort. */
export function announcement(
  name: string,
  move: { placed: JobCardPile } | { moved: JobCardPile } | 'returned',
  left: number,
): string {
  const done =
    move === 'returned'
      ? '카드 더미로 되돌렸습니다'
      : 'placed' in move
        ? `${PILE_LABELS[move.placed]}에 놓았습니다`
        : `${PILE_LABELS[move.moved]}로 옮겼습니다`;
  return `${name}: ${done}. ${left > 0 ? `남은 카드 ${left}장` : '모든 카드를 나누었습니다.'}`;
}

/** The user's own reason labels of a set as saved: index n is its reason n, a removed one kept blank. */
export function ownLabels(answers: Answers, set: ReasonSet = 'liked'): string[] {
  const value = answers[OWN_ITEMS[set]];
  return Array.isArray(value) ? value.map((label) => (typeof label === 'string' ? label : '')) : [];
}

/** The user's own reasons of a set (blank labels left out, so the others keep their keys), as the server reads them. */
export function ownReasons(answers: Answers, set: ReasonSet = 'liked'): JobCardReason[] {
  return ownLabels(answers, set).flatMap((label, index) =>
    label.trim() === '' ? [] : [{ key: ownReasonKey(set, index), label: label.trim() }],
  );
}

/** Every reason the user can give in a set: the fixed ones, then their own. */
export const allReasons = (
  fixed: readonly JobCardReason[],
  answers: Answers,
  set: ReasonSet = 'liked',
): JobCardReason[] => [...fixed, ...ownReasons(answers, set)];

/** The labels with one more reason, or null when it is blank or already a reason of the list. */
export function addOwnReason(labels: readonly string[], reasons: readonly JobCardReason[], label: string) {
  const trimmed = label.trim();
  if (trimmed === '' || reasons.some((reason) => reason.label === trimmed)) return null;
  return [...labels, trimmed];
}

/** The reason keys given for a card, only those of `known` when given, each once. */
export function reasonsOf(answers: Answers, cardId: number, known?: readonly JobCardReason[]): string[] {
  const value = answers[whyItem(cardId)];
  if (!Array.isArray(value)) return [];
  const keys = known ? new Set(known.map((reason) => reason.key)) : null;
  return [...new Set(value.filter((key): key is string => typeof key === 'string' && (!keys || keys.has(key))))];
}

export const toggleReason = (given: readonly string[], key: string): string[] =>
  given.includes(key) ? given.filter((entry) => entry !== key) : [...given, key];

/** The cards grouped by reason (reasons with no card left out), and the cards with no reason yet. */
export function byReason(cards: readonly JobCard[], answers: Answers, reasons: readonly JobCardReason[]) {
  const given = new Map(cards.map((card) => [card.id, reasonsOf(answers, card.id, reasons)]));
  return {
    groups: reasons
      .map((reason) => ({ reason, cards: cards.filter((card) => given.get(card.id)?.includes(reason.key)) }))
      .filter((group) => group.cards.length > 0),
    waiting: cards.filter((card) => (given.get(card.id) ?? []).length === 0),
  };
}

/** Where a returning user is taken from the main screen (`saved`: the screen the run was left on). */
export function resumeScreen(
  saved: string,
  content: JobCardContent,
  answers: Answers,
): 'checklist' | 'category/select' | 'root' | 'classify' {
  if (warmUpAnswered(content.warm_up, answers) < content.warm_up.length) return 'checklist';
  if (categoriesOf(answers).length === 0) return 'category/select';
  const { liked, unsure, disliked } = sortedIds(answers);
  if (saved === 'classify' && liked.length + unsure.length + disliked.length > 0) return 'classify';
  return saved === 'category/select' ? saved : 'root';
}

/**
 * About how long the tool takes, in minutes rounded to five: some 20 seconds a warm-up question and
 * 20 a card dealt (sorting it, and a reason for most).
 */
export function minutesFor(content: Pick<JobCardContent, 'warm_up' | 'card_limit'>): number {
  const seconds = content.warm_up.length * 20 + content.card_limit * 20;
  return Math.max(5, Math.round(seconds / 60 / 5) * 5);
}

/** A one-line recap for a returning user: where they were and what the tool asks next. */
export function recap(content: JobCardContent, answers: Answers): string {
  const total = content.warm_up.length;
  const answered = warmUpAnswered(content.warm_up, answers);
  if (answered < total) return `준비 질문 ${total}개 가운데 ${answered}개에 답했습니다. 이어서 답해 주세요.`;
  const categories = categoriesOf(answers).length;
  if (categories === 0) return '준비 질문에 모두 답했습니다. 살펴볼 직업 분류를 골라 주세요.';
  const { liked, unsure, disliked } = sortedIds(answers);
  const sorted = liked.length + unsure.length + disliked.length;
  if (sorted === 0) return `직업 분류 ${categories}개를 골랐습니다. 직업 카드를 나누어 보세요.`;
  const counts = `끌린다 ${liked.length}장, 잘 모르겠다 ${unsure.length}장, 끌리지 않는다 ${disliked.length}장`;
  const waiting = (ids: readonly number[], set: ReasonSet) => {
    const reasons = allReasons(set === 'liked' ? content.reasons : content.disliked_reasons, answers, set);
    return ids.filter((id) => reasonsOf(answers, id, reasons).length === 0).length;
  };
  const unexplained = waiting(liked, 'liked') + waiting(disliked, 'disliked');
  if (unexplained > 0) return `카드 ${sorted}장을 나누었습니다(${counts}). 카드 ${unexplained}장에 이유를 골라 주세요.`;
  return `카드 ${sorted}장을 나누고 이유를 모두 골랐습니다(${counts}). 남은 카드가 없으면 결과를 확인해 보세요.`;
}

export const HOLLAND_LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'] as const satisfies readonly JobCardLetter[];

export const HOLLAND_NAMES = {
  R: '현실형',
  I: '탐구형',
  A: '예술형',
  S: '사회형',
  E: '진취형',
  C: '관습형',
} as const satisfies Record<JobCardLetter, string>;

const isLetter = (letter: string): letter is JobCardLetter => letter in HOLLAND_NAMES;

/** 'SAE' → '사회형 · 예술형 · 진취형'. */
export const codeNames = (code: string) =>
  [...code].map((letter) => (isLetter(letter) ? HOLLAND_NAMES[letter] : letter)).join(' · ');
