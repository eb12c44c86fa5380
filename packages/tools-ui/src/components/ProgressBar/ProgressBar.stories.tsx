import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: '검사 진행률', value: 40 },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '검사 진행률' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(within(canvasElement).getByText('40%')).toBeVisible();
  },
};

/** A custom value text, e.g. answered questions out of all. */
export const Questions: Story = {
  args: { label: '응답한 문항', value: 12, maxValue: 40, valueLabel: '40문항 중 12문항' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '응답한 문항' });
    await expect(bar).toHaveAttribute('aria-valuetext', '40문항 중 12문항');
  },
};

export const Loading: Story = {
  args: { label: 'PDF 만드는 중', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'PDF 만드는 중' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};

export const Empty: Story = {
  args: { value: 0, label: '아직 시작하지 않음' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Advancing: Story = {
  render: function Advancing(args) {
    const [value, setValue] = useState(25);
    return (
      <Stack>
        <ProgressBar {...args} value={value} />
        <Button variant="secondary" onPress={() => setValue((current) => Math.min(100, current + 25))}>
          다음 단계
        </Button>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '다음 단계' }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};
