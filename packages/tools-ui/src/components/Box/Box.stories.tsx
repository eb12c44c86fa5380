import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  tags: ['autodocs'],
  args: {
    padding: '6',
    background: 'surface',
    borderRadius: 'lg',
    boxShadow: 'md',
    children: '테마의 간격, 색 역할, 모서리, 그림자만으로 꾸민 상자입니다.',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/꾸민 상자입니다/);
    // Sprinkle props become classes, not attributes.
    await expect(box).not.toHaveAttribute('padding');
    await expect(getComputedStyle(box).paddingTop).toBe('24px');
  },
};

export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-label': '안내',
    background: 'brandSoft',
    color: 'brandText',
    children: '다음 상담은 11월 25일 오후 3시입니다.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '안내' })).toBeInTheDocument();
  },
};
