import { describe, expect, it } from 'vitest';
import { sortRows } from './sortRows';

const rows = [
  { id: 1, name: '하윤', score: 72 },
  { id: 2, name: '가온', score: 95 },
  { id: 3, name: '나래', score: null },
  { id: 4, name: '다온', score: 8 },
];

describe('sortRows', () => {
  it('orders Korean names in dictionary order', () => {
    const sorted = sortRows(rows, { column: 'name', direction: 'ascending' });
    expect(sorted.map((row) => row.name)).toEqual(['가온', '나래', '다온', '하윤']);
  });

  it('orders numbers by value, descending, with empty values last', () => {
    const sorted = sortRows(rows, { column: 'score', direction: 'descending' });
    expect(sorted.map((row) => row.score)).toEqual([95, 72, 8, null]);
  });

  it('keeps empty values last when ascending too', () => {
    const sorted = sortRows(rows, { column: 'score', direction: 'ascending' });
    expect(sorted.map((row) => row.score)).toEqual([8, 72, 95, null]);
  });

  it('returns a copy in the original order without a descriptor', () => {
    const sorted = sortRows(rows, undefined);
    expect(sorted).toEqual(rows);
    expect(sorted).not.toBe(rows);
  });
});
