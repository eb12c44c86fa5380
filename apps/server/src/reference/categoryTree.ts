/** A KECO job category as the database lists it, with a count of what hangs under it. */
export interface CategoryCount {
  code: string;
  name: string;
  parent_code: string | null;
  count: string;
}

type Counted<K extends string> = { code: string; name: string } & Record<K, number>;

/**
 * The categories as major groups holding their middle groups, each counted under `key` (occupations,
 * cards); a major group counts the sum of its middle groups.
 */
export function categoryTree<K extends string>(
  rows: readonly CategoryCount[],
  key: K,
): (Counted<K> & { children: Counted<K>[] })[] {
  const counted = (row: CategoryCount, count: number) =>
    ({ code: row.code, name: row.name, [key]: count }) as Counted<K>;
  return rows
    .filter((row) => row.parent_code === null)
    .map((large) => {
      const children = rows
        .filter((row) => row.parent_code === large.code)
        .map((small) => counted(small, Number(small.count)));
      return {
        ...counted(
          large,
          children.reduce((sum, child) => sum + child[key], 0),
        ),
        children,
      };
    });
}
