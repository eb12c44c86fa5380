import { answeredCount } from '../../framework/questionnaire';
import type { Statement } from '../types';

// The career-anchor flow as pure rules: the checklist's pages, the picks, where a returning user
// resumes and what to tell them. No React here.

export const PAGE_SIZE = 8;
export const PICK_COUNT = 3;

export const ratingItem = (statementId: number) => `s${statementId}`;
export const PICKS_ITEM = 'picks';

export type Answers = Readonly<Record<string, unknown>>;

export function ratingOf(answers: Answers, statementId: number): number | null {
  const value = answers[ratingItem(statementId)];
  return typeof value === 'number' ? value : null;
}

export function picksOf(answers: Answers): number[] {
  const value = answers[PICKS_ITEM];
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}

const answered = (statements: readonly Statement[], answers: Answers) => answeredCount(statements, answers, ratingItem);

/**
 * The statements to pick the three most true ones from: the most highly rated first (the picks
 * should come from the top of the scale), in questionnaire order among equals.
 */
export function pickCandidates(statements: readonly Statement[], answers: Answers): Statement[] {
  return statements
    .map((statement, index) => ({ statement, index, rating: ratingOf(answers, statement.id) ?? 0 }))
    .sort((a, b) => b.rating - a.rating || a.index - b.index)
    .map(({ statement }) => statement);
}

/** Adds or removes a pick, never holding more than three. */
export function togglePick(picks: readonly number[], statementId: number): number[] {
  if (picks.includes(statementId)) return picks.filter((id) => id !== statementId);
  if (picks.length >= PICK_COUNT) return [...picks];
  return [...picks, statementId];
}

/** Where a returning user is taken from the main screen. */
export function resumeScreen(statements: readonly Statement[], answers: Answers): 'checklist' | 'root' {
  return answered(statements, answers) < statements.length ? 'checklist' : 'root';
}

/** A one-line recap for a returning user: where they were and what the tool asks next. */
export function recap(statements: readonly Statement[], answers: Answers): string {
  const count = answered(statements, answers);
  const left = statements.length - count;
  if (count === 0) return '아직 답한 문항이 없습니다. 처음 문항부터 시작합니다.';
  if (left > 0)
    return `지난번에 ${statements.length}개 문항 중 ${count}개에 답했습니다. 남은 ${left}개 문항부터 이어서 답합니다.`;
  const picks = picksOf(answers).length;
  if (picks < PICK_COUNT)
    return `모든 문항에 답했습니다. 이제 가장 나다운 문항 ${PICK_COUNT}개를 고르면 결과가 나옵니다.`;
  return '모든 답을 마쳤습니다. 결과를 확인해 보세요.';
}
