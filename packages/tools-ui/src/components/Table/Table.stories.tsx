import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { densityClass } from '../../styles/density.css';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { sortRows } from './sortRows';
import { Table, type TableColumn, type TableProps } from './Table';

interface Student {
  id: number;
  name: string;
  school: string;
  completed: number;
  lastActive: string;
}

const students: Student[] = [
  { id: 1, name: '하윤서', school: '한빛고등학교', completed: 7, lastActive: '2026-11-18' },
  { id: 2, name: '김도현', school: '푸른중학교', completed: 3, lastActive: '2026-11-20' },
  { id: 3, name: '이서진', school: '한빛고등학교', completed: 10, lastActive: '2026-11-02' },
  { id: 4, name: '박민준', school: '새봄대학교', completed: 0, lastActive: '2026-10-28' },
  { id: 5, name: '최지우', school: '푸른중학교', completed: 5, lastActive: '2026-11-15' },
];

const columns: TableColumn<Student>[] = [
  { id: 'name', label: '이름', isRowHeader: true, allowsSorting: true },
  { id: 'school', label: '학교', allowsSorting: true },
  {
    id: 'completed',
    label: '완료한 도구',
    allowsSorting: true,
    align: 'end',
    render: (student) => `${student.completed} / 10`,
  },
  {
    id: 'status',
    label: '상태',
    render: (student) =>
      student.completed === 10 ? (
        <Badge tone="success" icon="check">
          모두 완료
        </Badge>
      ) : student.completed === 0 ? (
        <Badge tone="neutral">시작 전</Badge>
      ) : (
        <Badge tone="brand">진행 중</Badge>
      ),
  },
  { id: 'lastActive', label: '최근 활동', allowsSorting: true, align: 'end' },
];

/** The table sorted on the client, as a screen would do it. */
function SortableTable({ rows = students, ...props }: Partial<TableProps<Student>>) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  return (
    <Table
      label="학생 목록"
      columns={columns}
      {...props}
      rows={sortRows(rows, sort)}
      sortDescriptor={sort}
      onSortChange={setSort}
    />
  );
}

const meta = {
  title: 'Components/Table',
  component: Table,
  tags: ['autodocs'],
  args: { label: '학생 목록', columns, rows: students },
  render: (args) => <SortableTable {...(args as Partial<TableProps<Student>>)} />,
} satisfies Meta<typeof Table<Student>>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: '학생 목록' });
    const nameHeader = canvas.getByRole('columnheader', { name: /이름/ });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowNames(table)).toEqual(['김도현', '박민준', '이서진', '최지우', '하윤서']);

    // Clicking a sortable header sorts by it; again reverses.
    const completedHeader = canvas.getByRole('columnheader', { name: /완료한 도구/ });
    await userEvent.click(completedHeader);
    await expect(completedHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader).not.toHaveAttribute('aria-sort', 'ascending');
    await expect(rowNames(table)[0]).toBe('박민준');
    await userEvent.click(completedHeader);
    await expect(completedHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rowNames(table)[0]).toBe('이서진');
  },
};

export const KeyboardSorting: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: '학생 목록' });
    // One Tab stop, then the arrows: the grid says so, since nothing on the screen does.
    await expect(table).toHaveAccessibleDescription(
      /화살표 키로 행과 칸을 옮겨 다닙니다\. 표 밖으로는 Tab 키로 나갑니다\.$/,
    );
    // Tab into the grid, arrow up to the header row, across to 학교, Enter sorts.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    const schoolHeader = canvas.getByRole('columnheader', { name: /학교/ });
    await expect(schoolHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(schoolHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('새봄대학교');
  },
};

/** Inside the compact density (the admin console), rows are dense and their text smaller. */
export const Compact: Story = {
  decorators: [(Story) => <div className={densityClass.compact}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(students.length + 1);
    const cell = within(rows[1] as HTMLElement).getAllByRole('gridcell')[0] as HTMLElement;
    await expect(getComputedStyle(cell).paddingTop).toBe('8px');
    await expect(getComputedStyle(cell).fontSize).toBe('14px');
  },
};

export const RowAction: Story = {
  args: { onRowAction: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('grid')).toHaveAccessibleDescription(/행에서 Enter 키를 누르면 그 행을 엽니다\.$/);
    await userEvent.click(canvas.getByRole('rowheader', { name: '이서진' }));
    await expect(args.onRowAction).toHaveBeenCalledWith(3);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: '목록을 불러오는 중' })).toBeInTheDocument();
    await expect(canvas.queryByText('하윤서')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        headingLevel="none"
        size="sm"
        icon="user"
        title="아직 등록된 학생이 없습니다"
        description="초대 링크를 보내 학생을 반에 초대하세요."
        action={<Button variant="secondary">초대 링크 복사</Button>}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('아직 등록된 학생이 없습니다')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '초대 링크 복사' })).toBeInTheDocument();
  },
};
