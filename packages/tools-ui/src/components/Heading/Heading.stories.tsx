import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Heading } from './Heading';
import { headingLevels } from './Heading.css';

const meta = {
  title: 'Layout/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 2, children: '나를 알아가는 첫걸음' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingLevels },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('나를 알아가는 첫걸음');
  },
};

export const Levels: Story = {
  render: () => (
    <Stack space="3">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          {`${level}단계 제목: 진로를 함께 그려 봅니다`}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const level of headingLevels) {
      await expect(within(canvasElement).getByRole('heading', { level })).toBeInTheDocument();
    }
  },
};

/** The outline level and the visual size are independent. */
export const SizeIndependentOfLevel: Story = {
  args: { level: 2, size: 4, children: '작게 보이는 2단계 제목' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeInTheDocument();
  },
};
