import { describe, expect, it } from 'vitest';
import { unsupportedFacts } from '../text/facts';
import { feedbackInputs, feedbackText } from './feedback';
import { orderQuestions, pickQuestions } from './pick';
import { questionsOf } from './questions';
import { criteriaOf, interviewResultOf, statusOf, summaryPointsOf } from './result';

const setup = { categories: ['personality' as const], group: null, difficulty: 2 };
const asked = questionsOf({ category: 'personality' }).slice(0, 3);
const [a, b, c] = asked.map((question) => question.key) as [string, string, string];

describe('an interview result', () => {
  it('says which questions were answered, passed over or never reached', () => {
    expect(statusOf('답', null)).toBe('answered');
    expect(statusOf('', { think: 10, answer: 0 })).toBe('skipped');
    expect(statusOf('', null)).toBe('not-reached');
    const result = interviewResultOf(setup, asked, {
      [`a.${a}`]: '  저는 예를 들어 동아리에서 세 번 행사를 열었습니다.  ',
      [`t.${a}`]: { think: 5, answer: 40 },
      [`s.${a}`]: { specific: 4, logic: 9 },
      [`t.${b}`]: { think: 20, answer: 0 },
    });
    expect(result.counts).toEqual({ asked: 3, answered: 1, skipped: 1, not_reached: 1 });
    expect(result.answers[0]?.answer).toBe('저는 예를 들어 동아리에서 세 번 행사를 열었습니다.');
    // A score out of the scale is not a score.
    expect(result.answers[0]?.self).toEqual({ specific: 4 });
    expect(result.self.find((entry) => entry.criterion === 'specific')).toMatchObject({ average: 4, count: 1 });
    expect(result.suggestions[0]?.content).toContain('2개');
    expect(result.answers[2]?.key).toBe(c);
  });

  it('names a strength only where a score of 4 or more supports it, the rater’s before the student’s', () => {
    const result = interviewResultOf(setup, asked, {
      [`a.${a}`]: '저는 예를 들어 동아리에서 세 번 행사를 열었습니다.',
      [`s.${a}`]: { specific: 5, logic: 2 },
    });
    const selfOnly = summaryPointsOf(result, criteriaOf(result, new Map()));
    expect(selfOnly.strengths.map((point) => point.title)).toEqual(['구체성']);
    expect(selfOnly.strengths[0]?.detail).toContain('스스로 매긴');
    expect(selfOnly.practise[0]).toMatchObject({ title: '논리' });
    const rated = summaryPointsOf(result, criteriaOf(result, new Map([[a, { specific: 3, logic: 4 }]])));
    expect(rated.strengths.map((point) => point.title)).toEqual(['논리']);
    expect(rated.strengths[0]?.detail).toContain('평가자');
  });

  it('claims nothing when nothing was scored or answered', () => {
    const result = interviewResultOf(setup, asked, {});
    const points = summaryPointsOf(result, criteriaOf(result, new Map()));
    expect(points.strengths).toEqual([]);
    expect(points.practise.map((point) => point.title)).toEqual(['답하지 못한 질문']);
  });
});

describe('ordering the questions asked', () => {
  const picked = pickQuestions({
    categories: ['personality', 'situation'],
    group: null,
    difficulty: 2,
    count: 6,
    seed: 7,
  });

  it('sorts easy or hard first and by category, keeping the asked order among equals', () => {
    const easy = orderQuestions(picked, 'easy', { category: 'all', difficulty: 'all' });
    expect(easy.map((question) => question.difficulty)).toEqual([...easy.map((q) => q.difficulty)].sort());
    const hard = orderQuestions(picked, 'hard', { category: 'all', difficulty: 'all' });
    expect(hard[0]?.difficulty).toBe(Math.max(...picked.map((question) => question.difficulty)));
    const byCategory = orderQuestions(picked, 'category', { category: 'all', difficulty: 'all' });
    expect(byCategory.map((question) => question.category)).toEqual([
      ...picked.filter((question) => question.category === 'personality').map(() => 'personality'),
      ...picked.filter((question) => question.category === 'situation').map(() => 'situation'),
    ]);
    expect(orderQuestions(picked, 'asked', { category: 'all', difficulty: 'all' })).toEqual(picked);
  });

  it('keeps only a category or a difficulty when asked', () => {
    const situations = orderQuestions(picked, 'asked', { category: 'situation', difficulty: 'all' });
    expect(situations.every((question) => question.category === 'situation')).toBe(true);
    expect(situations.length).toBe(3);
    const level = picked[0]?.difficulty ?? 2;
    expect(
      orderQuestions(picked, 'asked', { category: 'all', difficulty: level }).every((q) => q.difficulty === level),
    ).toBe(true);
  });
});

describe('feedback written by the composer', () => {
  it('says only what a good answer shows and what the observations found', () => {
    const result = interviewResultOf(setup, asked, { [`a.${a}`]: '그냥 좀 열심히 합니다.' });
    const answer = result.answers[0];
    if (!answer) throw new Error('no answer');
    const text = feedbackText(answer);
    expect(text.startsWith('좋은 답변은 이렇게 합니다: ')).toBe(true);
    for (const observation of answer.observations) expect(text).toContain(observation.improve);
    // The composer's own figures (the answer's length, the seconds given) are not new facts.
    expect(unsupportedFacts(text, feedbackInputs(answer))).toEqual([]);
    const clean = { ...answer, observations: [] };
    expect(unsupportedFacts(feedbackText(clean), feedbackInputs(clean))).toEqual([]);
    expect(feedbackText(clean)).toContain('글에서 고칠 특징은 보이지 않습니다');
  });
});
