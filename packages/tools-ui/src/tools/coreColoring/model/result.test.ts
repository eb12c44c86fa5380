import { describe, expect, it } from 'vitest';
import type { CoreScore } from '../types';
import { changeText, groupSuggestions, risenCores, type Suggestion, scoreChanges, suggestionHeading } from './result';

const score = (code: CoreScore['code'], points: number): CoreScore => ({
  code,
  red: 0,
  yellow: 0,
  green: 0,
  root: 0,
  score: points,
  current: 0,
  desire: 0,
  level: 0,
  quadrant: 'outside',
});

describe('reading a core-coloring result', () => {
  it('names the cores that rose in round 2, with their places before and after', () => {
    expect(
      risenCores({
        roundOneRanking: ['C5', 'C9', 'C2', 'C3', 'C1', 'C4', 'C6', 'C8', 'C7'],
        ranking: ['C5', 'C2', 'C9', 'C1', 'C3', 'C4', 'C6', 'C8', 'C7'],
      }),
    ).toEqual([
      { code: 'C2', before: 3, after: 2 },
      { code: 'C1', before: 5, after: 4 },
    ]);
  });

  it('compares two results core by core, and says each change with a sign and words', () => {
    expect(scoreChanges([score('C1', 9), score('C2', 4)], [score('C1', 6), score('C2', 7)])).toEqual([
      { code: 'C1', before: 6, after: 9, delta: 3 },
      { code: 'C2', before: 7, after: 4, delta: -3 },
    ]);
    expect([3, -2, 0].map(changeText)).toEqual(['▲ 3점 올랐습니다', '▼ 2점 내려갔습니다', '– 같습니다']);
  });

  it('groups suggestions by why they are made, in the order given', () => {
    const suggestions: Suggestion[] = [
      { content: 'a', dueInDays: 7, core: 'C5', quadrant: null },
      { content: 'b', dueInDays: 14, core: 'C6', quadrant: 'grow' },
      { content: 'c', dueInDays: 7, core: 'C5', quadrant: null },
      { content: 'd', dueInDays: 30, core: null, quadrant: null },
    ];
    expect(
      groupSuggestions(suggestions).map((group) => [group.reason, group.core, group.suggestions.map((s) => s.content)]),
    ).toEqual([
      ['strength', 'C5', ['a', 'c']],
      ['grow', 'C6', ['b']],
      ['general', null, ['d']],
    ]);
  });

  it('heads each group with the core’s name and the particle it takes', () => {
    expect(suggestionHeading('strength', '공감력')).toBe('강점 공감력을 살리는 제안');
    expect(suggestionHeading('grow', '열정')).toBe('열정을 키우는 제안');
    expect(suggestionHeading('grow', '관계 통찰')).toBe('관계 통찰을 키우는 제안');
    expect(suggestionHeading('hidden', '기획력')).toBe('숨은 강점 기획력을 꺼내 쓰는 제안');
    expect(suggestionHeading('strength', '자기 존중')).toBe('강점 자기 존중을 살리는 제안');
    expect(suggestionHeading('general', null)).toBe('함께 해 볼 제안');
  });
});
