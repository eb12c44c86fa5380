import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: '새 알림 3건' },
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <Icon name="info" />
      <span aria-hidden="true">3</span>
      <VisuallyHidden {...args} />
    </span>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('새 알림 3건');
    // In the accessibility tree, but one pixel and clipped on screen.
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(hidden).toBeInTheDocument();
  },
};
