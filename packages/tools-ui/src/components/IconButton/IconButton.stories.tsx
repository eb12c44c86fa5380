import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button/Button.css';
import { iconNames } from '../Icon';
import { Inline } from '../Inline';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { icon: 'edit', label: '기록 수정', onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: '기록 수정' });
    // Keyboard focus shows the label as a tooltip at once.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('기록 수정');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline>
      <IconButton {...args} variant="ghost" icon="edit" label="수정" />
      <IconButton {...args} variant="secondary" icon="plus" label="추가" />
      <IconButton {...args} variant="primary" icon="check" label="완료" />
      <IconButton {...args} variant="danger" icon="trash" label="삭제" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const name of ['수정', '추가', '완료', '삭제']) {
      await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '기록 수정' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const WithoutTooltip: Story = {
  args: { showTooltip: false, icon: 'close', label: '닫기' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: '닫기' })).toHaveFocus();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
