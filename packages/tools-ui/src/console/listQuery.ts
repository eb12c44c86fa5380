import { type QueryRecord, toQueryString } from '@career/api-sdk';
import { useSearchParams } from 'react-router-dom';
import type { SortDescriptor } from '../components/Table';

// A console list keeps its page, search, sort and filters in the address (spec §9's query-string
// helper), so a list can be bookmarked, shared and returned to; a new filter goes back to page 1.

export interface ListQuery {
  /** The address's query as the server call takes it (page and size as numbers). */
  values: QueryRecord;
  page: number;
  keyword: string;
  sort: string | undefined;
  /** One filter's value, or '' when it is not set. */
  get(name: string): string;
  /** Merges `overrides` into the address; page goes back to 1 unless it is one of them. */
  update(overrides: QueryRecord): void;
  /** The query string for a server call (no leading '?'). */
  toString(): string;
}

export function useListQuery(): ListQuery {
  const [params, setParams] = useSearchParams();
  const values: QueryRecord = Object.fromEntries(params.entries());
  const page = Math.max(1, Number(params.get('page')) || 1);
  return {
    values,
    page,
    keyword: params.get('keyword') ?? '',
    sort: params.get('sort') ?? undefined,
    get: (name) => params.get(name) ?? '',
    update: (overrides) => setParams(new URLSearchParams(toQueryString(values, overrides))),
    toString: () => toQueryString(values),
  };
}

/** The table's sort from the query's `sort` (`key` or `-key`). */
export function sortDescriptorOf(sort: string | undefined, fallback: string): SortDescriptor {
  const value = sort ?? fallback;
  const descending = value.startsWith('-');
  return { column: descending ? value.slice(1) : value, direction: descending ? 'descending' : 'ascending' };
}

/** The query's `sort` from the table's. */
export const sortOf = (descriptor: SortDescriptor) =>
  `${descriptor.direction === 'descending' ? '-' : ''}${String(descriptor.column)}`;
