// The paged questionnaire as pure rules: pages of a fixed size, what is answered, where a returning
// user continues. Shared by every tool whose checklist rates items on a scale (decision 017).

export interface RatedItem {
  id: number;
  text: string;
}

export type Answers = Readonly<Record<string, unknown>>;

/** The rating an item holds under `itemKey`, or null before an answer. */
export function ratingOf(answers: Answers, itemKey: string): number | null {
  const value = answers[itemKey];
  return typeof value === 'number' ? value : null;
}

export const pageCount = (items: readonly unknown[], pageSize: number) =>
  Math.max(1, Math.ceil(items.length / pageSize));

export const pageOf = <T>(items: readonly T[], page: number, pageSize: number) =>
  items.slice(page * pageSize, (page + 1) * pageSize);

export const answeredCount = (items: readonly RatedItem[], answers: Answers, keyOf: (id: number) => string) =>
  items.filter((item) => ratingOf(answers, keyOf(item.id)) !== null).length;

/** The first page with an unanswered item (where a returning user continues), else the last. */
export function resumePage(
  items: readonly RatedItem[],
  answers: Answers,
  keyOf: (id: number) => string,
  pageSize: number,
): number {
  const index = items.findIndex((item) => ratingOf(answers, keyOf(item.id)) === null);
  return index === -1 ? pageCount(items, pageSize) - 1 : Math.floor(index / pageSize);
}
