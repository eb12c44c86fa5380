export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type QueryRecord = Readonly<Record<string, QueryValue>>;

function encodeValue(value: QueryValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const joined = value.filter((item) => item !== '' && item !== null && item !== undefined).join(',');
    return joined === '' ? undefined : joined;
  }
  const text = String(value);
  return text === '' ? undefined : text;
}

/**
 * The query-string helper of spec §9: merges `overrides` into `current`. Whenever overrides are
 * given, page is set to 1 (a new filter starts at the first page), whether or not the current
 * query had a page; only overrides that name a page themselves keep it (a page change is an
 * override too, see docs/decisions/007). Arrays are joined with commas; empty values are dropped.
 * Returns no leading `?`.
 */
export function toQueryString(current: QueryRecord = {}, overrides?: QueryRecord): string {
  const merged: Record<string, QueryValue> = overrides ? { ...current, page: 1, ...overrides } : { ...current };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    const encoded = encodeValue(value);
    if (encoded !== undefined) search.append(key, encoded);
  }
  return search.toString();
}
