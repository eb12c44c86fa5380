import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { draftNote, signedNote } from './fixtures';
import { NoteView } from './NoteView';

const meta = {
  title: 'ConsultantLog/NoteView',
  component: NoteView,
  tags: ['autodocs'],
  args: { note: signedNote },
} satisfies Meta<typeof NoteView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed and shared, as its author sees it: the amendment with who and when, and who read it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '김하늘 · 커리어 앵커' })).toBeVisible();
    await expect(canvas.getByText('서명함')).toBeVisible();
    await expect(canvas.getByText('학생이 메일로 공고 두 개를 보내옴.')).toBeVisible();
    await expect(canvas.getByText(/대학 담당자 김지현/)).toBeVisible();
    await expect(canvas.getByText('적지 않음')).toBeVisible();
  },
};

/** Read by someone else: no read receipts. */
export const ReadByManager: Story = {
  args: { note: { ...signedNote, mine: false, reads: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: '읽은 기록' })).toBeNull();
  },
};

export const Draft: Story = {
  args: { note: draftNote },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('초안')).toBeVisible();
  },
};

/** Deleted: kept, with who deleted it and why. */
export const Deleted: Story = {
  args: {
    note: {
      ...signedNote,
      deleted: { at: '2026-11-26T01:00:00.000Z', by: '대학 담당자 김지현', reason: '다른 학생의 일지' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('지운 일지입니다')).toBeVisible();
    await expect(canvas.getByText(/다른 학생의 일지/)).toBeVisible();
  },
};
