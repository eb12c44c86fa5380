import type { Reply } from '@career/api-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../components/Button';
import { ActionItemPlan } from './ActionItemPlan';
import { dueDateIn } from './dates';
import type { ActionItemEntry } from './types';

type Save = (items: readonly ActionItemEntry[], leaving: boolean) => Promise<Reply<readonly ActionItemEntry[]>>;

const meta = {
  title: 'Tools/ActionItemPlan',
  component: ActionItemPlan,
  tags: ['autodocs'],
  args: {
    description: '나의 두 앵커에 맞는 다음 걸음을 정해 보세요.',
    back: <Button variant="ghost">결과로</Button>,
    initial: [{ content: '진로 상담 예약하기', due_date: '2026-12-05', done: false, suggested: false }],
    suggestions: [{ content: '오래 다닐 수 있는 조건 세 가지 적기', due_in_days: 7, topic: '안정' }],
    save: fn<Save>(async (items) => ({ ok: true, data: items })),
    onSaved: fn(),
  },
} satisfies Meta<typeof ActionItemPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A suggestion taken is kept with the result within a second, with its date and no button to press. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('안정')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '오래 다닐 수 있는 조건 세 가지 적기 담기' }));
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith(
        [
          { content: '진로 상담 예약하기', due_date: '2026-12-05', done: false, suggested: false },
          { content: '오래 다닐 수 있는 조건 세 가지 적기', due_date: dueDateIn(7), done: false, suggested: true },
        ],
        false,
      ),
    );
    await expect(await canvas.findByText(/저장됨/)).toBeVisible();
    await expect(args.onSaved).toHaveBeenCalledOnce();
  },
};

/** The server refused: the plan stays as written, the reason is shown, and a retry sends it again. */
export const SaveFailed: Story = {
  args: {
    save: fn<Save>(async () => ({ ok: false, status: null, message: '서버에 연결하지 못했습니다.' })),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '오래 다닐 수 있는 조건 세 가지 적기 담기' }));
    await expect(await canvas.findByText(/서버에 연결하지 못했습니다/)).toBeVisible();
    await expect(canvas.getByText('진로 상담 예약하기')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(args.save).toHaveBeenCalledTimes(2));
  },
};
