import type { Reply } from '@career/api-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReasonForm } from './ReasonForm';

const meta = {
  title: 'ConsultantLog/ReasonForm',
  component: ReasonForm<{ id: number }>,
  tags: ['autodocs'],
  args: {
    label: '일지 지우기',
    submit: fn(async (_reason: string): Promise<Reply<{ id: number }>> => ({ ok: true, data: { id: 7 } })),
    onDone: fn(),
  },
} satisfies Meta<typeof ReasonForm<{ id: number }>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reason goes with the call; done, the screen is told. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/지우는 까닭/), '다른 학생의 일지');
    await userEvent.click(canvas.getByRole('button', { name: '일지 지우기' }));
    await expect(args.submit).toHaveBeenCalledWith('다른 학생의 일지');
    await expect(args.onDone).toHaveBeenCalledWith({ id: 7 });
  },
};

/** A refusal is said in place, and the reason typed stays. */
export const Refused: Story = {
  args: {
    submit: fn(
      async (_reason: string): Promise<Reply<{ id: number }>> => ({
        ok: false,
        status: 400,
        message: '지우는 까닭을 두 글자 이상 입력해 주세요.',
      }),
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/지우는 까닭/), '가');
    await userEvent.click(canvas.getByRole('button', { name: '일지 지우기' }));
    await expect(await canvas.findByText('지우는 까닭을 두 글자 이상 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByLabelText(/지우는 까닭/)).toHaveValue('가');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/**
 * Sent empty, the field says why; once a reason is typed the message is gone before the pointer
 * leaves the field, so the button does not jump away from the first press (it used to move 32 px
 * on blur and the press was lost).
 */
export const EmptyThenTyped: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByLabelText(/지우는 까닭/);
    const button = canvas.getByRole('button', { name: '일지 지우기' });
    await userEvent.click(button);
    await expect(field).toHaveAccessibleDescription('지우는 까닭을 적어 주세요.');
    await expect(args.submit).not.toHaveBeenCalled();
    await userEvent.type(field, '중복 일지');
    const top = button.getBoundingClientRect().top;
    field.blur();
    await expect(button.getBoundingClientRect().top).toBe(top);
    await userEvent.click(button);
    await expect(args.submit).toHaveBeenCalledWith('중복 일지');
  },
};
