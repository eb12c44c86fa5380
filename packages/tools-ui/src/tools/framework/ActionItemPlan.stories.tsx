import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { ActionItemPlan } from './ActionItemPlan';
import type { ActionItemEntry } from './types';

const meta = {
  title: 'Tools/ActionItemPlan',
  component: ActionItemPlan,
  tags: ['autodocs'],
  args: {
    toolName: '커리어 앵커',
    subjectName: '김하늘',
    description: '나의 두 앵커에 맞는 다음 걸음을 정해 보세요.',
    back: <Button variant="ghost">결과로</Button>,
    initial: [{ content: '진로 상담 예약하기', due_date: '2026-12-05', done: false, suggested: false }],
    suggestions: ['오래 다닐 수 있는 조건 세 가지 적기'],
    save: fn(async (items: readonly ActionItemEntry[]): Promise<readonly ActionItemEntry[] | undefined> => items),
    onSaved: fn(),
  },
} satisfies Meta<typeof ActionItemPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A suggestion taken and the plan saved: the server's copy comes back and is said to be kept. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '오래 다닐 수 있는 조건 세 가지 적기 담기' }));
    await userEvent.click(canvas.getByRole('button', { name: '실천 계획 저장' }));
    await expect(await canvas.findByText('실천 계획을 저장했습니다.')).toBeVisible();
    await expect(args.save).toHaveBeenCalledWith([
      { content: '진로 상담 예약하기', due_date: '2026-12-05', done: false, suggested: false },
      { content: '오래 다닐 수 있는 조건 세 가지 적기', due_date: null, done: false, suggested: true },
    ]);
    await expect(args.onSaved).toHaveBeenCalledOnce();
  },
};

/** The server could not be reached: the plan stays as written, and the person is asked to save again. */
export const SaveFailed: Story = {
  args: {
    save: fn(async (_items: readonly ActionItemEntry[]): Promise<readonly ActionItemEntry[] | undefined> => undefined),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '실천 계획 저장' }));
    await expect(await canvas.findByText(/저장하지 못했습니다/)).toBeVisible();
    await expect(canvas.getByText('진로 상담 예약하기')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
