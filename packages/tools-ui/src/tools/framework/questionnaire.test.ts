import { describe, expect, it } from 'vitest';
import { answeredCount, pageCount, pageOf, resumePage } from './questionnaire';

const items = Array.from({ length: 40 }, (_, index) => ({ id: index + 1, text: `문항 ${index + 1}` }));
const keyOf = (id: number) => `s${id}`;
const rated = (count: number) => Object.fromEntries(items.slice(0, count).map((item) => [keyOf(item.id), 4]));

describe('the paged questionnaire', () => {
  it('pages the items and resumes on the first page with an unanswered item', () => {
    expect(pageCount(items, 8)).toBe(5);
    expect(pageCount([], 8)).toBe(1);
    expect(pageOf(items, 4, 8).map((item) => item.id)).toEqual([33, 34, 35, 36, 37, 38, 39, 40]);
    expect(resumePage(items, rated(0), keyOf, 8)).toBe(0);
    expect(resumePage(items, rated(20), keyOf, 8)).toBe(2);
    expect(resumePage(items, rated(40), keyOf, 8)).toBe(4);
  });

  it('counts only ratings as answered', () => {
    expect(answeredCount(items, { ...rated(3), s9: 'x' }, keyOf)).toBe(3);
  });
});
