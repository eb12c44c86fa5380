import { CORE_CODES } from '@career/api-sdk';
import { describe, expect, it } from 'vitest';
import { tieOrderNote } from '../quality';
import { type CoreCode, QUADRANT_CONTENT } from './content';
import {
  answersFrom,
  type CoreColor,
  type CoreColoringAnswers,
  type CoreColoringContent,
  levelOf,
  missingAnswers,
  quadrantOf,
  ROOT_MAX,
  scoreCoreColoring,
  summaryOf,
  TIE_RULE,
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

/**
 * Colors each core's eight statements by a pattern: `{ C1: 'rrrrrryy' }`, the rest `fallback`.
 * Upper case R or Y is red or yellow with the mark 더 키우고 싶어요.
 */
function colorings(patterns: Partial<Record<CoreCode, string>>, fallback = 'nnnnnnnn') {
  const letters: Record<string, CoreColor> = { r: 'red', y: 'yellow', g: 'green', n: 'none' };
  const colors = new Map<number, CoreColor>();
  const marked = new Set<number>();
  for (const code of CORE_CODES) {
    const pattern = patterns[code] ?? fallback;
    ofCore(code).forEach((id, index) => {
      const letter = pattern[index] as string;
      colors.set(id, letters[letter.toLowerCase()] as CoreColor);
      if (letter !== letter.toLowerCase()) marked.add(id);
    });
  }
  return { colors, marked };
}

/** A run's answers: the colorings and the statements kept in round 2. */
const run = (
  patterns: Partial<Record<CoreCode, string>>,
  root: number[] = [],
  fallback?: string,
): CoreColoringAnswers => ({
  ...colorings(patterns, fallback),
  root,
});
const same = (letters: string) => run({}, [], letters);
const byCode = (result: ReturnType<typeof scoreCoreColoring>) => new Map(result.cores.map((core) => [core.code, core]));
const kinds = (result: ReturnType<typeof scoreCoreColoring>) => result.quality.map((note) => note.kind);

describe('core-coloring scoring (core-coloring/2)', () => {
  it('ranks by 3 per red, 1 per yellow and 3 per statement kept in round 2', () => {
    const result = scoreCoreColoring(
      content,
      run({ C1: 'rrrrrryy', C5: 'rrrrrrrr', C9: 'rrrrgggg', C3: 'yyyyyyyy' }, [ofCore('C9')[0] as number]),
    );
    const cores = byCode(result);
    expect(result.cores.find((core) => core.code === 'C5')).toMatchObject({
      red: 8,
      score: 24,
      current: 1,
      desire: 0,
      level: 4,
      quadrant: 'hidden',
    });
    expect(cores.get('C1')).toMatchObject({ red: 6, yellow: 2, score: 20, current: 0.83 });
    expect(cores.get('C9')).toMatchObject({
      red: 4,
      green: 4,
      wanted: 4,
      root: 1,
      score: 15,
      current: 0.5,
      desire: 0.5,
    });
    expect(cores.get('C9')?.quadrant).toBe('keep');
    // Yellow is partial: a core all yellow is a third as strong, never "strong".
    expect(cores.get('C3')).toMatchObject({ yellow: 8, score: 8, current: 0.33, level: 2, quadrant: 'outside' });
    expect(result.top).toEqual(['C5', 'C1', 'C9']);
    expect(result.noTop).toBeNull();
    // Before round 2, C9 (12) was still ahead of C3 (8): yellow alone never outranks red easily.
    expect(result.roundOneRanking.slice(0, 4)).toEqual(['C5', 'C1', 'C9', 'C3']);
    expect(result.carried[2]).toEqual({ core: 'C9', statements: ofCore('C9').slice(0, 4) });
    expect(result.weights).toEqual({ red: 3, yellow: 1, root: 3, strongFrom: 0.5, wantedFrom: 0.25 });
  });

  it('places cores in quadrants by strength now and desire', () => {
    expect(quadrantOf(0.5, 0.25)).toBe('keep');
    expect(quadrantOf(0.49, 0.25)).toBe('grow');
    expect(quadrantOf(0.5, 0.24)).toBe('hidden');
    expect(quadrantOf(0, 0)).toBe('outside');
    expect([0, 0.1, 0.25, 0.26, 0.5, 0.51, 0.75, 1].map(levelOf)).toEqual([0, 1, 1, 2, 2, 3, 3, 4]);
  });

  it('all red: strong everywhere, no wish read into it, the order said to be the grid’s', () => {
    const result = scoreCoreColoring(content, { ...same('rrrrrrrr'), root: [1] });
    expect(result.cores.every((core) => core.quadrant === 'hidden' && core.desire === 0)).toBe(true);
    expect(content.quadrants.find((quadrant) => quadrant.code === 'hidden')?.axis).not.toMatch(/바라지 않/);
    // C1 has the kept statement; the other eight tie at 24 and grid order put C2 and C3 next.
    expect(result.top).toEqual(['C1', 'C2', 'C3']);
    expect(kinds(result)).toEqual(['same_answers', 'tie_order', 'flat']);
    const tie = result.quality.find((note) => note.kind === 'tie_order');
    const others = ['C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9'].map((code) => `코어${code}`);
    expect(tie).toEqual(tieOrderNote(others, TIE_RULE));
    expect(tie?.to_counsellor).toContain('격자에 놓인 순으로 순서를 정함');
  });

  it('all red with the mark: the same strength, and now wanted too', () => {
    const result = scoreCoreColoring(content, { ...same('RRRRRRRR'), root: [1] });
    expect(result.cores.every((core) => core.quadrant === 'keep' && core.desire === 1)).toBe(true);
    expect(result.counts).toMatchObject({ red: 72, wanted: 72 });
    expect(result.answers[0]).toEqual({ id: 1, color: 'red', wanted: true });
  });

  it('all yellow: partial everywhere, every core equal, so no strongest cores', () => {
    const result = scoreCoreColoring(content, same('yyyyyyyy'));
    expect(result.cores.every((core) => core.current === 0.33 && core.quadrant === 'outside')).toBe(true);
    expect(result.noTop).toBe('all_equal');
    expect(result.top).toEqual([]);
    expect(result.carried).toEqual([]);
    expect(kinds(result)).toEqual(['same_answers', 'tie_order']);
    expect(result.quality[1]?.to_user).toBe(
      '아홉 코어의 점수가 모두 8점으로 같아, 가장 강한 코어를 꼽지 않았습니다. 격자의 순서는 격자에 놓인 순일 뿐입니다.',
    );
    expect(summaryOf(result)).toBe('아홉 코어 점수 같음');
    expect(result.suggestions.every((s) => s.topic === '지금의 나 찾아보기')).toBe(true);
  });

  it('all none: no strongest cores, no wish, and what to do instead', () => {
    const result = scoreCoreColoring(content, same('nnnnnnnn'));
    expect(result.noTop).toBe('no_current');
    expect(result.top).toEqual([]);
    expect(result.cores.every((core) => core.quadrant === 'outside' && core.level === 0)).toBe(true);
    expect(kinds(result)).toEqual(['same_answers', 'none_chosen']);
    expect(result.quality[1]?.to_user).toMatch(/^빨강\(지금의 나\)이나 노랑\(가끔의 나\)으로 칠한 문장이 없어/);
    expect(result.quality[1]?.to_counsellor).toContain('초록 0개, 해당 없음 72개');
    expect(result.suggestions.map((s) => s.topic)).toEqual(Array(3).fill('지금의 나 찾아보기'));
    expect(summaryOf(result)).toBe('지금의 나로 칠한 문장 없음');
  });

  it('all green: every core a growth target, no strongest cores', () => {
    const result = scoreCoreColoring(content, same('gggggggg'));
    expect(result.noTop).toBe('no_current');
    expect(result.top).toEqual([]);
    expect(result.growth).toHaveLength(9);
    expect(result.cores.every((core) => core.quadrant === 'grow' && core.desire === 1)).toBe(true);
    const topics = result.suggestions.map((s) => s.topic);
    expect(topics.slice(0, 3)).toEqual(Array(3).fill('지금의 나 찾아보기'));
    expect(topics.slice(3)).toEqual(['키우고 싶은 코어: 코어C1', '키우고 싶은 코어: 코어C2']);
  });

  it('a mixed coloring: desire marked on red and yellow counts as wanted, a mark on green or none adds nothing', () => {
    // The mark is read from w{id}: on none it is no wish (the color said 해당 없음).
    const marked = answersFrom({ c1: 'none', w1: true, c10: 'green', w10: true, c19: 'red', w19: false });
    expect([...marked.marked]).toEqual([1, 10]);
    const result = scoreCoreColoring(
      content,
      run(
        {
          C1: 'RRrryygn', // strong (3×4+2 = 14 / 24 = 0.58), wanted 3 of 8
          C2: 'rrrryynn', // strong, nothing marked: 지금의 강점, not "unwanted"
          C3: 'YYyynnnn', // partial, two marks: a growth target
          C4: 'ggnnnnnn',
        },
        [ofCore('C2')[0] as number],
      ),
    );
    const cores = byCode(result);
    expect(cores.get('C1')).toMatchObject({ wanted: 3, desire: 0.38, quadrant: 'keep', current: 0.58 });
    expect(cores.get('C2')).toMatchObject({ wanted: 0, quadrant: 'hidden', score: 17 });
    expect(cores.get('C3')).toMatchObject({ wanted: 2, desire: 0.25, current: 0.17, quadrant: 'grow' });
    expect(cores.get('C4')).toMatchObject({ wanted: 2, quadrant: 'grow' });
    expect(result.top).toEqual(['C2', 'C1', 'C3']);
    expect(result.growth).toEqual(['C3', 'C4']);
    expect(result.counts).toEqual({ red: 8, yellow: 8, green: 3, none: 53, wanted: 7 });
    // C2 leads C1 by 3 points, under the lead margin: the first place is said to be uncertain.
    expect(kinds(result)).toEqual(['near_tie', 'none_chosen']);
    const topics = result.suggestions.map((s) => s.topic);
    expect(topics).toContain('지금의 강점: 코어C2');
    expect(topics).not.toContain('지금의 나 찾아보기');
  });

  it('suggests steps for the top cores and the most wanted growth targets, with their names', () => {
    const result = scoreCoreColoring(
      content,
      run({ C1: 'rrrrrrrr', C2: 'rrrrrrry', C3: 'rrrrrryy', C4: 'nnnnnggg', C7: 'gggggggg' }, [1]),
    );
    expect(result.growth).toEqual(['C7', 'C4']);
    const forGrowth = result.suggestions.filter((suggestion) => suggestion.topic?.startsWith('키우고 싶은 코어'));
    expect(forGrowth.map((s) => s.topic)).toEqual(['키우고 싶은 코어: 코어C7', '키우고 싶은 코어: 코어C4']);
    expect(forGrowth[0]?.content).toContain('코어C7');
    expect(forGrowth[0]?.content).not.toContain('{core}');
    expect(result.suggestions.filter((s) => s.topic?.startsWith('강한 코어'))).toHaveLength(6);
    expect(result.content).toBe(content);
  });

  it('says when the third and fourth are a point apart, naming the fourth', () => {
    const near = scoreCoreColoring(
      content,
      run({ C1: 'rrrrrrrr', C2: 'rrrrrryy', C3: 'rrrrrryn', C4: 'rrrrrrnn' }, [1]),
    );
    // C3 19, C4 18: one yellow apart.
    expect(near.flags.nearTie).toBe(true);
    expect(near.runnerUp).toBe('C4');
    const note = near.quality.find((n) => n.kind === 'near_tie');
    expect(note?.to_user).toBe(
      '3위 코어C3과 4위 코어C4의 점수가 1점 차이로 가까워, 상위 세 코어가 뚜렷하게 갈리지 않습니다. 코어C4를 함께 살펴보세요.',
    );
    expect(kinds(near)).not.toContain('tie_order');
  });

  it('names ties that grid order decided, one note for every tied group', () => {
    const result = scoreCoreColoring(
      content,
      run({ C1: 'rrrrrrrr', C2: 'rrrrrrrr', C3: 'rrrrrnnn', C5: 'rrrrrnnn', C9: 'yyyyyyyy' }, [1, 2]),
    );
    // C1 and C2 both 24 + 6; C3 and C5 both 15: grid order put C1 first and C3 in the top three.
    expect(result.top).toEqual(['C1', 'C2', 'C3']);
    const tie = result.quality.filter((note) => note.kind === 'tie_order');
    expect(tie).toHaveLength(1);
    const first = tieOrderNote(['코어C1', '코어C2'], TIE_RULE);
    const second = tieOrderNote(['코어C3', '코어C5'], TIE_RULE);
    expect(tie[0]?.to_user).toBe(`${first.to_user} ${second.to_user}`);
    expect(tie[0]?.to_counsellor).toBe(`${first.to_counsellor} ${second.to_counsellor}`);
  });

  it('leaves cores with no points out of the top', () => {
    const result = scoreCoreColoring(content, run({ C5: 'rrnnnnnn' }, [ofCore('C5')[0] as number]));
    expect(result.top).toEqual(['C5']);
    expect(result.carried).toEqual([{ core: 'C5', statements: ofCore('C5').slice(0, 2) }]);
    expect(kinds(result)).toContain('none_chosen');
  });

  it('notes colorings given faster than one can read, from when each color was saved', () => {
    const times = new Map(statements.map((statement, index) => [`c${statement.id}`, 1_000_000 + index * 400]));
    const fast = scoreCoreColoring(content, run({ C1: 'rrrrrrrr', C2: 'yyyyyyyy', C3: 'gggggggg' }, [1]), {
      times,
    });
    expect(kinds(fast)[0]).toBe('too_fast');
    const slow = new Map(statements.map((statement, index) => [`c${statement.id}`, 1_000_000 + index * 6000]));
    const calm = scoreCoreColoring(content, run({ C1: 'rrrrrrrr', C2: 'yyyyyyyy', C3: 'gggggggg' }, [1]), {
      times: slow,
    });
    expect(kinds(calm)).not.toContain('too_fast');
  });

  it('reads the answers of a run, leaving out what is not an answer of this tool', () => {
    const read = answersFrom({ c1: 'red', c2: 'blue', c3: 3, w1: true, w2: 'yes', root: [1, 'x'], other: 'red' });
    expect([...read.colors]).toEqual([[1, 'red']]);
    expect([...read.marked]).toEqual([1]);
    expect(read.root).toEqual([1]);
  });

  it('keeps a statement kept twice once', () => {
    const result = scoreCoreColoring(content, run({ C1: 'rrrrrrrr' }, [1, 1]));
    expect(result.root).toEqual([1]);
    expect(result.cores[0]).toMatchObject({ root: 1, score: 27 });
  });

  it('lists what is missing before scoring, in Korean', () => {
    const { colors, marked } = colorings({ C1: 'rrrrrrrr' });
    colors.delete(72);
    colors.delete(71);
    expect(missingAnswers(statements, { colors, marked, root: [] })).toEqual([
      '아직 색칠하지 않은 문장이 2개 있습니다.',
      '가장 나다운 문장을 한 개 이상 골라 주세요.',
    ]);
    const full = colorings({ C1: 'rrrrrrrr' });
    expect(missingAnswers(statements, { ...full, root: [2] })).toEqual([
      '가장 나다운 문장은 빨강(지금의 나) 문장에서 골라 주세요.',
    ]);
    const tooMany = ofCore('C1').slice(0, ROOT_MAX + 1);
    expect(missingAnswers(statements, { ...full, root: tooMany })).toEqual([
      `가장 나다운 문장은 ${ROOT_MAX}개까지 고를 수 있습니다.`,
    ]);
    expect(missingAnswers(statements, { ...full, root: [1, 1, 1, 1, 1] })).toEqual([
      '같은 문장을 두 번 고를 수 없습니다. 가장 나다운 문장은 서로 다른 문장으로 골라 주세요.',
    ]);
    expect(missingAnswers(statements, same('gggggggg'))).toEqual([]);
  });
});
