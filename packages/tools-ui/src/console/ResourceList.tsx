import type { ApiClient, EndpointData, EndpointOf, Reply, Route } from '@career/api-sdk';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Heading } from '../components/Heading';
import type { SelectOption } from '../components/Select';
import { Stack } from '../components/Stack';
import type { TableColumn } from '../components/Table';
import { Text } from '../components/Text';
import { linkButton } from '../patterns/LinkStyles';
import type { CsvFile } from './exportCsv';
import { type ListPage, ListView, type ListViewProps } from './ListView';
import { useListQuery } from './listQuery';
import { QueryFilter } from './QueryFilter';

// A console resource's list page, declared (decision 046): its heading, its list and export calls,
// columns, filters and the links to create and edit. Search, sort, pages and filters live in the
// address; the list, its states and the CSV export are ListView's.

/** A row of what a list call answers. */
export type RowOf<R extends Route> =
  EndpointData<EndpointOf<R>> extends ListPage<infer T extends { id: number }> ? T : never;

/** A filter beside the search: a query key and its choices ('all', the first, clears it). */
export interface ResourceFilter {
  name: string;
  label: string;
  options: SelectOption[];
}

/** A row's name as the list's first column: the key it sorts by, its label, the text and where it links. */
export interface NameColumn<T> {
  id: string;
  label: string;
  text(row: T): string;
  to(row: T): string;
}

export interface ResourceListProps<R extends Route> {
  /** The page's heading and what the list is for, under it. */
  title: string;
  intro: ReactNode;
  /** The app's client and the resource's calls; `params` for a list inside another (a university's classes). */
  client: ApiClient;
  list: R;
  exportTo?: Route;
  params?: Record<string, string>;
  /** The first column: each row's name, its row header, linking to its page; sorted by `id`. */
  name: NameColumn<RowOf<R>>;
  /** The other columns; `edit` adds the last, a '수정' link per row. */
  columns: TableColumn<RowOf<R>>[];
  edit?: (row: RowOf<R>) => { to: string; name: string };
  /** The primary link above the table, e.g. '대학 등록'. */
  create?: { to: string; label: string };
  filters?: ResourceFilter[];
  label: ListViewProps<RowOf<R>>['label'];
  unit?: ListViewProps<RowOf<R>>['unit'];
  defaultSort: string;
  search?: ListViewProps<RowOf<R>>['search'];
  empty: ListViewProps<RowOf<R>>['empty'];
}

/** A resource's list page: heading, search, filters, the sorted, paged table, CSV export and create link. */
export function ResourceList<R extends Route>({
  title,
  intro,
  client,
  list,
  exportTo,
  params,
  name,
  columns,
  edit,
  create,
  filters = [],
  ...view
}: ResourceListProps<R>) {
  const query = useListQuery();
  // The route's own input is checked where the route is named; here it is the list's query string.
  const input = { params, query: {} } as never;
  return (
    <Stack space="4">
      <Stack space="1">
        <Heading level={1}>{title}</Heading>
        <Text tone="muted">{intro}</Text>
      </Stack>
      <ListView<RowOf<R>>
        {...view}
        query={query}
        load={(search) => client.load(list, input, { query: search }) as Promise<never>}
        exportFile={
          exportTo ? (search) => client.load(exportTo, input, { query: search }) as Promise<Reply<CsvFile>> : undefined
        }
        columns={[nameColumn(name), ...columns, ...(edit ? [editColumn(edit)] : [])]}
        filters={
          filters.length > 0
            ? filters.map((filter) => <QueryFilter key={filter.name} query={query} {...filter} />)
            : undefined
        }
        tools={
          create ? (
            <Link to={create.to} className={linkButton({ variant: 'primary', size: 'sm' })}>
              {create.label}
            </Link>
          ) : undefined
        }
      />
    </Stack>
  );
}

function nameColumn<T>({ id, label, text, to }: NameColumn<T>): TableColumn<T> {
  return {
    id,
    label,
    isRowHeader: true,
    allowsSorting: true,
    render: (row) => <Link to={to(row)}>{text(row)}</Link>,
  };
}

/** The '수정' link of a row, named by the row for a screen reader ('한빛대학교 수정'). */
function editColumn<T>(edit: (row: T) => { to: string; name: string }): TableColumn<T> {
  return {
    id: 'edit',
    label: '수정',
    render: (row) => {
      const { to, name } = edit(row);
      return (
        <Link to={to} className={linkButton({ variant: 'ghost', size: 'sm' })} aria-label={`${name} 수정`}>
          수정
        </Link>
      );
    },
  };
}
