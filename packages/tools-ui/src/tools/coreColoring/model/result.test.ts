import { describe, expect, it } from 'vitest';
import type { CoreScore } from '../types';
import { changeText, groupSuggestions, risenCores, type Suggestion, scoreChanges } from './result';

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

  it('groups suggestions by what they are for, in the order given', () => {
    const suggestions: Suggestion[] = [
      { content: 'a', due_in_days: 7, topic: '강한 코어: 공감력' },
      { content: 'b', due_in_days: 14, topic: '키우고 싶은 코어: 열정' },
      { content: 'c', due_in_days: 7, topic: '강한 코어: 공감력' },
      { content: 'd', due_in_days: 30, topic: null },
    ];
    expect(
      groupSuggestions(suggestions).map((group) => [group.topic, group.suggestions.map((s) => s.content)]),
    ).toEqual([
      ['강한 코어: 공감력', ['a', 'c']],
      ['키우고 싶은 코어: 열정', ['b']],
      [null, ['d']],
    ]);
  });
});
