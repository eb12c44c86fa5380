import { CORE_CODES, type CoreColoringScore } from '@career/api-sdk';
import { CORE_ACTIONS, type CoreCode, QUADRANT_ACTIONS, type Quadrant } from './content';

// Core-coloring scoring (../shared/TOOLS.md, docs/decisions/015-core-coloring.md). Pure, so it is
// tested on known colorings and explained on the result screen.
//
// Round 1 colors every statement: red 지금의 나 (2 points), yellow 가끔의 나 (1), green 되고 싶은 나,
// or none. Round 2 keeps up to ROOT_MAX red statements as the most essential: 2 more points each.
// - score (ranks the cores) = 2 × red + yellow + 2 × kept
// - current (x, 0–1) = (2 × red + yellow) / (2 × statements of the core)
// - desire (y, 0–1) = green / statements of the core
// - quadrant: current ≥ 0.5 is strong now, desire ≥ 0.25 (two of eight green) is wanted:
//   keep (strong, wanted), grow (not strong, wanted), hidden (strong, not wanted), outside.
// Ties rank in grid order (C1…C9).

export const SCORING_VERSION = 'core-coloring/1';
export const ROOT_MAX = 5;
export const RED_POINTS = 2;
export const YELLOW_POINTS = 1;
export const ROOT_POINTS = 2;
export const STRONG_FROM = 0.5;
export const WANTED_FROM = 0.25;
/** The third and fourth core this close or closer (in points) are reported as nearly tied. */
export const NEAR_TIE = 1;
/** Every core's strength within this spread reads as a flat profile. */
export const FLAT_SPREAD = 0.25;
export const TOP_COUNT = 3;

export const COLORS = ['red', 'yellow', 'green', 'none'] as const;
export type CoreColor = (typeof COLORS)[number];

export interface ScoredStatement {
  id: number;
  core: CoreCode;
}

export interface CoreColoringAnswers {
  colors: ReadonlyMap<number, CoreColor>;
  /** Statement ids kept in round 2 (red ones only). */
  root: readonly number[];
}

type CoreScore = CoreColoringScore['cores'][number];
type Suggestion = CoreColoringScore['suggestions'][number];

/** What a result is computed from and keeps: the cores, statements and quadrants as they read then. */
export type CoreColoringContent = CoreColoringScore['content'];

/** Answer items of a run: `c{statementId}` a color of round 1, `root` the red statements kept. */
export const colorItem = (statementId: number) => `c${statementId}`;
export const ROOT_ITEM = 'root';

const isColor = (value: unknown): value is CoreColor => (COLORS as readonly unknown[]).includes(value);

