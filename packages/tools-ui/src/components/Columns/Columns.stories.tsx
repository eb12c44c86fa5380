import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Column, Columns } from './Columns';

const Panel = ({ children }: { children: string }) => (
  <Box padding="5" background="surface" borderRadius="md" borderStyle="solid" borderWidth="thin" borderColor="border">
    {children}
  </Box>
);

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  tags: ['autodocs'],
  args: {
    space: '6',
    children: [
      <Column key="main" width="2/3">
        <Panel>본문: 검사 문항과 응답</Panel>
      </Column>,
      <Column key="side" width="1/3">
        <Panel>곁: 진행 상황과 도움말</Panel>
      </Column>,
    ],
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByText(/본문/).parentElement as HTMLElement;
    const side = within(canvasElement).getByText(/곁/).parentElement as HTMLElement;
    // 2/3 and 1/3 of the row left after the gutter.
    const ratio = main.getBoundingClientRect().width / side.getBoundingClientRect().width;
    await expect(ratio).toBeCloseTo(2, 1);
  },
};

export const ContentAndFill: Story = {
  args: {
    children: [
      <Column key="label" width="content">
        <Panel>고정 너비</Panel>
      </Column>,
      <Column key="rest">
        <Panel>남은 공간을 모두 씁니다</Panel>
      </Column>,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('남은 공간을 모두 씁니다')).toBeVisible();
  },
};
