import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TrendChart } from './TrendChart';

const days = Array.from({ length: 14 }, (_, index) => ({
  label: `3/${index + 1}`,
  values: {
    started: [12, 18, 9, 22, 30, 5, 3, 14, 20, 17, 25, 28, 6, 4][index] ?? 0,
    completed: [8, 11, 7, 15, 21, 4, 2, 9, 16, 12, 19, 22, 5, 3][index] ?? 0,
  },
}));

const meta = {
  title: 'Components/TrendChart',
  component: TrendChart,
  tags: ['autodocs'],
  args: {
    title: '일별 검사 이용',
    unit: '건',
    series: [
      { key: 'started', label: '시작', tone: 'brand' },
      { key: 'completed', label: '완료', tone: 'accent' },
    ],
    points: days,
  },
} satisfies Meta<typeof TrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart is a picture with a summary; the same numbers are one press away as a table. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '시작 합계 213건, 완료 합계 154건 (14개 구간)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '표로 보기' }));
    const table = canvas.getByRole('grid', { name: '일별 검사 이용' });
    await expect(within(table).getByRole('rowheader', { name: '3/5' })).toBeVisible();
    await expect(within(table).getAllByRole('gridcell', { name: '30건' })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: '차트로 보기' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Nothing happened in the range: an axis from 0 to 5 and empty columns, not a broken chart. */
export const Empty: Story = {
  args: { points: days.map((day) => ({ ...day, values: { started: 0, completed: 0 } })) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: '시작 합계 0건, 완료 합계 0건 (14개 구간)' }),
    ).toBeVisible();
  },
};

/** Ninety days: the axis labels thin out so none overlap. */
export const LongRange: Story = {
  args: {
    points: Array.from({ length: 90 }, (_, index) => ({
      label: `${index + 1}일`,
      values: { started: (index * 7) % 23, completed: (index * 5) % 17 },
    })),
  },
};
