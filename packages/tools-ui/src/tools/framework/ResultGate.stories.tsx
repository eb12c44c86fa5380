import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../../components/Text';
import { ResultGate } from './ResultGate';

const meta = {
  title: 'Tools/ResultGate',
  component: ResultGate<{ top: string }>,
  tags: ['autodocs'],
  args: {
    title: '나의 커리어 앵커',
    back: null,
    shown: { status: 'ready', data: { top: '안정 · 라이프스타일' }, retry: fn(), refresh: fn() },
    empty: '문항에 모두 답하면 결과가 나옵니다.',
    children: (saved: { top: string }) => <Text>가장 높은 앵커: {saved.top}</Text>,
  },
} satisfies Meta<typeof ResultGate<{ top: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('가장 높은 앵커: 안정 · 라이프스타일')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { shown: { status: 'loading', retry: fn(), refresh: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '나의 커리어 앵커' })).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('결과를 불러오는 중');
  },
};

/** No result yet: what to do to get one, never a blank screen. */
export const NoResult: Story = {
  args: { shown: { status: 'none', retry: fn(), refresh: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('아직 결과가 없습니다')).toBeVisible();
    await expect(within(canvasElement).getByText('문항에 모두 답하면 결과가 나옵니다.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    shown: { status: 'error', message: '이 선물 코드로는 이용할 수 없는 도구입니다.', retry: fn(), refresh: fn() },
  },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText('이 선물 코드로는 이용할 수 없는 도구입니다.')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /다시/ }));
    await expect(args.shown.retry).toHaveBeenCalledOnce();
  },
};

/** A result the consultant shows after they have talked (decision 024): said as a wait, not a failure. */
export const HeldUntilCounselling: Story = {
  args: {
    shown: {
      status: 'error',
      code: 423,
      message: '상담 후 공개됩니다. 상담 선생님과 결과를 함께 본 뒤에 열립니다.',
      retry: fn(),
      refresh: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('상담 후 공개됩니다')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /다시/ })).toBeNull();
    await expect(canvas.queryByText('결과를 불러오지 못했습니다')).toBeNull();
  },
};
