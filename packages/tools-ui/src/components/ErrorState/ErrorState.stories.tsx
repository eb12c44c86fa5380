import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: { title: '문항을 불러오지 못했습니다', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('문항을 불러오지 못했습니다');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A refusal trying again cannot change: the server's words, and no 다시 시도. */
export const Refused: Story = {
  args: { title: '결과를 불러오지 못했습니다', description: '이 결과를 볼 권한이 없습니다.', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('이 결과를 볼 권한이 없습니다.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
