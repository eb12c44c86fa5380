import { type ApiClient, type Reply, type Route, routes } from '@career/api-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activeOptions } from './active';
import type { ListPage } from './ListView';
import { ResourceList, type ResourceListProps, type RowOf } from './ResourceList';

type University = RowOf<typeof routes.admin.universityList>;

const university = (id: number, name: string, region: string | null, active = true): University => ({
  id,
  name,
  region,
  active,
  contract_starts_on: '2026-03-01',
  contract_ends_on: '2027-02-28',
  contact_name: null,
  contact_phone: null,
  contact_email: null,
  class_count: id % 4,
  participant_count: id * 10,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
});

/** 23 universities: three pages of ten. */
const UNIVERSITIES = [
  university(1, '한빛대학교', '서울'),
  university(2, '가람대학교', '광주'),
  university(3, '누리대학교', '부산', false),
  ...Array.from({ length: 20 }, (_, index) => university(index + 4, `다온대학교 ${index + 1}캠퍼스`, '대전')),
];

/**
 * A stand-in for the console's list call, answering the query string as the server does: the
 * keyword in name or region, the active filter, the sort (`name`, `-name`, `region`), ten a page.
 */
function listOf(rows: University[]) {
  return async (query: string): Promise<Reply<ListPage<University>>> => {
    const search = new URLSearchParams(query);
    const keyword = search.get('keyword') ?? '';
    const active = search.get('active');
    const sort = search.get('sort') ?? 'name';
    const key = sort.replace(/^-/, '') as 'name' | 'region';
    const found = rows
      .filter((row) => !keyword || row.name.includes(keyword) || (row.region ?? '').includes(keyword))
      .filter((row) => !active || row.active === (active === 'active'))
      .sort((a, b) => (sort.startsWith('-') ? -1 : 1) * (a[key] ?? '').localeCompare(b[key] ?? '', 'ko'));
    const page = Number(search.get('page') ?? 1);
    return { ok: true, data: { items: found.slice((page - 1) * 10, page * 10), total: found.length, page, size: 10 } };
  };
}

/** A client whose `load` answers the list route through `list` (the query it was given). */
function clientOf(list: (query: string) => Promise<Reply<unknown>>): ApiClient {
  return {
    load: async (route: Route, _input: unknown, options?: { query?: string }) =>
      route === routes.admin.universityList ? list(options?.query ?? '') : { ok: false, status: 404, message: '' },
  } as unknown as ApiClient;
}

/** The address the list keeps its query in, shown under it (as the browser's address bar would). */
function Address() {
  const { search } = useLocation();
  return <output aria-label="주소의 검색 조건">{search}</output>;
}

const PROPS: Omit<ResourceListProps<typeof routes.admin.universityList>, 'client'> = {
  title: '대학 관리',
  intro: '계약한 대학과 그 학급을 관리합니다.',
  list: routes.admin.universityList,
  label: '대학',
  name: { id: 'name', label: '대학', text: (row) => row.name, to: (row) => `/university/class/${row.id}` },
  columns: [
    { id: 'region', label: '지역', allowsSorting: true, render: (row) => row.region ?? '-' },
    { id: 'participants', label: '참여자', align: 'end', render: (row) => `${row.participant_count}명` },
  ],
  edit: (row) => ({ to: `/university/edit/${row.id}`, name: row.name }),
  defaultSort: 'name',
  search: { label: '대학 이름 또는 지역' },
  filters: [{ name: 'active', label: '상태', options: activeOptions() }],
  create: { to: '/university/write', label: '대학 등록' },
  empty: { title: '아직 등록한 대학이 없습니다', description: '대학을 등록하면 학급을 만들 수 있습니다.' },
};

/**
 * A console resource's list page as declared (decision 046): heading, search, filter, a sorted and
 * paged table whose first column names and links each row, an edit link per row and the create
 * link; search, sort, page and filter live in the address.
 */
const meta = {
  title: 'Console/ResourceList',
  component: ResourceList,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
        <Address />
      </MemoryRouter>
    ),
  ],
  args: { ...PROPS, client: clientOf(listOf(UNIVERSITIES)) },
  parameters: {
    a11y: {
      config: {
        // As in the Pagination story: '2페이지' starts with its visible '2' (WCAG 2.5.3 holds), but
        // axe's experimental check compares space-separated words, and Korean attaches the counter.
        rules: [{ id: 'label-content-name-mismatch', enabled: false }],
      },
    },
  },
} satisfies Meta<typeof ResourceList<typeof routes.admin.universityList>>;

export default meta;
type Story = StoryObj<typeof meta>;

const address = (canvas: ReturnType<typeof within>) => canvas.getByRole('status', { name: '주소의 검색 조건' });

/** Waits for the first page, then searches for `keyword` as a person would: types it and presses 검색. */
async function search(canvas: ReturnType<typeof within>, keyword: string) {
  await canvas.findByText('대학 23건 · 1/3쪽');
  await userEvent.type(canvas.getByRole('searchbox', { name: '대학 이름 또는 지역' }), keyword);
  await userEvent.click(canvas.getByRole('button', { name: '검색' }));
}

