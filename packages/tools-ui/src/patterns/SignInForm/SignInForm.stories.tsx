import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SignInForm } from './SignInForm';

const meta = {
  title: 'Patterns/SignInForm',
  component: SignInForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(async (): Promise<string | null> => null) },
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    // The id field takes focus once the form is drawn.
    await waitFor(() => expect(canvas.getByLabelText('아이디', { exact: true })).toHaveFocus());
    await userEvent.type(canvas.getByLabelText('아이디', { exact: true }), 'consultant');
    await userEvent.type(canvas.getByLabelText('비밀번호', { exact: true }), 'demo1234!');
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ loginId: 'consultant', password: 'demo1234!' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { onSubmit: fn(async (): Promise<string | null> => '아이디 또는 비밀번호가 올바르지 않습니다.') },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('아이디', { exact: true }), 'someone');
    await userEvent.type(canvas.getByLabelText('비밀번호', { exact: true }), 'wrong-1');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('아이디 또는 비밀번호가 올바르지 않습니다.');
    // Nothing typed is lost.
    await expect(canvas.getByLabelText('비밀번호', { exact: true })).toHaveValue('wrong-1');
  },
};

export const WithEmailAndNotice: Story = {
  args: { idLabel: '이메일', notice: '로그인하면 보려던 화면으로 돌아갑니다.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('이메일', { exact: true })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('status')).toHaveTextContent('보려던 화면');
  },
};
