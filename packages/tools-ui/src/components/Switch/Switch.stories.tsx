import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: '결과 공유 허용', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: '결과 공유 허용' });
    await expect(control).not.toBeChecked();
    await expect(canvas.getByText('꺼짐')).toBeVisible();
    await userEvent.click(canvas.getByText('결과 공유 허용'));
    await expect(control).toBeChecked();
    await expect(canvas.getByText('켜짐')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
  },
};

/** Disabled, on and off side by side: both states still show, in grey. */
export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => (
    <Stack space="3">
      <Switch {...args}>결과 공유 허용</Switch>
      <Switch {...args} defaultSelected>
        상담 알림 받기
      </Switch>
    </Stack>
  ),
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: '결과 공유 허용' });
    await expect(control).toBeDisabled();
    await expect(within(canvasElement).getByRole('switch', { name: '상담 알림 받기' })).toBeChecked();
    await userEvent.click(within(canvasElement).getByText('결과 공유 허용'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
