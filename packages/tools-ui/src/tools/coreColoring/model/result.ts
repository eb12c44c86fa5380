import {
  type CoreCode,
  type CoreColoringResult,
  type CoreColumn,
  type CoreRow,
  type CoreScore,
  isCurrentScoring,
  type Quadrant,
} from '../types';

// Reading a scored run: the grid's rows and columns, what round 2 changed, how two results differ,
// and the suggested next steps grouped by why they are suggested. Pure, like the flow.

export const CORE_ROWS = ['thinking', 'heart', 'action'] as const satisfies readonly CoreRow[];
export const CORE_COLUMNS = ['self', 'relation', 'work'] as const satisfies readonly CoreColumn[];

export const ROW_LABELS: Readonly<Record<CoreRow, string>> = { thinking: '생각', heart: '마음', action: '행동' };
export const COLUMN_LABELS: Readonly<Record<CoreColumn, string>> = { self: '나', relation: '관계', work: '일' };

/** The quadrants in reading order: the two wanted ones first. */
export const QUADRANT_ORDER = ['keep', 'grow', 'hidden', 'outside'] as const satisfies readonly Quadrant[];

/** The strongest a grid cell gets. */
export const LEVEL_MAX = 4;

/** A core's place in a ranking, 1 for the first. */
export const rankOf = (ranking: readonly CoreCode[], code: CoreCode): number => ranking.indexOf(code) + 1;

export interface RankChange {
  code: CoreCode;
  before: number;
  after: number;
}

/** The cores that rose from round 1's ranking to the final one, highest final place first. */
export function risenCores(result: Pick<CoreColoringResult, 'ranking' | 'roundOneRanking'>): RankChange[] {
  return result.ranking
    .map((code) => ({ code, before: rankOf(result.roundOneRanking, code), after: rankOf(result.ranking, code) }))
    .filter((change) => change.before > change.after);
}

export interface ScoreChange {
  code: CoreCode;
  before: number;
  after: number;
  delta: number;
}

/**
 * Each core's score in a past result and in this one, in grid order. `scoreOf` puts both on one
 * scale when they were scored with different weights (`onScale`).
 */
export function scoreChanges(
  current: readonly CoreScore[],
  past: readonly CoreScore[],
  scoreOf: (score: CoreScore) => number = (score) => score.score,
): ScoreChange[] {
  const before = new Map(past.map((score) => [score.code, scoreOf(score)]));
  return current.map((score) => {
    const then = before.get(score.code) ?? 0;
    const now = scoreOf(score);
    return { code: score.code, before: then, after: now, delta: now - then };
  });
}

/** The weights a result was scored with. */
export interface Weights {
  red: number;
  yellow: number;
  root: number;
  strongFrom: number;
  wantedFrom: number;
}

/** core-coloring/1's weights: yellow half a red, a statement kept in round 2 as much as a red one. */
export const V1_WEIGHTS: Weights = { red: 2, yellow: 1, root: 2, strongFrom: 0.5, wantedFrom: 0.25 };

export const weightsOf = (result: CoreColoringResult): Weights =>
  isCurrentScoring(result) ? result.weights : V1_WEIGHTS;

/** A core's score with the given weights, from its counts (a past result put on this one's scale). */
export const onScale = (score: CoreScore, weights: Weights): number =>
  weights.red * score.red + weights.yellow * score.yellow + weights.root * score.root;

/** Why a result names no strongest cores: nothing red or yellow, or every core equal; null when it names some. */
export type NoTop = 'no_current' | 'all_equal' | null;

export function noTopOf(result: CoreColoringResult): NoTop {
  if (isCurrentScoring(result)) return result.noTop;
  // A core-coloring/1 result named three cores even from nothing: read it as the answers say.
  if (result.counts.red + result.counts.yellow === 0) return 'no_current';
  return result.cores.every((core) => core.score === result.cores[0]?.score) ? 'all_equal' : null;
}

/** The strongest cores a result names: never a core without points, none when `noTopOf` says why. */
export function namedTop(result: CoreColoringResult): CoreCode[] {
  if (noTopOf(result) !== null) return [];
  const points = new Map(result.cores.map((core) => [core.code, core.score]));
  return result.top.filter((code) => (points.get(code) ?? 0) > 0);
}

/** "가장 강한 세 코어", "가장 강한 두 코어", "가장 강한 코어": the heading's words for n cores. */
export function strongestLabel(count: number): string {
  const words = ['', '', '두 ', '세 '];
  return `가장 강한 ${words[count] ?? ''}코어`;
}

/** What one core's statements were colored, as the result keeps it (statement ids by what was said). */
export interface CoreAnswers {
  /** Statements of the core in the result's content. */
  size: number;
  red: number;
  yellow: number;
  green: number;
  none: number;
  /** Red or yellow statements marked 더 키우고 싶어요 (core-coloring/2). */
  marked: number;
  /** Kept in round 2, then red, then yellow (yellow ones only known from core-coloring/2). */
  kept: number[];
  reds: number[];
  yellows: number[];
  /** Statement ids the person wants more of (green or marked). */
  wanted: ReadonlySet<number>;
}

