import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { iconNames } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: '아직 작성한 기록이 없습니다',
    description: '첫 상담이 끝나면 이곳에 상담 기록이 쌓입니다. 지금 바로 첫 기록을 남겨 보세요.',
    icon: 'document',
  },
  argTypes: { icon: { control: 'select', options: iconNames } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '아직 작성한 기록이 없습니다' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    action: (
      <Button iconStart="plus" onPress={fn()}>
        첫 기록 남기기
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '첫 기록 남기기' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

export const Small: Story = {
  args: {
    size: 'sm',
    headingLevel: 'none',
    icon: 'search',
    title: '검색 결과가 없습니다',
    description: '다른 낱말로 찾아보세요.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('검색 결과가 없습니다')).toBeVisible();
  },
};
