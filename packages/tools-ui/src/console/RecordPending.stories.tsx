import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RecordPending } from './RecordPending';

/**
 * A record's page before its record (a detail page of the console or the university area): the
 * screen's heading stands while the record loads, and a failure is said under it with a retry.
 */
const meta = {
  title: 'Console/RecordPending',
  component: RecordPending,
  tags: ['autodocs'],
  args: { value: { status: 'loading', retry: fn(), refresh: fn() }, title: '강사 상세', what: '강사' },
} satisfies Meta<typeof RecordPending>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While loading: the heading, and a placeholder that says what it waits for. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '강사 상세' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('강사를 불러오는 중');
  },
};

/** Failed: the heading stays, the failure names the record (its particle chosen), 다시 시도 asks again. */
export const Failed: Story = {
  args: {
    value: { status: 'error', message: '서버에 연결하지 못했습니다.', code: null, retry: fn(), refresh: fn() },
    what: '상담 일지',
    title: '상담 일지 상세',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '상담 일지 상세' })).toBeVisible();
    await expect(canvas.getByText('상담 일지를 불러오지 못했습니다')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.value.retry).toHaveBeenCalled();
  },
};
