/** A page number, or a gap standing for the pages left out. */
export type PaginationItem = number | 'gap-start' | 'gap-end';

/**
 * The pages to offer: always the first and last, the current one with `siblings` on each side, and
 * gaps for the rest. A gap never stands for a single page (that page is shown instead).
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  // first + last + current + siblings on both sides + two gaps
  const fullLength = 2 * siblings + 5;
  if (pageCount <= fullLength) return Array.from({ length: pageCount }, (_, index) => index + 1);

  // The window of pages around the current one, slid so it never touches the first or last two.
  const start = Math.max(Math.min(current - siblings, pageCount - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(current + siblings, 2 * siblings + 3), pageCount - 2);
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [1, start > 3 ? 'gap-start' : 2, ...middle, end < pageCount - 2 ? 'gap-end' : pageCount - 1, pageCount];
}
