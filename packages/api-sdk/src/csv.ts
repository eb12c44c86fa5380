// Every CSV the product writes (decision 022): a console list's export, written by the server and
// sent in the envelope (`{ filename, csv }`), and a chart's numbers, written by the console. UTF-8
// with a BOM, so Excel opens Korean correctly; CRLF lines (RFC 4180); a cell that a spreadsheet
// would run as a formula (text starting with = + - @, tab or CR) gets an apostrophe (CSV injection).
import { todayInKorea } from './koreaDay';

export const BOM = '\uFEFF';
/** No export is larger than this many rows: a filter narrows it. */
export const CSV_MAX_ROWS = 50_000;

export interface CsvColumn<T> {
  label: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvOf<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((column) => cell(column.label)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** A file name for an export: what it lists and today's date in Korea, e.g. `대학목록_2026-11-26.csv`. */
export function csvFilename(what: string, now = new Date()): string {
  return `${what.replace(/[\\/:*?"<>|\s]+/g, '_')}_${todayInKorea(now)}.csv`;
}
