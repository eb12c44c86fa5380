import { type Activity, HOLLAND_ORDER, type HollandLetter } from '../types';

// The ptid flow as pure rules: the screens in order, the checklist's pages, the picks, the ranking's
// moves, where a returning user resumes and what to tell them. No React here.

/** Screens of spec §2 for ptid, in the order a user meets them. */
export const SCREENS = [
  'main',
  'introduce',
  'checklist',
  'root',
  'ranking',
  'select/job-category',
  'recommend/job',
  'action-item/result',
] as const;
export type Screen = (typeof SCREENS)[number];

export const isScreen = (value: string): value is Screen => (SCREENS as readonly string[]).includes(value);

/** Ten activities a page: one page of six holds each type at least once (the content is interleaved). */
export const PAGE_SIZE = 10;
export const RATING_LABELS = ['전혀 싫다', '싫다', '보통이다', '좋다', '매우 좋다'] as const;
export const RATING_MAX = RATING_LABELS.length;

export const ratingItem = (activityId: number) => `a${activityId}`;
export const PICKS_ITEM = 'picks';
export const RANKING_ITEM = 'ranking';

export type Answers = Readonly<Record<string, unknown>>;

export function ratingOf(answers: Answers, activityId: number): number | null {
  const value = answers[ratingItem(activityId)];
  return typeof value === 'number' ? value : null;
}

export function picksOf(answers: Answers): number[] {
  const value = answers[PICKS_ITEM];
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}

const isLetter = (value: unknown): value is HollandLetter =>
  typeof value === 'string' && (HOLLAND_ORDER as readonly string[]).includes(value);

/** The saved ranking, when it holds all six types once. */
export function rankingOf(answers: Answers): HollandLetter[] | null {
  const value = answers[RANKING_ITEM];
  if (!Array.isArray(value)) return null;
  const letters = value.filter(isLetter);
  return letters.length === HOLLAND_ORDER.length && new Set(letters).size === HOLLAND_ORDER.length ? letters : null;
}

export const pageCount = (activities: readonly Activity[]) => Math.max(1, Math.ceil(activities.length / PAGE_SIZE));

export const pageOf = (activities: readonly Activity[], page: number) =>
  activities.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

export const answeredCount = (activities: readonly Activity[], answers: Answers) =>
  activities.filter((activity) => ratingOf(answers, activity.id) !== null).length;

/** The first page with an unanswered activity (where a returning user continues), else the last. */
export function resumePage(activities: readonly Activity[], answers: Answers): number {
  const index = activities.findIndex((activity) => ratingOf(answers, activity.id) === null);
  return index === -1 ? pageCount(activities) - 1 : Math.floor(index / PAGE_SIZE);
}

/** The activities to pick from: the best liked first, in checklist order among equals. */
export function pickCandidates(activities: readonly Activity[], answers: Answers): Activity[] {
  return activities
    .map((activity, index) => ({ activity, index, rating: ratingOf(answers, activity.id) ?? 0 }))
    .sort((a, b) => b.rating - a.rating || a.index - b.index)
    .map(({ activity }) => activity);
}

/** Adds or removes a pick, never holding more than `max`. */
export function togglePick(picks: readonly number[], activityId: number, max: number): number[] {
  if (picks.includes(activityId)) return picks.filter((id) => id !== activityId);
  if (picks.length >= max) return [...picks];
  return [...picks, activityId];
}

/** The order with the item at `from` moved to `to` (clamped to the list). */
export function move<T>(order: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(order.length - 1, to));
  const next = [...order];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...order];
  next.splice(target, 0, item);
  return next;
}

/** Where a returning user is taken from the main screen. */
export function resumeScreen(
  saved: string,
  activities: readonly Activity[],
  answers: Answers,
  pickCount: number,
): Screen {
  if (answeredCount(activities, answers) < activities.length) return 'checklist';
  if (picksOf(answers).length < pickCount) return 'root';
  if (!rankingOf(answers)) return 'ranking';
  return isScreen(saved) && saved !== 'main' ? saved : 'ranking';
}

/** A one-line recap for a returning user: where they were and what the tool asks next. */
export function recap(activities: readonly Activity[], answers: Answers, pickCount: number): string {
  const answered = answeredCount(activities, answers);
  if (answered < activities.length)
    return `활동 ${activities.length}개 가운데 ${answered}개에 답했습니다. 이어서 답해 주세요.`;
  if (picksOf(answers).length < pickCount)
    return `모든 활동에 답했습니다. 가장 해 보고 싶은 활동 ${pickCount}개를 골라 주세요.`;
  if (!rankingOf(answers)) return '활동을 모두 골랐습니다. 여섯 유형을 나와 닮은 순서로 놓아 주세요.';
  return '모든 답을 마쳤습니다. 결과를 확인해 보세요.';
}

/** 'SEA' → '사회형 · 진취형 · 예술형'. */
export function codeNames(code: string, types: readonly { code: string; name: string }[]): string {
  return [...code].map((letter) => types.find((type) => type.code === letter)?.name ?? letter).join(' · ');
}

export const EDUCATION_LABELS = {
  high_school: '고등학교 졸업',
  associate: '전문대학 졸업',
  bachelor: '대학 졸업',
  graduate: '대학원 졸업',
} as const;
