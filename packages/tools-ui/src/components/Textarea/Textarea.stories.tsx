import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: {
    label: '요즘 가장 몰입했던 순간',
    description: '언제, 무엇을 하고 있었는지 떠오르는 대로 적어 주세요.',
    placeholder: '예: 동아리 발표 자료를 만들며 밤을 새운 날',
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: '요즘 가장 몰입했던 순간' });
    await userEvent.type(textarea, '친구들과 앱을 만들던 주말{Enter}시간 가는 줄 몰랐다');
    await expect(textarea).toHaveValue('친구들과 앱을 만들던 주말\n시간 가는 줄 몰랐다');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithCharacterCount: Story = {
  args: { maxLength: 200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 / 200자')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), '안녕하세요');
    await expect(canvas.getByText('5 / 200자')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: '10자 이상 적어 주세요.', defaultValue: '재밌었다' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox');
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(/10자 이상 적어 주세요/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '제출이 끝난 답변은 수정할 수 없습니다.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
