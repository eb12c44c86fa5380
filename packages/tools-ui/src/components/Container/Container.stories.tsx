import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Container, containerWidths } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  tags: ['autodocs'],
  args: {
    width: 'medium',
    children: (
      <Box padding="6" background="surface" borderRadius="md">
        가운데 정렬된 읽기 좋은 너비
      </Box>
    ),
  },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const container = within(canvasElement).getByText('가운데 정렬된 읽기 좋은 너비').parentElement as HTMLElement;
    await expect(getComputedStyle(container).maxWidth).toBe('768px');
  },
};

export const Narrow: Story = {
  args: { width: 'narrow' },
  play: async ({ canvasElement }) => {
    const container = within(canvasElement).getByText('가운데 정렬된 읽기 좋은 너비').parentElement as HTMLElement;
    await expect(getComputedStyle(container).maxWidth).toBe('448px');
  },
};
