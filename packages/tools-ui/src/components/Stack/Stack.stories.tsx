import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Stack, stackAlignments } from './Stack';

const Item = ({ children }: { children: string }) => (
  <Box padding="4" background="surface" borderRadius="md" borderStyle="solid" borderWidth="thin" borderColor="border">
    {children}
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    space: '4',
    children: [
      <Item key="1">관심 분야 고르기</Item>,
      <Item key="2">강점 돌아보기</Item>,
      <Item key="3">실천 계획 세우기</Item>,
    ],
  },
  argTypes: { align: { control: 'inline-radio', options: stackAlignments } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('관심 분야 고르기');
    const stack = first.parentElement as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
  },
};

export const AsList: Story = {
  args: {
    as: 'ol',
    space: '2',
    children: [<li key="1">안내 읽기</li>, <li key="2">문항에 답하기</li>, <li key="3">결과 보기</li>],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
