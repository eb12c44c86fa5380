import { withParticle } from '@career/api-sdk';
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

/** What a row says: how a core shows (the three cores of each row share it, e.g. 탐구심·관계 통찰·기획력). */
export const ROW_MEANINGS: Readonly<Record<CoreRow, string>> = {
  thinking: '묻고, 헤아리고, 계획하는 생각의 힘',
  heart: '나와 남을 아끼고 무언가에 몰입하는 마음의 힘',
  action: '실제로 움직여 꾸준히 해내는 행동의 힘',
};

/** What a column says: where a core shows. */
export const COLUMN_MEANINGS: Readonly<Record<CoreColumn, string>> = {
  self: '나 자신을 대할 때',
  relation: '다른 사람과 함께할 때',
  work: '공부와 일을 할 때',
};

/** The quadrants in reading order: the two wanted ones first. */
export const QUADRANT_ORDER = ['keep', 'grow', 'hidden', 'outside'] as const satisfies readonly Quadrant[];

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

/** core-coloring/2's weights, as its results carry them (`weights`): for where only the scores are at hand. */
export const V2_WEIGHTS: Weights = { red: 3, yellow: 1, root: 3, strongFrom: 0.5, wantedFrom: 0.25 };

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

// ── The grid's shade ───────────────────────────────────────────────────────────────────────────

/** The deepest shade of a grid cell; 0 is a core without points. */
export const SHADE_MAX = 4;
export type Shade = 0 | 1 | 2 | 3 | 4;

/** core-coloring/1 kept no 'none' count; it only ever ran on the seeded content, eight statements a core. */
const V1_CORE_SIZE = 8;

/**
 * The grid's scale: the points of a core with every statement red (the largest core's, so that one
 * scale serves all nine and the shade follows the score across the grid). Read from the scores, as
 * the grid is given nothing else: core-coloring/2 keeps each core's 'none', so its size.
 */
export function allRedPoints(scores: readonly CoreScore[]): number {
  const sizes = scores.map((score) =>
    'none' in score ? score.red + score.yellow + score.green + score.none : V1_CORE_SIZE,
  );
  const weights = scores.some((score) => 'none' in score) ? V2_WEIGHTS : V1_WEIGHTS;
  return weights.red * Math.max(1, ...sizes);
}

/**
 * A cell's shade: the core's score, the measure its rank is built on, in four even steps of the
 * scale (round-2 picks can take a score past it: the deepest). More points never shade paler.
 */
export function shadeOf(points: number, scale: number): Shade {
  if (points <= 0) return 0;
  return Math.min(SHADE_MAX, Math.ceil((points / scale) * SHADE_MAX)) as Shade;
}

/** The points each shade stands for, as the grid's legend says them ("0점", "1–6점", …, "19점 이상"). */
export function shadeBands(scale: number): { shade: Shade; label: string }[] {
  const bands: { shade: Shade; label: string }[] = [{ shade: 0, label: '0점' }];
  for (let shade = 1; shade <= SHADE_MAX; shade++) {
    const from = Math.floor(((shade - 1) * scale) / SHADE_MAX) + 1;
    const to = Math.floor((shade * scale) / SHADE_MAX);
    if (shade === SHADE_MAX) bands.push({ shade, label: `${from}점 이상` });
    else if (from <= to) bands.push({ shade: shade as Shade, label: from === to ? `${from}점` : `${from}–${to}점` });
  }
  return bands;
}

// ── Two results side by side ──────────────────────────────────────────────────────────────────

/** A core's place among the nine; cores with equal points share one (`shared`). */
export interface Place {
  place: number;
  shared: boolean;
}

/** Each core's place by points: one more than the cores with more points, so a tie is never broken by grid order. */
export function placesByPoints(points: ReadonlyMap<CoreCode, number>): Map<CoreCode, Place> {
  const all = [...points.values()];
  return new Map(
    [...points].map(([code, own]) => [
      code,
      { place: 1 + all.filter((other) => other > own).length, shared: all.filter((other) => other === own).length > 1 },
    ]),
  );
}

/** One side of a comparison: its scores, and whether it ranks them (`noTopOf` says none when nothing or all equal). */
export interface ComparedSide {
  cores: readonly CoreScore[];
  ranked: boolean;
}

export interface RankMove {
  code: CoreCode;
  before: { points: number; place: Place | null };
  after: { points: number; place: Place | null };
  /** Places risen (negative: fallen); null when either side ranks nothing. */
  rise: number | null;
}

/**
 * Each core from the earlier result to the later, in the later result's order (grid order within
 * a place). `pointsOf` puts both on one scale when they were scored with different weights.
 */
