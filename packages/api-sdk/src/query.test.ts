import { describe, expect, it } from 'vitest';
import { toQueryString } from './query';

describe('toQueryString', () => {
  it('keeps the current values when no overrides are given', () => {
    expect(toQueryString({ page: 3, keyword: '김' })).toBe('page=3&keyword=%EA%B9%80');
  });

  it('resets the page to 1 when overrides are given', () => {
    expect(toQueryString({ page: 3, keyword: 'a' }, { keyword: 'b' })).toBe('page=1&keyword=b');
  });

  it('sets page to 1 when overrides are given, even when the current query has no page', () => {
    expect(toQueryString({ keyword: 'a' }, { keyword: 'b' })).toBe('keyword=b&page=1');
    expect(toQueryString({}, { status: 'paid' })).toBe('page=1&status=paid');
  });

  it('sets page to 1 for empty overrides, and leaves the query alone without overrides', () => {
    expect(toQueryString({ page: 4 }, {})).toBe('page=1');
    expect(toQueryString({ keyword: 'a' })).toBe('keyword=a');
  });

  it('keeps a page the overrides name themselves', () => {
    expect(toQueryString({ page: 3, keyword: 'a' }, { page: 5 })).toBe('page=5&keyword=a');
  });

  it('joins arrays with commas and drops their empty items', () => {
    expect(toQueryString({ tools: ['ptid', '', 'job-card'] })).toBe('tools=ptid%2Cjob-card');
  });

  it('drops empty values: empty strings, null, undefined and empty arrays', () => {
    expect(toQueryString({ a: '', b: null, c: undefined, d: [], e: 0, f: false })).toBe('e=0&f=false');
  });

  it('gives an empty string when nothing is left', () => {
    expect(toQueryString({})).toBe('');
  });
});
