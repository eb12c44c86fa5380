import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Spinner } from './Spinner';
import { spinnerSizes } from './Spinner.css';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: '불러오는 중' });
    // Indeterminate: no value to announce.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const WithLabel: Story = {
  args: { label: '결과를 분석하는 중', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '결과를 분석하는 중' })).toBeInTheDocument();
    await expect(canvas.getByText('결과를 분석하는 중')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="6">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`${size} 크기 불러오는 중`} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(spinnerSizes.length);
  },
};