/** The first page, sorted by name; each row's name links to it and its edit link names it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '대학 관리' })).toBeVisible();
    const table = within(await canvas.findByRole('grid', { name: '대학' }));
    await expect(await canvas.findByText('대학 23건 · 1/3쪽')).toBeVisible();
    const names = table.getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect(names).toHaveLength(10);
    await expect(names[0]).toBe('가람대학교');
    await expect(table.getByRole('link', { name: '가람대학교' })).toHaveAttribute('href', '/university/class/2');
    await expect(table.getByRole('link', { name: '가람대학교 수정' })).toHaveAttribute('href', '/university/edit/2');
    await expect(canvas.getByRole('link', { name: '대학 등록' })).toHaveAttribute('href', '/university/write');
  },
};

/** A search goes into the address and to the server; a page turn keeps it. */
export const SearchAndPages: Story = {
  play: async ({ canvas }) => {
    await search(canvas, '대전');
    await expect(await canvas.findByText('대학 20건 · 1/2쪽')).toBeVisible();
    await expect(address(canvas)).toHaveTextContent('keyword=%EB%8C%80%EC%A0%84');
    await userEvent.click(canvas.getByRole('button', { name: '2페이지' }));
    await expect(await canvas.findByText('대학 20건 · 2/2쪽')).toBeVisible();
    await expect(address(canvas)).toHaveTextContent(/keyword=.+&page=2|page=2&keyword=/);
    await expect(within(canvas.getByRole('grid', { name: '대학' })).getAllByRole('rowheader')).toHaveLength(10);
  },
};

/** A column header sorts on the server: the order comes back reversed and the address says so. */
export const Sort: Story = {
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('grid', { name: '대학' }));
    await canvas.findByText('대학 23건 · 1/3쪽');
    await userEvent.click(table.getByRole('columnheader', { name: /^대학/ }));
    await expect(address(canvas)).toHaveTextContent('sort=-name');
    await waitFor(() => expect(table.getAllByRole('rowheader')[0]).toHaveTextContent('한빛대학교'));
  },
};

/** A search that finds nothing says so and clears its conditions in one press. */
export const NothingFound: Story = {
  play: async ({ canvas }) => {
    await search(canvas, '없는대학');
    await expect(await canvas.findByText('찾는 조건에 맞는 항목이 없습니다')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '조건 지우기' }));
    await expect(await canvas.findByText('대학 23건 · 1/3쪽')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '대학 이름 또는 지역' })).toHaveValue('');
  },
};

/** The filter beside the search goes into the address and back to page 1; 전체 clears it. */
export const Filter: Story = {
  play: async ({ canvasElement, canvas }) => {
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('대학 23건 · 1/3쪽');
    await userEvent.click(canvas.getByRole('button', { name: '3페이지' }));
    await canvas.findByText('대학 23건 · 3/3쪽');
    await userEvent.click(canvas.getByRole('button', { name: / 상태$/ }));
    await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: '사용 안 함' }));
    await expect(await canvas.findByText('대학 1건')).toBeVisible();
    await expect(address(canvas)).toHaveTextContent('active=inactive');
    await expect(address(canvas)).not.toHaveTextContent('page=3');
    await expect(within(canvas.getByRole('grid', { name: '대학' })).getByRole('rowheader')).toHaveTextContent(
      '누리대학교',
    );
    await userEvent.click(canvas.getByRole('button', { name: / 상태$/ }));
    await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: '전체' }));
    await expect(await canvas.findByText('대학 23건 · 1/3쪽')).toBeVisible();
  },
};

/** No rows at all: what the list is for and how to start, not a bare empty table. */
export const Empty: Story = {
  args: { client: clientOf(listOf([])) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('아직 등록한 대학이 없습니다')).toBeVisible();
    await expect(canvas.getByText('대학을 등록하면 학급을 만들 수 있습니다.')).toBeVisible();
  },
};

/** Refusals the next list calls get before the server answers again (set by the story that needs them). */
let refusalsLeft = 0;
const refusingFirst = clientOf(async (query) => {
  if (refusalsLeft === 0) return listOf(UNIVERSITIES)(query);
  refusalsLeft -= 1;
  return { ok: false, status: 500, message: '잠시 후 다시 시도해 주세요.' };
});

/** The server fails the list: its message in place, with a way to try again that loads again. */
export const Refused: Story = {
  args: { client: refusingFirst },
  beforeEach: () => {
    refusalsLeft = 1;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('대학을 불러오지 못했습니다')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText('대학 23건 · 1/3쪽')).toBeVisible();
  },
};

/** A server that stops counting at 20 rows, as one does at LIST_COUNT_LIMIT, answers the same list. */
const countingTo20 = clientOf(async (query) => {
  const reply = await listOf(UNIVERSITIES)(query);
  if (!reply.ok) return reply;
  const limit = Math.max(20, reply.data.page * reply.data.size);
  return {
    ok: true,
    data: { ...reply.data, ...(reply.data.total > limit ? { total: limit, total_at_least: true } : {}) },
  };
});

/** A list longer than the server counts says "이상" instead of a last page, and a page after the counted ones opens. */
export const CountStopped: Story = {
  args: { client: countingTo20 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('대학 20건 이상 · 1쪽')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '3페이지' }));
    await expect(await canvas.findByText('대학 23건 · 3/3쪽')).toBeVisible();
    await expect(within(canvas.getByRole('grid', { name: '대학' })).getAllByRole('rowheader')).toHaveLength(3);
  },
};
