import type { AnchorCode, Statement } from '../types';

// The career-anchor flow as pure rules: the screens in order, the checklist's pages, the picks,
// where a returning user resumes and what to tell them. No React here.

/** Screens of spec §2 for career anchor, in the order a user meets them (explain is a side trip). */
export const SCREENS = ['main', 'introduce', 'explain', 'checklist', 'root', 'result', 'action-item/result'] as const;
export type Screen = (typeof SCREENS)[number];

const NEXT: Partial<Record<Screen, Screen>> = {
  main: 'introduce',
  introduce: 'checklist',
  explain: 'checklist',
  checklist: 'root',
  root: 'result',
  result: 'action-item/result',
};

export const nextScreen = (screen: Screen): Screen | null => NEXT[screen] ?? null;

export const isScreen = (value: string): value is Screen => (SCREENS as readonly string[]).includes(value);

export const PAGE_SIZE = 8;
export const PICK_COUNT = 3;
export const RATING_MAX = 6;

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

export function pageCount(statements: readonly Statement[]): number {
  return Math.max(1, Math.ceil(statements.length / PAGE_SIZE));
}

export function pageOf(statements: readonly Statement[], page: number): readonly Statement[] {
  return statements.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
}

export function answeredCount(statements: readonly Statement[], answers: Answers): number {
  return statements.filter((statement) => ratingOf(answers, statement.id) !== null).length;
}

/** The first page with an unanswered statement (where a returning user continues), else the last. */
export function resumePage(statements: readonly Statement[], answers: Answers): number {
  const index = statements.findIndex((statement) => ratingOf(answers, statement.id) === null);
  return index === -1 ? pageCount(statements) - 1 : Math.floor(index / PAGE_SIZE);
}

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
export function resumeScreen(saved: string, statements: readonly Statement[], answers: Answers): Screen {
  if (answeredCount(statements, answers) < statements.length) return 'checklist';
  if (picksOf(answers).length < PICK_COUNT) return 'root';
  return isScreen(saved) && saved !== 'main' ? saved : 'root';
}

/** A one-line recap for a returning user: where they were and what the tool asks next. */
export function recap(statements: readonly Statement[], answers: Answers): string {
  const answered = answeredCount(statements, answers);
  const left = statements.length - answered;
  if (answered === 0) return '아직 답한 문항이 없습니다. 처음 문항부터 시작합니다.';
  if (left > 0)
    return `지난번에 ${statements.length}개 문항 중 ${answered}개에 답했습니다. 남은 ${left}개 문항부터 이어서 답합니다.`;
  const picks = picksOf(answers).length;
  if (picks < PICK_COUNT)
    return `모든 문항에 답했습니다. 이제 가장 나다운 문항 ${PICK_COUNT}개를 고르면 결과가 나옵니다.`;
  return '모든 답을 마쳤습니다. 결과를 확인해 보세요.';
}

/** Next steps a result suggests for each anchor (our own text), offered on the action-item screen. */
export const SUGGESTED_ACTIONS: Readonly<Record<AnchorCode, readonly string[]>> = {
  TF: [
    '관심 분야의 전문 자격이나 심화 과정 하나를 찾아 일정 확인하기',
    '그 분야에서 일하는 선배 한 명에게 성장 경로 물어보기',
  ],
  GM: ['팀 프로젝트에서 조율하는 역할을 한 번 맡아 보기', '관리자로 일하는 사람의 하루를 인터뷰로 알아보기'],
  AU: [
    '일하는 방식을 스스로 정할 수 있는 직무 세 가지 찾아보기',
    '혼자 기획하고 끝까지 해 본 경험을 한 문단으로 정리하기',
  ],
  SE: ['관심 기업의 고용 형태와 복리후생을 비교표로 정리하기', '오래 다닐 수 있는 조건 세 가지를 적어 보기'],
  EC: ['작은 아이디어 하나를 정해 일주일 안에 시험해 보기', '창업 지원 프로그램이나 공모전 일정 확인하기'],
  SV: ['관심 있는 사회 문제와 관련된 기관·직무 찾아보기', '봉사나 현장 활동을 한 번 경험하고 느낀 점 적기'],
  CH: ['지금보다 한 단계 어려운 목표 하나를 정하고 기한 정하기', '경쟁이나 도전이 있는 대회·프로젝트에 지원해 보기'],
  LS: ['일과 생활의 균형을 위해 꼭 지킬 조건 세 가지 적기', '유연근무·근무지 조건을 기준으로 기업 목록 만들기'],
};