export function coreAnswers(result: CoreColoringResult, code: CoreCode): CoreAnswers {
  const score = result.cores.find((core) => core.code === code);
  const own = result.content.statements.filter((statement) => statement.core === code).map((s) => s.id);
  const root = new Set(result.root);
  const red = score?.red ?? 0;
  const yellow = score?.yellow ?? 0;
  const green = score?.green ?? 0;
  if (isCurrentScoring(result)) {
    const answers = new Map(result.answers.map((answer) => [answer.id, answer]));
    const ofColor = (color: string) => own.filter((id) => answers.get(id)?.color === color);
    const wanted = new Set(own.filter((id) => answers.get(id)?.wanted));
    return {
      size: own.length,
      red,
      yellow,
      green,
      none: own.length - red - yellow - green,
      marked: own.filter((id) => wanted.has(id) && answers.get(id)?.color !== 'green').length,
      kept: own.filter((id) => root.has(id)),
      reds: ofColor('red').filter((id) => !root.has(id)),
      yellows: ofColor('yellow'),
      wanted,
    };
  }
  // core-coloring/1 kept the red statements of its top cores only, and no marks.
  const carried = result.carried.find((entry) => entry.core === code)?.statements ?? [];
  const size = own.length || red + yellow + green;
  return {
    size,
    red,
    yellow,
    green,
    none: Math.max(0, size - red - yellow - green),
    marked: 0,
    kept: carried.filter((id) => root.has(id)),
    reds: carried.filter((id) => !root.has(id)),
    yellows: [],
    wanted: new Set(),
  };
}

const COLOR_WORDS = [
  ['red', '빨강(지금의 나)'],
  ['yellow', '노랑(가끔의 나)'],
  ['green', '초록(되고 싶은 나)'],
  ['none', '해당 없음'],
] as const;

/** How the core's statements were colored, in a sentence made from the answers. */
export function colorSentence(answers: CoreAnswers): string {
  const used = COLOR_WORDS.filter(([color]) => answers[color] > 0);
  const [only] = used;
  if (used.length === 1 && only) return `이 코어의 문장 ${answers.size}개를 모두 ${only[1]}으로 칠했습니다.`;
  return `이 코어의 문장 ${answers.size}개를 ${used.map(([color, words]) => `${words} ${answers[color]}개`).join(', ')}로 칠했습니다.`;
}

/** What the core's score is made of, from its counts and the result's weights; and what yellow alone means. */
export function scoreSentence(score: CoreScore, weights: Weights): string {
  const terms = [
    score.red > 0 ? `빨강 ${score.red}개 × ${weights.red}점` : null,
    score.yellow > 0 ? `노랑 ${score.yellow}개 × ${weights.yellow}점` : null,
    score.root > 0 ? `2라운드에서 고른 문장 ${score.root}개 × ${weights.root}점` : null,
  ].filter((term): term is string => term !== null);
  const sum = terms.length === 0 ? `점수는 ${score.score}점입니다.` : `점수 ${score.score}점 = ${terms.join(' + ')}.`;
  if (score.red === 0 && score.yellow > 0)
    return `${sum} 빨강(지금의 나)으로 칠한 문장은 없고 노랑(가끔의 나)만 점수를 냈으니, 늘 드러나기보다 가끔 드러나는 코어로 읽어 주세요.`;
  return sum;
}

/** What the person said they want of the core, in a sentence (null when nothing). */
export function wantSentence(answers: CoreAnswers): string | null {
  if (answers.green === 0 && answers.marked === 0) return null;
  const parts = [
    answers.green > 0 ? `초록(되고 싶은 나) ${answers.green}개` : null,
    answers.marked > 0 ? `‘더 키우고 싶어요’ 표시 ${answers.marked}개` : null,
  ].filter((part): part is string => part !== null);
  return `되고 싶은 모습으로는 ${parts.join('와 ')}를 골랐습니다.`;
}

/** How the result was scored, in a sentence from its weights (both scorings say their own). */
export function scoringSentence(weights: Weights): string {
  const share = weights.yellow * 2 === weights.red ? '절반' : `${weights.red}분의 ${weights.yellow}`;
  return `빨강(지금의 나)은 ${weights.red}점, 노랑(가끔의 나)은 빨강의 ${share}인 ${weights.yellow}점, 2라운드에서 고른 문장은 ${weights.root}점을 더해 코어마다 점수를 냈습니다.`;
}

/** A change in words and a sign that does not rest on colour: "▲ 3점 올랐습니다". */
export function changeText(delta: number): string {
  if (delta > 0) return `▲ ${delta}점 올랐습니다`;
  if (delta < 0) return `▼ ${-delta}점 내려갔습니다`;
  return '– 같습니다';
}

export type Suggestion = CoreColoringResult['suggestions'][number];

export interface SuggestionGroup {
  /** What the steps are for ("강한 코어: 탐구심"), or null for steps for everyone. */
  topic: string | null;
  suggestions: Suggestion[];
}

/** The suggestions grouped by what they are for, in the order the scoring gave them. */
export function groupSuggestions(suggestions: readonly Suggestion[]): SuggestionGroup[] {
  const groups = new Map<string | null, SuggestionGroup>();
  for (const suggestion of suggestions) {
    const group = groups.get(suggestion.topic) ?? { topic: suggestion.topic, suggestions: [] };
    group.suggestions.push(suggestion);
    groups.set(suggestion.topic, group);
  }
  return [...groups.values()];
}

/** A 0–1 measure as a whole percentage. */
export const percent = (value: number): string => `${Math.round(value * 100)}%`;
