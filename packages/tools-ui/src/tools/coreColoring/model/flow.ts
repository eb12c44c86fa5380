import type { CoreColor, CoreStatement } from '../types';

// The core-coloring flow as pure rules: the checklist's pages, round 2's
// choice among the red statements, where a returning user resumes and what to tell them. No React.

/** The four colors in the order the tiles show them (and the number keys 1–4 pick them). */
export const COLORS = ['red', 'yellow', 'green', 'none'] as const satisfies readonly CoreColor[];

export const COLOR_LABELS: Readonly<Record<CoreColor, string>> = {
  red: '지금의 나',
  yellow: '가끔의 나',
  green: '되고 싶은 나',
  none: '해당 없음',
};

/** The pen's name, for sentences that talk about the color itself. */
export const COLOR_NAMES: Readonly<Record<CoreColor, string>> = {
  red: '빨강',
  yellow: '노랑',
  green: '초록',
  none: '색 없음',
};

export const COLOR_MEANINGS: Readonly<Record<CoreColor, string>> = {
  red: '요즘의 내 모습 그대로인 문장입니다.',
  yellow: '때에 따라 그런 문장입니다.',
  green: '지금은 아니지만 이렇게 되고 싶은 문장입니다.',
  none: '나와 상관없거나 잘 모르겠는 문장입니다.',
};

/** The mark a red or yellow statement can carry: desire, asked apart from the color. */
export const WANT_LABEL = '더 키우고 싶어요';
export const WANT_MEANING =
  '빨강이나 노랑으로 칠한 문장에 함께 표시합니다. 지금의 나(또는 가끔의 나)이면서 앞으로 더 키우고 싶은 모습입니다.';

/** The number key that marks or unmarks the focused statement. */
export const WANT_KEY = '5';

/** The color a number key picks on the checklist, or null for any other key. */
export function colorForKey(key: string): CoreColor | null {
  const index = ['1', '2', '3', '4'].indexOf(key);
  return index === -1 ? null : (COLORS[index] ?? null);
}

/** One page holds one statement of each core, as the server interleaves them. */
export const PAGE_SIZE = 9;

export const colorItem = (statementId: number) => `c${statementId}`;
export const wantItem = (statementId: number) => `w${statementId}`;
export const ROOT_ITEM = 'root';

export type Answers = Readonly<Record<string, unknown>>;

const isColor = (value: unknown): value is CoreColor => (COLORS as readonly unknown[]).includes(value);

export function colorOf(answers: Answers, statementId: number): CoreColor | null {
  const value = answers[colorItem(statementId)];
  return isColor(value) ? value : null;
}

/** Whether the mark can sit on a statement of this color: red and yellow (green already says "wanted"). */
export const canWant = (color: CoreColor | null) => color === 'red' || color === 'yellow';

/** Whether the statement carries the mark 더 키우고 싶어요 (only counted on red and yellow). */
export function wantedOf(answers: Answers, statementId: number): boolean {
  return answers[wantItem(statementId)] === true && canWant(colorOf(answers, statementId));
}

/**
 * What the mark should become after a statement is recolored: green or none takes it off (green
 * says "wanted" by itself; none says the statement is not the user's). Null when nothing changes.
 */
export function wantAfterColoring(answers: Answers, statementId: number, color: CoreColor): false | null {
  return answers[wantItem(statementId)] === true && !canWant(color) ? false : null;
}

export function pageCount(statements: readonly CoreStatement[]): number {
  return Math.max(1, Math.ceil(statements.length / PAGE_SIZE));
}

export function pageOf(statements: readonly CoreStatement[], page: number): readonly CoreStatement[] {
  return statements.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
}

export function answeredCount(statements: readonly CoreStatement[], answers: Answers): number {
  return statements.filter((statement) => colorOf(answers, statement.id) !== null).length;
}

