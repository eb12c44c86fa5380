import { CORE_CODES } from '@career/api-sdk';
import { describe, expect, it } from 'vitest';
import { type CoreCode, QUADRANT_CONTENT } from './content';
import {
  answersFrom,
  type CoreColor,
  type CoreColoringContent,
  levelOf,
  missingAnswers,
  quadrantOf,
  ROOT_MAX,
  scoreCoreColoring,
} from './scoring';

// 72 statements, 8 per core, interleaved as served: statement id = 1 + index.
const statements = Array.from({ length: 72 }, (_, index) => ({
  id: index + 1,
  core: CORE_CODES[index % 9] as CoreCode,
  text: `문장${index + 1}`,
}));
const content: CoreColoringContent = {
  cores: CORE_CODES.map((code, index) => ({
    code,
    row: (['thinking', 'heart', 'action'] as const)[Math.floor(index / 3)] ?? 'thinking',
    column: (['self', 'relation', 'work'] as const)[index % 3] ?? 'self',
    name: `코어${code}`,
    summary: '',
    description: '',
    strength_use: '',
    growth_tip: '',
  })),
  statements,
  quadrants: [...QUADRANT_CONTENT],
};
const ofCore = (code: CoreCode) => statements.filter((statement) => statement.core === code).map((s) => s.id);

/** Colors each core's eight statements by a pattern: `{ C1: 'rrrrrryy' }`, the rest `fallback`. */
function colorings(patterns: Partial<Record<CoreCode, string>>, fallback = 'nnnnnnnn') {
  const letters: Record<string, CoreColor> = { r: 'red', y: 'yellow', g: 'green', n: 'none' };
  const colors = new Map<number, CoreColor>();
  for (const code of CORE_CODES) {
    const pattern = patterns[code] ?? fallback;
    ofCore(code).forEach((id, index) => {
      colors.set(id, letters[pattern[index] as string] as CoreColor);
    });
  }
  return colors;
}

describe('core-coloring scoring', () => {
  it('ranks by 2 per red, 1 per yellow and 2 per statement kept in round 2', () => {
    const colors = colorings({ C1: 'rrrrrryy', C5: 'rrrrrrrr', C9: 'rrrrgggg', C3: 'yyyyyyyy' });
    const result = scoreCoreColoring(content, { colors, root: [ofCore('C9')[0] as number] });
    const byCode = new Map(result.cores.map((core) => [core.code, core]));
    expect(byCode.get('C5')).toMatchObject({ red: 8, score: 16, current: 1, desire: 0, level: 4, quadrant: 'hidden' });
    expect(byCode.get('C1')).toMatchObject({ red: 6, yellow: 2, score: 14, current: 0.88 });
    expect(byCode.get('C9')).toMatchObject({ red: 4, green: 4, root: 1, score: 10, current: 0.5, desire: 0.5 });
    expect(byCode.get('C9')?.quadrant).toBe('keep');
    expect(result.top).toEqual(['C5', 'C1', 'C9']);
    // Round 2 lifted C9 (8 + 2) above C3 (8): before it they tied and grid order put C3 first.
    expect(result.roundOneRanking.slice(0, 4)).toEqual(['C5', 'C1', 'C3', 'C9']);
    expect(result.ranking.slice(0, 4)).toEqual(['C5', 'C1', 'C9', 'C3']);
    expect(result.carried[2]).toEqual({ core: 'C9', statements: ofCore('C9').slice(0, 4) });
  });

  it('places cores in quadrants by strength now and desire', () => {
    expect(quadrantOf(0.5, 0.25)).toBe('keep');
    expect(quadrantOf(0.49, 0.25)).toBe('grow');
    expect(quadrantOf(0.5, 0.24)).toBe('hidden');
    expect(quadrantOf(0, 0)).toBe('outside');
    expect([0, 0.1, 0.25, 0.26, 0.5, 0.51, 0.75, 1].map(levelOf)).toEqual([0, 1, 1, 2, 2, 3, 3, 4]);
  });

  it('suggests steps for the top cores and the most wanted growth targets, with their names', () => {
    const colors = colorings({ C1: 'rrrrrrrr', C2: 'rrrrrrrr', C3: 'rrrrrrrr', C4: 'nnnnnggg', C7: 'gggggggg' });
    const result = scoreCoreColoring(content, { colors, root: [1] });
    expect(result.growth).toEqual(['C7', 'C4']);
    const forGrowth = result.suggestions.filter((suggestion) => suggestion.topic?.startsWith('키우고 싶은 코어'));
    expect(forGrowth.map((s) => s.topic)).toEqual(['키우고 싶은 코어: 코어C7', '키우고 싶은 코어: 코어C4']);
    expect(forGrowth[0]?.content).toContain('코어C7');
    expect(forGrowth[0]?.content).not.toContain('{core}');
    expect(result.suggestions.filter((s) => s.topic?.startsWith('강한 코어'))).toHaveLength(6);
    expect(result.content).toBe(content);
  });

  it('says when the top three are not clear-cut, the profile is flat, or every answer was the same', () => {
    const tied = scoreCoreColoring(content, {
      colors: colorings({ C1: 'rrrrrrrr', C2: 'rrrrrrry', C3: 'rrrrrryy', C4: 'rrrrrryn' }),
      root: [1],
    });
    expect(tied.flags.nearTie).toBe(true);
    expect(tied.runnerUp).toBe('C4');

    const same = scoreCoreColoring(content, { colors: colorings({}, 'yyyyyyyy'), root: [] });
    expect(same.flags).toEqual({ nearTie: true, flat: true, sameAnswers: true, fewColored: false });
    expect(same.counts).toEqual({ red: 0, yellow: 72, green: 0, none: 0 });

    const empty = scoreCoreColoring(content, { colors: colorings({ C1: 'rrnnnnnn' }), root: [1] });
    expect(empty.flags.fewColored).toBe(true);
    expect(empty.flags.sameAnswers).toBe(false);
  });

  it('reads the answers of a run, leaving out what is not an answer of this tool', () => {
    const read = answersFrom({ c1: 'red', c2: 'blue', c3: 3, root: [1, 'x'], other: 'red' });
    expect([...read.colors]).toEqual([[1, 'red']]);
    expect(read.root).toEqual([1]);
  });

  it('lists what is missing before scoring, in Korean', () => {
    const colors = colorings({ C1: 'rrrrrrrr' });
    colors.delete(72);
    colors.delete(71);
    expect(missingAnswers(statements, { colors, root: [] })).toEqual([
      '아직 색칠하지 않은 문장이 2개 있습니다.',
      '가장 나다운 문장을 한 개 이상 골라 주세요.',
    ]);
    const full = colorings({ C1: 'rrrrrrrr' });
    expect(missingAnswers(statements, { colors: full, root: [2] })).toEqual([
      '가장 나다운 문장은 빨강(지금의 나) 문장에서 골라 주세요.',
    ]);
    const tooMany = ofCore('C1').slice(0, ROOT_MAX + 1);
    expect(missingAnswers(statements, { colors: full, root: tooMany })).toEqual([
      `가장 나다운 문장은 ${ROOT_MAX}개까지 고를 수 있습니다.`,
    ]);
    expect(missingAnswers(statements, { colors: colorings({}, 'gggggggg'), root: [] })).toEqual([]);
  });
});
