import { type Reply, withParticle } from '@career/api-sdk';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { Form } from '../components/Form';
import { Inline } from '../components/Inline';
import { Pagination } from '../components/Pagination';
import { Stack } from '../components/Stack';
import { Table, type TableColumn } from '../components/Table';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import { Loaded } from '../tools/framework/Loaded';
import { useLoaded } from '../tools/framework/useLoaded';
import { CsvExportButton, type CsvFile } from './exportCsv';
import { type ListQuery, sortDescriptorOf, sortOf } from './listQuery';

export interface ListPage<T> {
  items: T[];
  total: number;
  /** The server stopped counting at `total`: there are more rows, and a page after the last counted. */
  total_at_least?: boolean;
  page: number;
  size: number;
}

export interface ListViewProps<T extends { id: number }> {
  /** What the table lists: its accessible name, and the noun of the count line. */
  label: string;
  query: ListQuery;
  /** Loads the page the query names. */
  load: (query: string) => Promise<Reply<ListPage<T>>>;
  columns: TableColumn<T>[];
  defaultSort: string;
  /** The search field's label and hint; no search field without it. */
  search?: { label: string; description?: string };
  /** Filters beside the search (each updates the query itself). */
  filters?: ReactNode;
  /** Buttons above the table (e.g. 등록). */
  tools?: ReactNode;
  /**
   * The list's CSV export (decision 022): the whole list as the query filters and sorts it, not the
   * page shown, written by the server; the "CSV 내려받기" button saves it.
   */
  exportFile?: (query: string) => Promise<Reply<CsvFile>>;
  /** The count's unit: 건 for records, 명 for people. */
  unit?: string;
  /** What an empty list says, and what to do. */
  empty: { title: string; description?: string; action?: ReactNode };
  onRowAction?: (row: T) => void;
  /** Changed by the screen after it changed rows (a removal, an import): the page loads again. */
  revision?: number;
}

/**
 * A console list: search, filters, a server-sorted table, pages, and the count, all read from and
 * written to the address (useListQuery). Loading, error and empty states are the table's own.
 */
export function ListView<T extends { id: number }>({
  label,
  query,
  load,
  columns,
  defaultSort,
  search,
  filters,
  tools,
  exportFile,
  empty,
  unit = '건',
  onRowAction,
  revision = 0,
}: ListViewProps<T>) {
  const key = query.toString();
  const loaded = useLoaded(() => load(key), key);
  // A new revision reloads the page in place: the rows shown stay until the new ones come.
  const shownRevision = useRef(revision);
  useEffect(() => {
    if (revision === shownRevision.current) return;
    shownRevision.current = revision;
    loaded.refresh();
  });
  const [keyword, setKeyword] = useState(query.keyword);
  // The address can change under the field (back, a link): the field follows it.
  useEffect(() => setKeyword(query.keyword), [query.keyword]);
  const data = loaded.status === 'ready' ? loaded.data : null;
  const countedPages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  const pageCount = data?.total_at_least ? Math.max(countedPages, data.page) + 1 : countedPages;
  const filtered =
    query.keyword !== '' || Object.keys(query.values).some((name) => !['page', 'sort', 'size'].includes(name));

  return (
    <Stack space="3">
      {search || filters ? (
        <search aria-label={`${label} 검색`}>
          <Form onSubmit={() => query.update({ keyword: keyword.trim() })}>
            <Inline space="2" alignY="bottom" wrap>
              {search ? (
                <TextField
                  label={search.label}
                  description={search.description}
                  type="search"
                  value={keyword}
                  onChange={setKeyword}
                  maxLength={100}
                />
              ) : null}
              {filters}
              {search ? (
                <Button type="submit" variant="secondary">
                  검색
                </Button>
              ) : null}
            </Inline>
          </Form>
        </search>
      ) : null}
      <Inline space="2" alignY="center" align="between" wrap>
        <Text size="sm" tone="muted" aria-live="polite">
          {data
            ? data.total_at_least
              ? `${label} ${data.total.toLocaleString('ko-KR')}${unit} 이상 · ${data.page}쪽`
              : `${label} ${data.total.toLocaleString('ko-KR')}${unit}${pageCount > 1 ? ` · ${data.page}/${pageCount}쪽` : ''}`
            : ' '}
        </Text>
        {tools || exportFile ? (
          <Inline space="2">
            {exportFile ? <CsvExportButton load={() => exportFile(key)} /> : null}
            {tools}
          </Inline>
        ) : null}
      </Inline>
      {/* While it loads the table shows its own loading row, under its headings. */}
      {loaded.status === 'error' ? (
        <Loaded value={loaded} failed={`${withParticle(label, '을/를')} 불러오지 못했습니다`} />
      ) : (
        <Table
          label={label}
          columns={columns}
          rows={data?.items ?? []}
          isLoading={loaded.status === 'loading'}
          sortDescriptor={sortDescriptorOf(query.sort, defaultSort)}
          onSortChange={(descriptor) => query.update({ sort: sortOf(descriptor) })}
          onRowAction={
            onRowAction
              ? (id) => {
                  const row = data?.items.find((item) => item.id === id);
                  if (row) onRowAction(row);
                }
              : undefined
          }
          emptyState={
            filtered ? (
              <EmptyState
                headingLevel="none"
                title="찾는 조건에 맞는 항목이 없습니다"
                description="검색어나 필터를 바꿔 보세요."
                action={
                  <Button
                    variant="secondary"
                    size="sm"
                    onPress={() => query.update({ keyword: '', page: 1, ...clearFilters(query) })}
                  >
                    조건 지우기
                  </Button>
                }
              />
            ) : (
              <EmptyState
                headingLevel="none"
                title={empty.title}
                description={empty.description}
                action={empty.action}
              />
            )
          }
        />
      )}
      {data ? (
        <Pagination
          page={data.page}
          pageCount={pageCount}
          onPageChange={(page) => query.update({ page })}
          label={`${label} 페이지`}
        />
      ) : null}
    </Stack>
  );
}

/** Every filter of the query set to nothing (page and sort stay as the list had them). */
const clearFilters = (query: ListQuery) =>
  Object.fromEntries(
    Object.keys(query.values)
      .filter((name) => !['page', 'sort', 'size'].includes(name))
      .map((name) => [name, '']),
  );
