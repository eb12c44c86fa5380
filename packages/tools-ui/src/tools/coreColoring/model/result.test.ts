import { coreColoring as logic } from '@career/tool-logic';
import { describe, expect, it } from 'vitest';
import { allRedAnswers, markedAnswers, noneAnswers, profileAnswers, sameAnswers } from '../fixtures/answers';
import { asVersion1 } from '../fixtures/fakeServer';
import { fixtureQuestions } from '../fixtures/questions';
import type { CoreScore } from '../types';
import {
  changeText,
  colorSentence,
  coreAnswers,
  groupSuggestions,
  namedTop,
  noTopOf,
  onScale,
  risenCores,
  type Suggestion,
  scoreChanges,
  scoreSentence,
  scoringSentence,
  strongestLabel,
  V1_WEIGHTS,
  wantSentence,
  weightsOf,
} from './result';

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

  const scored = (answers: Record<string, unknown>) =>
    logic.scoreCoreColoring(
      { cores: fixtureQuestions.cores, statements: fixtureQuestions.statements, quadrants: fixtureQuestions.quadrants },
      logic.answersFrom(answers),
    );

  it('says how a core was colored, and what its score is made of, from the answers alone', () => {
    const result = scored(markedAnswers);
    const empathy = coreAnswers(result, 'C5');
    expect(colorSentence(empathy)).toBe(
      '이 코어의 문장 8개를 빨강(지금의 나) 5개, 노랑(가끔의 나) 1개, 초록(되고 싶은 나) 2개로 칠했습니다.',
    );
    const score = result.cores.find((core) => core.code === 'C5');
    expect(score && scoreSentence(score, weightsOf(result))).toBe(
      '점수 22점 = 빨강 5개 × 3점 + 노랑 1개 × 1점 + 2라운드에서 고른 문장 2개 × 3점.',
    );
    expect(wantSentence(empathy)).toBe(
      '되고 싶은 모습으로는 초록(되고 싶은 나) 2개와 ‘더 키우고 싶어요’ 표시 2개를 골랐습니다.',
    );
    expect(empathy.kept).toEqual([5, 14]);
    expect(wantSentence(coreAnswers(scored(profileAnswers), 'C2'))).toBeNull();
    expect(colorSentence(coreAnswers(scored(allRedAnswers), 'C1'))).toBe(
      '이 코어의 문장 8개를 모두 빨강(지금의 나)으로 칠했습니다.',
    );
  });

  it('reads yellow alone as a core that shows sometimes, never as the reason red gave', () => {
    const result = scored(sameAnswers);
    const score = result.cores[0];
    expect(score && scoreSentence(score, weightsOf(result))).toBe(
      '점수 8점 = 노랑 8개 × 1점. 빨강(지금의 나)으로 칠한 문장은 없고 노랑(가끔의 나)만 점수를 냈으니, 늘 드러나기보다 가끔 드러나는 코어로 읽어 주세요.',
    );
  });

  it('names no strongest cores when nothing is red or yellow, in an old result too', () => {
    const current = scored(noneAnswers);
    expect([noTopOf(current), namedTop(current)]).toEqual(['no_current', []]);
    const old = asVersion1(current);
    expect(old.top).toEqual(['C1', 'C2', 'C3']);
    expect([noTopOf(old), namedTop(old)]).toEqual(['no_current', []]);
    expect(noTopOf(asVersion1(scored(sameAnswers)))).toBe('all_equal');
  });

  it('states each scoring with its own weights, and puts an old result on the new scale', () => {
    expect(scoringSentence(V1_WEIGHTS)).toBe(
      '빨강(지금의 나)은 2점, 노랑(가끔의 나)은 빨강의 절반인 1점, 2라운드에서 고른 문장은 2점을 더해 코어마다 점수를 냈습니다.',
    );
    const result = scored(markedAnswers);
    expect(scoringSentence(weightsOf(result))).toContain('노랑(가끔의 나)은 빨강의 3분의 1인 1점');
    const old = asVersion1(result);
    const empathy = old.cores.find((core) => core.code === 'C5');
    expect(empathy?.score).toBe(15);
    expect(empathy && onScale(empathy, weightsOf(result))).toBe(22);
    expect([1, 2, 3].map(strongestLabel)).toEqual(['가장 강한 코어', '가장 강한 두 코어', '가장 강한 세 코어']);
  });
});
