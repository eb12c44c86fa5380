import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Inline, inlineAlignments, inlineVerticalAlignments } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: {
    children: ['탐구형', '예술형', '사회형', '기업형', '관습형', '현실형'].map((type) => (
      <Badge key={type} tone="brand">
        {type}
      </Badge>
    )),
  },
  argTypes: {
    align: { control: 'inline-radio', options: inlineAlignments },
    alignY: { control: 'inline-radio', options: inlineVerticalAlignments },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('탐구형').parentElement as HTMLElement;
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
  },
};

export const Actions: Story = {
  args: {
    align: 'end',
    children: [
      <Button key="cancel" variant="secondary">
        취소
      </Button>,
      <Button key="save">저장</Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
  },
};
