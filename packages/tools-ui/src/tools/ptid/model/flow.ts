import { HOLLAND_LETTERS, TOOL_SCREENS } from '@career/api-sdk';
import { type Answers, answeredCount, ratingOf as ratingAt } from '../../framework/questionnaire';
import type { ToolScreenName } from '../../framework/ToolContext';
import type { Activity, HollandLetter } from '../types';

// The ptid flow as pure rules: the picks, the ranking's moves, the categories chosen, where a
// returning user resumes and what to tell them. No React here; the paging is the framework's
// (questionnaire.ts).

export type PtidScreen = ToolScreenName<'ptid'>;
export type { Answers };

/** Ten activities a page: one page of six holds each type at least once (the content is interleaved). */
export const PAGE_SIZE = 10;
export const RATING_LABELS = ['전혀 싫다', '싫다', '보통이다', '좋다', '매우 좋다'] as const;
export const RATING_MAX = RATING_LABELS.length;
/** How many job categories the recommendations may be asked for at once (the contract's limit). */
export const MAX_CATEGORIES = 5;

export const ratingItem = (activityId: number) => `a${activityId}`;
export const PICKS_ITEM = 'picks';
export const RANKING_ITEM = 'ranking';

export const ratingOf = (answers: Answers, activityId: number) => ratingAt(answers, ratingItem(activityId));

export function picksOf(answers: Answers): number[] {
  const value = answers[PICKS_ITEM];
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}

const isLetter = (value: unknown): value is HollandLetter =>
  typeof value === 'string' && (HOLLAND_LETTERS as readonly string[]).includes(value);

/** The saved ranking, when it holds all six types once. */
export function rankingOf(answers: Answers): HollandLetter[] | null {
  const value = answers[RANKING_ITEM];
  if (!Array.isArray(value)) return null;
  const letters = value.filter(isLetter);
  return letters.length === HOLLAND_LETTERS.length && new Set(letters).size === HOLLAND_LETTERS.length ? letters : null;
}

const answered = (activities: readonly Activity[], answers: Answers) => answeredCount(activities, answers, ratingItem);

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

/** Adds or removes a job category, never holding more than MAX_CATEGORIES. */
export function toggleCategory(chosen: readonly string[], code: string): string[] {
  if (chosen.includes(code)) return chosen.filter((entry) => entry !== code);
  if (chosen.length >= MAX_CATEGORIES) return [...chosen];
  return [...chosen, code];
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

const SCREENS: readonly string[] = Object.values(TOOL_SCREENS.ptid).flat();
const isScreen = (value: string): value is PtidScreen => SCREENS.includes(value);

/** Where a returning user is taken from the main screen (`saved`: the screen the run was left on). */
export function resumeScreen(
  saved: string,
  activities: readonly Activity[],
  answers: Answers,
  pickCount: number,
): PtidScreen {
  if (answered(activities, answers) < activities.length) return 'checklist';
  if (picksOf(answers).length < pickCount) return 'root';
  if (!rankingOf(answers)) return 'ranking';
  return isScreen(saved) && saved !== 'main' ? saved : 'ranking';
}

/** A one-line recap for a returning user: where they were and what the tool asks next. */
export function recap(activities: readonly Activity[], answers: Answers, pickCount: number): string {
  const count = answered(activities, answers);
  if (count < activities.length)
    return `활동 ${activities.length}개 가운데 ${count}개에 답했습니다. 이어서 답해 주세요.`;
  if (picksOf(answers).length < pickCount)
    return `모든 활동에 답했습니다. 가장 해 보고 싶은 활동 ${pickCount}개를 골라 주세요.`;
  if (!rankingOf(answers)) return '활동을 모두 골랐습니다. 여섯 유형을 나와 닮은 순서로 놓아 주세요.';
  return '모든 답을 마쳤습니다. 결과를 확인해 보세요.';
}

/** 'SEA' → '사회형 · 진취형 · 예술형'. */
export function codeNames(code: string, types: readonly { code: string; name: string }[]): string {
  return [...code].map((letter) => types.find((type) => type.code === letter)?.name ?? letter).join(' · ');
}
