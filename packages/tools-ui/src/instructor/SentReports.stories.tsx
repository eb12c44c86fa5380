import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fileSizeText, SentReports } from './SentReports';

const meta = {
  title: 'Instructor/SentReports',
  component: SentReports,
  tags: ['autodocs'],
  args: {
    reports: [
      {
        id: 2,
        recipient: 'teacher@garam.ms.kr',
        filename: '수업보고서_가람중 진로 탐색 수업_20261201.pdf',
        pages: 2,
        size: 48_213,
        names: false,
        sent_at: '2026-12-01T06:00:00.000Z',
      },
      {
        id: 1,
        recipient: 'office@garam.ms.kr',
        filename: '수업보고서_가람중 진로 탐색 수업_20261124.pdf',
        pages: 1,
        size: 21_020,
        names: true,
        sent_at: '2026-11-24T06:00:00.000Z',
      },
    ],
  },
} satisfies Meta<typeof SentReports>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two reports mailed: to whom, when, how long, and whether names were in them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: '메일로 보낸 수업 보고서' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'teacher@garam.ms.kr' })).toBeVisible();
    await expect(canvas.getByText('2쪽 · 47 KB')).toBeVisible();
    await expect(canvas.getByText('번호로 적음')).toBeVisible();
    await expect(canvas.getByText('2026. 12. 1. 오후 3:00')).toBeVisible();
    await expect(fileSizeText(1_258_291)).toBe('1.2 MB');
  },
};

/** Nothing sent yet. */
export const Empty: Story = {
  args: { reports: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('아직 메일로 보낸 보고서가 없습니다.')).toBeVisible();
  },
};
