import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../components/Button';
import { ClassLogDays } from './ClassLogDays';

const meta = {
  title: 'Instructor/ClassLogDays',
  component: ClassLogDays,
  tags: ['autodocs'],
  args: {
    days: [
      {
        day: '2026-11-27',
        entry: {
          id: 2,
          title: '커리어 앵커 1회차',
          note: '앵커 검사 뒤 두 사람씩 결과를 이야기함.\n다음 시간: 성격 유형',
          updated_at: '2026-11-27T08:00:00.000Z',
        },
        runs: [
          { run_id: 11, action_item: 'career-anchor', participant: '윤하람', participant_id: 1, finished: true },
          { run_id: 12, action_item: 'career-anchor', participant: '서지우', participant_id: 2, finished: false },
        ],
      },
      {
        day: '2026-11-20',
        entry: null,
        runs: [{ run_id: 9, action_item: 'ptid', participant: '윤하람', participant_id: 1, finished: true }],
      },
    ],
    renderActions: () => (
      <Button size="sm" variant="ghost">
        고치기
      </Button>
    ),
  },
} satisfies Meta<typeof ClassLogDays>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two days: one with the instructor's entry and two runs, one with a run and no entry. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '2026.11.27 · 커리어 앵커 1회차' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '2026.11.20 · 기록 없음' })).toBeVisible();
    await expect(canvas.getAllByText('결과까지 마침')).toHaveLength(2);
    await expect(canvas.getByRole('grid', { name: '2026.11.27에 진행한 도구' })).toBeVisible();
  },
};

/** Nothing yet: it says how the log fills. */
export const Empty: Story = {
  args: { days: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/아직 기록이 없습니다/)).toBeVisible();
  },
};
