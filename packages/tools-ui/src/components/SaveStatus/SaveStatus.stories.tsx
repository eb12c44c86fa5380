import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SaveStatus } from './SaveStatus';

const now = new Date('2026-11-24T14:05:00+09:00');

const meta = {
  title: 'Components/SaveStatus',
  component: SaveStatus,
  tags: ['autodocs'],
  args: { state: 'saved', savedAt: new Date(now.getTime() - 10_000), now, onRetry: fn() },
} satisfies Meta<typeof SaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('저장됨 · 방금');
  },
};

export const MinutesAgo: Story = {
  args: { savedAt: new Date(now.getTime() - 3 * 60_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('저장됨 · 3분 전');
  },
};

export const Saving: Story = {
  args: { state: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('저장 중…');
  },
};

/** A failed save says so and offers to try again. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('저장되지 않음');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Someone else in the same run changed an answer first: theirs was loaded, and the screen says so. */
export const Reloaded: Story = {
  args: { state: 'saved', reloaded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('다른 곳에서 바뀐 답을 불러왔습니다');
  },
};
