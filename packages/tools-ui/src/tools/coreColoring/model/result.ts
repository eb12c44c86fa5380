import type { CoreCode, CoreColoringResult, CoreColumn, CoreRow, CoreScore, Quadrant } from '../types';

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

/** Each core's score in a past result and in this one, in grid order. */
export function scoreChanges(current: readonly CoreScore[], past: readonly CoreScore[]): ScoreChange[] {
  const before = new Map(past.map((score) => [score.code, score.score]));
  return current.map((score) => {
    const then = before.get(score.code) ?? 0;
    return { code: score.code, before: then, after: score.score, delta: score.score - then };
  });
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
