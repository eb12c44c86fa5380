import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { Grid } from './Grid';

const tools = ['흥미 탐색', '가치관 카드', '강점 찾기', '직업 조사', '진로 지도', '실천 계획'];

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: {
    minItemWidth: '14rem',
    children: tools.map((tool) => <Card key={tool} as="article" title={tool} headingLevel={3} />),
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(tools.length);
  },
};

export const FixedColumns: Story = {
  args: { columns: 3 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getAllByRole('article')[0]?.parentElement as HTMLElement;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3);
  },
};
