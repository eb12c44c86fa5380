import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: '상담 방식',
    description: '편한 방식을 골라 주세요. 나중에 바꿀 수 있습니다.',
    onChange: fn(),
    children: (
      <>
        <Radio value="visit" description="센터에 방문해 만나요">
          대면 상담
        </Radio>
        <Radio value="video">화상 상담</Radio>
        <Radio value="phone">전화 상담</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '상담 방식' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('화상 상담'));
    await expect(canvas.getByRole('radio', { name: '화상 상담' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('video');
    // Arrow keys move the choice within the group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '전화 상담' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '전화 상담' })).toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'visit' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /대면 상담/ })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: '상담 방식을 골라 주세요.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('상담 방식을 골라 주세요.')).toBeVisible();
  },
};

/** Disabled keeps the chosen answer visible: a grey ring around a light dot, 3:1 apart. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'phone' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '전화 상담' })).toBeChecked();
  },
};

/**
 * Read-only, for reviewing answers: the chosen option at full strength and bold, the others
 * stepped back; nothing changes when pressed or with the arrow keys.
 */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'video', description: '지난 상담에서 고른 방식입니다.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(canvas.getByText('전화 상담'));
    await expect(canvas.getByRole('radio', { name: '화상 상담' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