export function rankMoves(
  earlier: ComparedSide,
  later: ComparedSide,
  pointsOf: (score: CoreScore) => number = (score) => score.score,
): RankMove[] {
  const pointsIn = (side: ComparedSide) => new Map(side.cores.map((score) => [score.code, pointsOf(score)]));
  const [then, now] = [pointsIn(earlier), pointsIn(later)];
  const [placesThen, placesNow] = [placesByPoints(then), placesByPoints(now)];
  const moves = later.cores.map(({ code }): RankMove => {
    const before = earlier.ranked ? (placesThen.get(code) ?? null) : null;
    const after = later.ranked ? (placesNow.get(code) ?? null) : null;
    return {
      code,
      before: { points: then.get(code) ?? 0, place: before },
      after: { points: now.get(code) ?? 0, place: after },
      rise: before && after ? before.place - after.place : null,
    };
  });
  return later.ranked ? moves.sort((a, b) => (a.after.place?.place ?? 0) - (b.after.place?.place ?? 0)) : moves;
}

/** A place in words: "2위", "공동 2위". */
export const placeText = ({ place, shared }: Place) => `${shared ? '공동 ' : ''}${place}위`;

/** A rank change as a mark ("▲2", "▼1", "–") and the words a screen reader says for it. */
export function riseMark(rise: number | null): { mark: string; words: string } {
  if (rise === null) return { mark: '–', words: '순위 비교 없음' };
  if (rise > 0) return { mark: `▲${rise}`, words: `${rise}계단 오름` };
  if (rise < 0) return { mark: `▼${-rise}`, words: `${-rise}계단 내림` };
  return { mark: '–', words: '순위 그대로' };
}

/**
 * What changed, in two sentences: which cores rose and fell most, and whether the strongest cores
 * each result named stayed. Says when a side ranks nothing rather than reading places into it.
 */
export function changeSummary(
  moves: readonly RankMove[],
  tops: { earlier: readonly CoreCode[]; later: readonly CoreCode[] },
  nameOf: (code: CoreCode) => string,
): string {
  const names = (codes: readonly CoreCode[]) => codes.map(nameOf).join('·');
  const subject = (codes: readonly CoreCode[]) => withParticle(names(codes), '이/가');
  return `${placeSentence(moves, subject)} ${topSentence(tops, names, subject)}`;
}

function placeSentence(moves: readonly RankMove[], subject: (codes: readonly CoreCode[]) => string): string {
  const unranked = [moves.some((move) => !move.before.place), moves.some((move) => !move.after.place)];
  if (unranked[0] || unranked[1]) {
    const which = unranked[0] && unranked[1] ? '두' : unranked[0] ? '이전' : '최근';
    return `${which} 결과에는 순위가 없어(빨강·노랑이 없거나 아홉 코어의 점수가 모두 같음) 순위 변화는 말하지 않습니다.`;
  }
  const rises = moves.map((move) => move.rise ?? 0);
  const [most, least] = [Math.max(...rises), Math.min(...rises)];
  const at = (rise: number) => moves.filter((move) => move.rise === rise).map((move) => move.code);
  if (most === 0 && least === 0) return '아홉 코어의 순위는 모두 그대로입니다.';
  const up = most > 0 ? `${subject(at(most))} 가장 많이 올랐고(${most}계단)` : '오른 코어는 없고';
  const down = least < 0 ? `${subject(at(least))} 가장 많이 내려갔습니다(${-least}계단).` : '내려간 코어는 없습니다.';
  return `${up}, ${down}`;
}

function topSentence(
  { earlier, later }: { earlier: readonly CoreCode[]; later: readonly CoreCode[] },
  names: (codes: readonly CoreCode[]) => string,
  subject: (codes: readonly CoreCode[]) => string,
): string {
  if (earlier.length === 0 && later.length === 0) return '두 결과 모두 가장 강한 코어를 꼽지 않았습니다.';
  if (earlier.length === 0)
    return `이전 결과는 가장 강한 코어를 꼽지 않았고, 최근 결과는 ${withParticle(names(later), '을/를')} 꼽았습니다.`;
  if (later.length === 0) return `최근 결과는 가장 강한 코어를 꼽지 않았습니다(이전 결과: ${names(earlier)}).`;
  const left = earlier.filter((code) => !later.includes(code));
  const joined = later.filter((code) => !earlier.includes(code));
  if (left.length === 0 && joined.length === 0) {
    const label = withParticle(strongestLabel(later.length), '은/는');
    return names(earlier) === names(later)
      ? `${label} 그대로입니다(${names(later)}).`
      : `${label} 그대로이고 순서만 바뀌었습니다(${names(earlier)} → ${names(later)}).`;
  }
  if (joined.length === 0) return `가장 강한 코어에서 ${subject(left)} 빠졌습니다.`;
  if (left.length === 0) return `가장 강한 코어에 ${subject(joined)} 새로 들어왔습니다.`;
  return `가장 강한 코어에서 ${subject(left)} 빠지고 ${subject(joined)} 들어왔습니다.`;
}
