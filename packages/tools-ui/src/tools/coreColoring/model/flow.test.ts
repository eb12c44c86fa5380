import { describe, expect, it } from 'vitest';
import { CORE_ORDER, type CoreColor, type CoreStatement } from '../types';
import {
  answeredCount,
  colorForKey,
  colorItem,
  pageCount,
  pageOf,
  ROOT_ITEM,
  readyToScore,
  recap,
  redStatements,
  resumePage,
  resumeScreen,
  rootAfterColoring,
  rootOf,
  toggleRoot,
  uncoloredPages,
  wantAfterColoring,
  wantedOf,
} from './flow';

// 72 statements served interleaved: statement id k × 9 + core index + 1.
const statements: CoreStatement[] = Array.from({ length: 72 }, (_, index) => ({
  id: index + 1,
  core: CORE_ORDER[index % 9] as CoreStatement['core'],
  text: `문장 ${index + 1}`,
}));
const colored = (count: number, color: CoreColor = 'yellow') =>
  Object.fromEntries(statements.slice(0, count).map((statement) => [colorItem(statement.id), color]));

describe('the core-coloring flow', () => {
  it('pages the 72 statements nine at a time, one of each core per page', () => {
    expect(pageCount(statements)).toBe(8);
    const page = pageOf(statements, 7);
    expect(page.map((statement) => statement.id)).toEqual([64, 65, 66, 67, 68, 69, 70, 71, 72]);
    expect(new Set(page.map((statement) => statement.core)).size).toBe(9);
  });

  it('counts only real colors, and resumes on the first page with an uncolored statement', () => {
    expect(answeredCount(statements, { ...colored(3), c4: 'blue', c5: 2 })).toBe(3);
    expect(resumePage(statements, colored(0))).toBe(0);
    expect(resumePage(statements, colored(20))).toBe(2);
    expect(resumePage(statements, colored(72))).toBe(7);
    const gaps = { ...colored(72) };
    delete gaps[colorItem(12)];
    delete gaps[colorItem(50)];
    expect(uncoloredPages(statements, gaps)).toEqual([1, 5]);
    expect(resumePage(statements, gaps)).toBe(1);
  });

  it('picks a color with the number keys 1–4, in the tiles’ order', () => {
    expect(['1', '2', '3', '4', '5', 'a'].map(colorForKey)).toEqual(['red', 'yellow', 'green', 'none', null, null]);
  });

  it('keeps in round 2 only red statements, and at most the limit', () => {
    const answers = { ...colored(72), [colorItem(1)]: 'red', [colorItem(2)]: 'red', [colorItem(3)]: 'red' };
    expect(redStatements(statements, answers).map((statement) => statement.id)).toEqual([1, 2, 3]);
    expect(toggleRoot(answers, 1, 2)).toEqual([1]);
    expect(toggleRoot({ ...answers, [ROOT_ITEM]: [1] }, 2, 2)).toEqual([1, 2]);
    expect(toggleRoot({ ...answers, [ROOT_ITEM]: [1, 2] }, 3, 2)).toEqual([1, 2]);
    expect(toggleRoot({ ...answers, [ROOT_ITEM]: [1, 2] }, 1, 2)).toEqual([2]);
    expect(toggleRoot(answers, 4, 2)).toEqual([]);
  });

  it('lets a kept statement go when it is recolored, and does not count it meanwhile', () => {
    const answers = { ...colored(72), [colorItem(1)]: 'green', [colorItem(2)]: 'red', [ROOT_ITEM]: [1, 2] };
    expect(rootOf(answers)).toEqual([2]);
    expect(rootAfterColoring(answers, 2, 'yellow')).toEqual([1]);
    expect(rootAfterColoring(answers, 2, 'red')).toBeNull();
    expect(rootAfterColoring(answers, 5, 'green')).toBeNull();
  });

  it('is ready to score with every statement colored and round 2 done (none to keep when nothing is red)', () => {
    const reds = { ...colored(72), [colorItem(1)]: 'red' };
    expect(readyToScore(statements, colored(71), 5)).toBe(false);
    expect(readyToScore(statements, colored(72), 5)).toBe(true);
    expect(readyToScore(statements, reds, 5)).toBe(false);
    expect(readyToScore(statements, { ...reds, [ROOT_ITEM]: [1] }, 5)).toBe(true);
  });

  it('resumes where the coloring stops, and says so', () => {
    expect(resumeScreen(statements, colored(20))).toBe('checklist');
    expect(resumeScreen(statements, colored(72))).toBe('root');
    expect(recap(statements, {}, 5)).toBe('아직 색칠한 문장이 없습니다. 첫 문장부터 시작합니다.');
    expect(recap(statements, colored(20), 5)).toBe(
      '지난번에 72개 문장 중 20개를 색칠했습니다. 3쪽부터 남은 52개 문장을 이어서 칠합니다.',
    );
    expect(recap(statements, colored(72), 5)).toBe('모든 문장을 색칠했습니다. 이제 결과를 볼 수 있습니다.');
    expect(recap(statements, colored(72, 'red'), 5)).toBe(
      '모든 문장을 색칠했습니다. 이제 빨강(지금의 나)으로 칠한 72개 문장 가운데 가장 나다운 문장을 5개까지 고르면 결과가 나옵니다.',
    );
    expect(recap(statements, { ...colored(72, 'red'), [ROOT_ITEM]: [4, 9] }, 5)).toBe(
      '모든 문장을 색칠하고 가장 나다운 문장 2개를 골랐습니다. 결과 보기를 누르면 결과가 나옵니다.',
    );
  });

  it('reads the mark 더 키우고 싶어요 on red and yellow only, and takes it off when the color no longer holds it', () => {
    const answers = {
      c1: 'red',
      w1: true,
      c2: 'yellow',
      w2: true,
      c3: 'green',
      w3: true,
      c4: 'none',
      w4: true,
      c5: 'red',
    };
    expect([1, 2, 3, 4, 5].map((id) => wantedOf(answers, id))).toEqual([true, true, false, false, false]);
    expect(wantAfterColoring(answers, 1, 'green')).toBe(false);
    expect(wantAfterColoring(answers, 1, 'none')).toBe(false);
    expect(wantAfterColoring(answers, 1, 'yellow')).toBeNull();
    expect(wantAfterColoring(answers, 5, 'none')).toBeNull();
  });

  it('never keeps a statement twice in round 2, even one stored twice', () => {
    const answers = { ...colored(72, 'red'), [ROOT_ITEM]: [1, 1, 2] };
    expect(rootOf(answers)).toEqual([1, 2]);
    expect(toggleRoot(answers, 2, 5)).toEqual([1]);
    expect(toggleRoot(answers, 3, 5)).toEqual([1, 2, 3]);
    const full = { ...answers, [ROOT_ITEM]: [1, 2, 3, 4, 5] };
    expect(toggleRoot(full, 6, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(readyToScore(statements, answers, 5)).toBe(true);
  });
});
