import { describe, expect, it } from 'vitest';
import { pickQuestions, sortQuestions } from './pick';

describe('pickQuestions', () => {
  const request = {
    categories: ['personality', 'job', 'situation'] as const,
    group: '3' as const,
    difficulty: 2 as const,
    count: 9,
    seed: 42,
  };

  it('gives the same set for the same seed and another for another seed', () => {
    const keys = (seed: number) => pickQuestions({ ...request, seed }).map((question) => question.key);
    expect(keys(42)).toEqual(keys(42));
    expect(keys(42)).not.toEqual(keys(43));
  });

  it('takes the categories in turn, the occupation’s group for 직무, the asked difficulty first, no question twice', () => {
    const picked = pickQuestions(request);
    expect(picked).toHaveLength(9);
    expect(picked.map((question) => question.category).slice(0, 3)).toEqual(['personality', 'job', 'situation']);
    expect(picked.filter((question) => question.category === 'job').every((question) => question.group === '3')).toBe(
      true,
    );
    expect(picked.every((question) => question.difficulty === 2)).toBe(true);
    expect(new Set(picked.map((question) => question.key)).size).toBe(9);
  });

  it('goes to the nearer difficulties when the asked one runs out', () => {
    const picked = pickQuestions({ ...request, categories: ['job'], count: 9 });
    const difficulties = picked.map((question) => question.difficulty);
    expect(difficulties.filter((difficulty) => difficulty === 2).length).toBeLessThan(9);
    const firstOther = difficulties.findIndex((difficulty) => difficulty !== 2);
    expect(difficulties.slice(0, firstOther).every((difficulty) => difficulty === 2)).toBe(true);
  });
});

describe('sortQuestions', () => {
  it('orders the picked questions by the keys given, the rest after, nothing added', () => {
    const picked = pickQuestions({ categories: ['personality'], group: null, difficulty: 1, count: 4, seed: 1 });
    const [a, b, c, d] = picked.map((question) => question.key) as [string, string, string, string];
    expect(sortQuestions(picked, [c, a, 'not-picked']).map((question) => question.key)).toEqual([c, a, b, d]);
  });
});
