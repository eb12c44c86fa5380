import type { SortDescriptor } from 'react-aria-components';

const collator = new Intl.Collator('ko-KR', { numeric: true, sensitivity: 'base' });

/** Orders two cell values: numbers by value, dates by time, text in Korean dictionary order. */
export function compareValues(a: unknown, b: unknown): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return collator.compare(String(a), String(b));
}

/**
 * Rows sorted by a table's sort descriptor, for tables sorted on the client. Empty values go last in
 * either direction; equal rows keep their order.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  descriptor: SortDescriptor | undefined,
  cellValue: (row: Row, column: string) => unknown = (row, column) => (row as Record<string, unknown>)[column],
): Row[] {
  if (!descriptor) return [...rows];
  const column = String(descriptor.column);
  const direction = descriptor.direction === 'descending' ? -1 : 1;
  return [...rows].sort((first, second) => {
    const a = cellValue(first, column);
    const b = cellValue(second, column);
    if (a == null || b == null) return compareValues(a, b);
    return direction * compareValues(a, b);
  });
}