/** The pages (0-based) that still have a statement without a color, in order. */
export function uncoloredPages(statements: readonly CoreStatement[], answers: Answers): number[] {
  const pages = statements
    .map((statement, index) => (colorOf(answers, statement.id) === null ? Math.floor(index / PAGE_SIZE) : -1))
    .filter((page) => page >= 0);
  return [...new Set(pages)];
}

/** The first page with an uncolored statement (where a returning user continues), else the last. */
export function resumePage(statements: readonly CoreStatement[], answers: Answers): number {
  return uncoloredPages(statements, answers)[0] ?? pageCount(statements) - 1;
}

/** Round 2 chooses among these: the statements colored red ("지금의 나"). */
export function redStatements(statements: readonly CoreStatement[], answers: Answers): CoreStatement[] {
  return statements.filter((statement) => colorOf(answers, statement.id) === 'red');
}

function storedRoot(answers: Answers): number[] {
  const value = answers[ROOT_ITEM];
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}

/**
 * The statements kept in round 2 that are still red, each once: one recolored afterwards no longer
 * counts, and a statement stored twice (the server refuses that) is read once.
 */
export function rootOf(answers: Answers): number[] {
  return [...new Set(storedRoot(answers))].filter((id) => colorOf(answers, id) === 'red');
}

/** Keeps or lets go of a statement in round 2: only red ones, never more than `max`. */
export function toggleRoot(answers: Answers, statementId: number, max: number): number[] {
  const root = rootOf(answers);
  if (root.includes(statementId)) return root.filter((id) => id !== statementId);
  if (colorOf(answers, statementId) !== 'red' || root.length >= max) return root;
  return [...root, statementId];
}

/**
 * What round 2 should hold after a statement is recolored: a kept statement that is no longer red
 * leaves it (the server would refuse to count it). Null when nothing changes.
 */
export function rootAfterColoring(answers: Answers, statementId: number, color: CoreColor): number[] | null {
  const stored = storedRoot(answers);
  if (color === 'red' || !stored.includes(statementId)) return null;
  return stored.filter((id) => id !== statementId);
}

/** Every statement colored, and round 2 done: at least one kept when there is any red statement. */
export function readyToScore(statements: readonly CoreStatement[], answers: Answers, max: number): boolean {
  if (answeredCount(statements, answers) < statements.length) return false;
  const kept = rootOf(answers).length;
  return redStatements(statements, answers).length === 0 ? kept === 0 : kept >= 1 && kept <= max;
}

/** Where a returning user is taken from the main screen (an open run is never scored yet). */
export function resumeScreen(statements: readonly CoreStatement[], answers: Answers): 'checklist' | 'root' {
  return answeredCount(statements, answers) < statements.length ? 'checklist' : 'root';
}

/** A one-line recap for a returning user: where they were and what the tool asks next. */
export function recap(statements: readonly CoreStatement[], answers: Answers, max: number): string {
  const colored = answeredCount(statements, answers);
  const left = statements.length - colored;
  if (colored === 0) return '아직 색칠한 문장이 없습니다. 첫 문장부터 시작합니다.';
  if (left > 0) {
    const page = resumePage(statements, answers) + 1;
    return `지난번에 ${statements.length}개 문장 중 ${colored}개를 색칠했습니다. ${page}쪽부터 남은 ${left}개 문장을 이어서 칠합니다.`;
  }
  const reds = redStatements(statements, answers).length;
  if (reds === 0) return '모든 문장을 색칠했습니다. 이제 결과를 볼 수 있습니다.';
  const kept = rootOf(answers).length;
  if (kept === 0)
    return `모든 문장을 색칠했습니다. 이제 빨강(지금의 나)으로 칠한 ${reds}개 문장 가운데 가장 나다운 문장을 ${max}개까지 고르면 결과가 나옵니다.`;
  return `모든 문장을 색칠하고 가장 나다운 문장 ${kept}개를 골랐습니다. 결과 보기를 누르면 결과가 나옵니다.`;
}
