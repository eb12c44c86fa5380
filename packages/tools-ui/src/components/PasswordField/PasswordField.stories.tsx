import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: '비밀번호', description: '영문, 숫자를 섞어 8자 이상 입력해 주세요.' },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // A password input has no role: find it by its label.
    const input = canvas.getByLabelText('비밀번호');
    await userEvent.type(input, 'career2026');
    await expect(input).toHaveAttribute('type', 'password');

    const show = canvas.getByRole('button', { name: '비밀번호 보기' });
    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('career2026');

    // The same button now hides it, and works from the keyboard.
    const hide = canvas.getByRole('button', { name: '비밀번호 숨기기' });
    hide.focus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: '비밀번호 보기' })).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '1234',
    isInvalid: true,
    errorMessage: '비밀번호는 8자 이상이어야 합니다.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('비밀번호');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/비밀번호는 8자 이상이어야 합니다/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'career2026' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('비밀번호')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '비밀번호 보기' })).toBeDisabled();
  },
};

export const NewPassword: Story = {
  args: { label: '새 비밀번호', autoComplete: 'new-password', isRequired: true, description: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/새 비밀번호/);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toBeRequired();
  },
};
