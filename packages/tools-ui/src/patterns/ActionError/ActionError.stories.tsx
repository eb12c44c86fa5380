import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionError } from './ActionError';

const meta = {
  title: 'Patterns/ActionError',
  component: ActionError,
  tags: ['autodocs'],
  args: {
    title: '실천 계획을 저장하지 못했습니다',
    message: '서버에 연결하지 못했습니다.',
    kept: '적은 내용은 그대로 있으니 다시 시도해 주세요.',
  },
} satisfies Meta<typeof ActionError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced at once, with what did not happen, why, and what was kept, in that order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      /저장하지 못했습니다.*서버에 연결하지 못했습니다\. 적은 내용은 그대로 있으니/,
    );
    await expect(within(alert).getByRole('img', { name: '오류' })).toBeInTheDocument();
    await expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Where trying again can help, the retry sits beside the words and carries its own name. */
export const WithRetry: Story = {
  args: {
    title: '이 답변을 점검하지 못했습니다',
    message: '잠시 후 다시 시도해 주세요.',
    kept: undefined,
    onRetry: fn(),
    retryLabel: '다시 점검',
  },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '다시 점검' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The server's words alone, when they already say what did not happen. */
export const MessageOnly: Story = {
  args: { title: undefined, kept: undefined, message: '아이디 또는 비밀번호가 올바르지 않습니다.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '아이디 또는 비밀번호가 올바르지 않습니다.',
    );
  },
};
