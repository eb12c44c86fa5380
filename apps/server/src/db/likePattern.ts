/** A `like`/`ilike` pattern that finds `keyword` anywhere: `%` and `_` typed by a person are literal characters. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
