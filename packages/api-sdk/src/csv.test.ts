import { describe, expect, it } from 'vitest';
import { BOM, csvFilename, csvOf } from './csv';

describe('csvOf', () => {
  const columns = [
    { label: '이름', value: (row: { name: string; n: number | null }) => row.name },
    { label: '수', value: (row: { name: string; n: number | null }) => row.n },
  ];

  it('starts with a BOM and ends lines with CRLF', () => {
    expect(csvOf(columns, [{ name: '한빛대', n: 3 }])).toBe(`${BOM}이름,수\r\n한빛대,3\r\n`);
  });

  it('quotes commas, quotes and line breaks, and leaves empty values empty', () => {
    expect(csvOf(columns, [{ name: '가, "나"\n다', n: null }])).toBe(`${BOM}이름,수\r\n"가, ""나""\n다",\r\n`);
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvOf(columns, [{ name: '=HYPERLINK("x")', n: -1 }])).toBe(`${BOM}이름,수\r\n"'=HYPERLINK(""x"")",-1\r\n`);
  });
});

describe('csvFilename', () => {
  it("names the day in Korea's time zone", () => {
    expect(csvFilename('대학목록', new Date('2026-11-26T16:00:00Z'))).toBe('대학목록_2026-11-27.csv');
  });
});
