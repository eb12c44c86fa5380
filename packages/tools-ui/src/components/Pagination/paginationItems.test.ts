import { describe, expect, it } from 'vitest';
import { paginationItems } from './paginationItems';

describe('paginationItems', () => {
  it('lists every page when they fit', () => {
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first pages whole near the start', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
  });

  it('shows the current page with its neighbours in the middle', () => {
    expect(paginationItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
  });

  it('keeps the last pages whole near the end', () => {
    expect(paginationItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(paginationItems(17, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('always offers the same number of slots once pages overflow', () => {
    for (let page = 1; page <= 30; page += 1) expect(paginationItems(page, 30)).toHaveLength(7);
  });

  it('clamps a page outside the range and handles no pages', () => {
    expect(paginationItems(99, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
