import { type ConsultantLogNote, type Route, routes, type StreamingApiClient } from '@career/api-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DialogHost } from '../shell';
import { draftNote } from './fixtures';
import { NotePopup } from './NotePopup';

const run = {
  id: 31,
  action_item: 'career-anchor' as const,
  status: 'completed',
  started_at: '2026-11-27T01:00:00.000Z',
  completed_at: '2026-11-27T01:30:00.000Z',
  result: { summary: '안정 · 라이프스타일이 가장 높음', created_at: '2026-11-27T01:30:00.000Z' },
  started_by_me: true,
  release: 'now' as const,
  released_at: '2026-11-27T01:30:00.000Z',
  release_note: null,
};

/** A client answering the popup's calls as the server would, keeping what was saved. */
function fakeClient(): StreamingApiClient {
  let note: ConsultantLogNote | null = null;
  const answer = (route: Route, input: { body?: Record<string, unknown> }) => {
    if (route === routes.consultantLog.popup)
      return {
        run,
        student: draftNote.student,
        note,
        action_items: [
          {
            id: 1,
            action_item: 'career-anchor',
            content: '공기업 채용 공고 두 곳 찾기',
            due_date: '2026-12-04',
            done: false,
          },
        ],
      };
    if (route === routes.consultantLog.save) {
      note = {
        ...draftNote,
        ...(input.body as object),
        status: input.body?.sign ? 'signed' : 'draft',
      } as ConsultantLogNote;
      return note;
    }
    if (route === routes.consultantLog.release) return { ...run, release: input.body?.release };
    return null;
  };
  return {
    load: async (route: Route, input: { body?: Record<string, unknown> } = {}) => ({
      ok: true,
      data: answer(route, input),
    }),
  } as unknown as StreamingApiClient;
}

const meta = {
  title: 'ConsultantLog/NotePopup',
  component: NotePopup,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <>
        <Story />
        <DialogHost />
      </>
    ),
  ],
  args: { topic: 'career-anchor', runId: 31, studentName: '김하늘', client: fakeClient() },
} satisfies Meta<typeof NotePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From a tool window: the note for the run, the student's action items, and when the result is shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '상담 일지' }));
    const dialog = await page.findByRole('dialog', { name: '김하늘 상담 일지' });
    const inDialog = within(dialog);
    await expect(await inDialog.findByText('공기업 채용 공고 두 곳 찾기', { exact: false })).toBeVisible();
    await userEvent.type(inDialog.getByLabelText(/나눈 이야기/), '결과를 함께 봄');
    await userEvent.click(inDialog.getByRole('button', { name: '초안 저장' }));
    await expect(await inDialog.findByText(/초안 저장됨/)).toBeVisible();
    await userEvent.click(inDialog.getByRole('radio', { name: /상담 후/ }));
    await userEvent.click(inDialog.getByRole('button', { name: '공개 시점 저장' }));
    await expect(await inDialog.findByText('상담 후 공개로 두었습니다.')).toBeVisible();
  },
};