/** Reads a run's answers (items the run does not have are left out). */
export function answersFrom(values: Readonly<Record<string, unknown>>): CoreColoringAnswers {
  const colors = new Map<number, CoreColor>();
  for (const [item, value] of Object.entries(values)) {
    const match = /^c(\d+)$/.exec(item);
    if (match && isColor(value)) colors.set(Number(match[1]), value);
  }
  const root = values[ROOT_ITEM];
  return { colors, root: Array.isArray(root) ? root.filter((id): id is number => typeof id === 'number') : [] };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function quadrantOf(current: number, desire: number): Quadrant {
  const strong = current >= STRONG_FROM;
  const wanted = desire >= WANTED_FROM;
  if (strong) return wanted ? 'keep' : 'hidden';
  return wanted ? 'grow' : 'outside';
}

/** Grid intensity: none at 0, then four even steps of strength. */
export function levelOf(current: number): CoreScore['level'] {
  if (current <= 0) return 0;
  return Math.min(4, Math.ceil(current * 4)) as CoreScore['level'];
}

/** What is still missing before a run can be scored, as Korean sentences (empty when complete). */
export function missingAnswers(statements: readonly ScoredStatement[], answers: CoreColoringAnswers): string[] {
  const missing: string[] = [];
  const uncolored = statements.filter((statement) => !answers.colors.has(statement.id)).length;
  if (uncolored > 0) missing.push(`아직 색칠하지 않은 문장이 ${uncolored}개 있습니다.`);
  const red = new Set(statements.filter((s) => answers.colors.get(s.id) === 'red').map((s) => s.id));
  if (answers.root.length > ROOT_MAX) missing.push(`가장 나다운 문장은 ${ROOT_MAX}개까지 고를 수 있습니다.`);
  if (answers.root.some((id) => !red.has(id))) missing.push('가장 나다운 문장은 빨강(지금의 나) 문장에서 골라 주세요.');
  if (red.size > 0 && answers.root.length === 0) missing.push('가장 나다운 문장을 한 개 이상 골라 주세요.');
  return missing;
}

function rank(cores: readonly CoreScore[], by: (core: CoreScore) => number): CoreCode[] {
  // Array.prototype.sort is stable: equal scores keep grid order.
  return [...cores].sort((a, b) => by(b) - by(a)).map((core) => core.code);
}

/** What a suggestion is for, in a few words: the topic the action-item screens group it under. */
const TOPIC = { strength: '강한 코어', grow: '키우고 싶은 코어', hidden: '숨은 강점' } as const;

function suggestionsFor(top: readonly CoreCode[], cores: readonly CoreScore[], names: ReadonlyMap<CoreCode, string>) {
  const suggestions: Suggestion[] = [];
  const nameOf = (code: CoreCode) => names.get(code) ?? code;
  for (const code of top) {
    for (const action of CORE_ACTIONS[code]) {
      suggestions.push({
        content: action.text,
        due_in_days: action.dueInDays,
        topic: `${TOPIC.strength}: ${nameOf(code)}`,
      });
    }
  }
  // One step per growth target (most wanted first) and per hidden strength, at most two cores each.
  for (const quadrant of ['grow', 'hidden'] as const) {
    const placed = cores
      .filter((core) => core.quadrant === quadrant)
      .sort((a, b) => (quadrant === 'grow' ? b.desire - a.desire : b.current - a.current))
      .slice(0, 2);
    placed.forEach((core, index) => {
      const action = QUADRANT_ACTIONS[quadrant][index % QUADRANT_ACTIONS[quadrant].length];
      if (!action) return;
      suggestions.push({
        content: action.text.replaceAll('{core}', nameOf(core.code)),
        due_in_days: action.dueInDays,
        topic: `${TOPIC[quadrant]}: ${nameOf(core.code)}`,
      });
    });
  }
  return suggestions;
}

/** Scores a complete run (see `missingAnswers`) and keeps the content it was computed from. */
export function scoreCoreColoring(content: CoreColoringContent, answers: CoreColoringAnswers): CoreColoringScore {
  const { statements } = content;
  const names = new Map(content.cores.map((core) => [core.code, core.name]));
  const kept = new Set(answers.root);
  const counts: Record<CoreColor, number> = { red: 0, yellow: 0, green: 0, none: 0 };
  const cores: CoreScore[] = CORE_CODES.map((code) => {
    const own = statements.filter((statement) => statement.core === code);
    const colorCount = (color: CoreColor) => own.filter((s) => answers.colors.get(s.id) === color).length;
    const red = colorCount('red');
    const yellow = colorCount('yellow');
    const green = colorCount('green');
    const root = own.filter((s) => kept.has(s.id)).length;
    const size = Math.max(1, own.length);
    const current = round2((RED_POINTS * red + YELLOW_POINTS * yellow) / (RED_POINTS * size));
    const desire = round2(green / size);
    return {
      code,
      red,
      yellow,
      green,
      root,
      score: RED_POINTS * red + YELLOW_POINTS * yellow + ROOT_POINTS * root,
      current,
      desire,
      level: levelOf(current),
      quadrant: quadrantOf(current, desire),
    };
  });
  for (const statement of statements) counts[answers.colors.get(statement.id) ?? 'none'] += 1;

  const ranking = rank(cores, (core) => core.score);
  const roundOneRanking = rank(cores, (core) => core.score - ROOT_POINTS * core.root);
  const top = ranking.slice(0, TOP_COUNT);
  const scoreOf = (code: CoreCode | undefined) => cores.find((core) => core.code === code)?.score ?? 0;
  const nearTie = scoreOf(ranking[TOP_COUNT - 1]) - scoreOf(ranking[TOP_COUNT]) <= NEAR_TIE;
  const strengths = cores.map((core) => core.current);
  const colored = statements.map((statement) => answers.colors.get(statement.id) ?? 'none');

  return {
    cores,
    top,
    ranking,
    roundOneRanking,
    root: [...answers.root],
    carried: top.map((code) => {
      const own = statements.filter((statement) => statement.core === code);
      const keptOnes = own.filter((s) => kept.has(s.id)).map((s) => s.id);
      const redOnes = own.filter((s) => !kept.has(s.id) && answers.colors.get(s.id) === 'red').map((s) => s.id);
      return { core: code, statements: [...keptOnes, ...redOnes] };
    }),
    growth: cores
      .filter((core) => core.quadrant === 'grow')
      .sort((a, b) => b.desire - a.desire)
      .map((core) => core.code),
    flags: {
      nearTie,
      flat: Math.max(...strengths) - Math.min(...strengths) <= FLAT_SPREAD,
      sameAnswers: colored.length > 0 && colored.every((color) => color === colored[0]),
      fewColored: counts.none * 2 > statements.length,
    },
    runnerUp: nearTie ? (ranking[TOP_COUNT] ?? null) : null,
    counts,
    suggestions: suggestionsFor(top, cores, names),
    content,
  };
}

/** What a result says, in a line (lists of past results): its top cores. */
export const summaryOf = (result: CoreColoringScore) =>
  result.top.map((code) => result.content.cores.find((core) => core.code === code)?.name ?? code).join(' · ');
