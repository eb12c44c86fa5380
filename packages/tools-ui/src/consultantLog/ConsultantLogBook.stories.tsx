import { type ConsultantLogRow, type Route, routes, type StreamingApiClient } from '@career/api-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { DialogHost } from '../shell';
import { ConsultantLogBook } from './ConsultantLogBook';
import { signedNote } from './fixtures';

const student = { id: 3, name: '김하늘' };

const row: ConsultantLogRow = {
  id: signedNote.id,
  action_item: signedNote.action_item,
  run_id: signedNote.run_id,
  student,
  class: { id: 1, name: '2026학년도 2학기 진로설계' },
  author: signedNote.author,
  session_on: signedNote.session_on,
  excerpt: '커리어 앵커 결과를 함께 보고',
  visibility: 'university',
  status: 'signed',
  amendment_count: 1,
  read_count: 1,
  deleted: false,
  created_at: signedNote.created_at,
};

/** A client answering the log book's calls as the server would for one consultant's week. */
function fakeClient(): StreamingApiClient {
  const answers = new Map<Route, unknown>([
    [
      routes.consultantLog.dashboard,
      {
        from: '2026-11-23',
        to: '2026-11-29',
        students_seen: 4,
        notes_written: 3,
        notes_signed: 2,
        drafts: 1,
        without_note: [
          { run_id: 40, action_item: 'ptid', student, started_at: '2026-11-26T02:00:00.000Z', status: 'completed' },
        ],
        recent_reads: [
          {
            log_id: signedNote.id,
            action_item: signedNote.action_item,
            student_name: student.name,
            reader_name: '김지현',
            reader_role: 'manager',
            read_at: '2026-11-25T02:30:00.000Z',
          },
        ],
      },
    ],
    [routes.consultantLog.list, { items: [row], total: 1, page: 1, size: 20 }],
    [routes.consultantLog.detail, signedNote],
    [
      routes.consultantLog.majorDistribution,
      {
        classes: [],
        class_id: null,
        total: 4,
        bars: [
          { major: '경영학과', count: 3 },
          { major: null, count: 1 },
        ],
      },
    ],
  ]);
  return {
    load: async (route: Route, input?: { query?: { keyword?: string } }) => ({
      ok: true,
      data:
        route === routes.users.studentList ? studentsFound(input?.query?.keyword ?? '') : (answers.get(route) ?? null),
    }),
  } as unknown as StreamingApiClient;
}

/** A consultant of 45 students, as the server pages them: the first 30, or those the keyword finds. */
function studentsFound(keyword: string) {
  const all = [
    student,
    ...Array.from({ length: 44 }, (_, index) => ({
      id: 100 + index,
      name: `학생${String(index + 1).padStart(2, '0')}`,
    })),
  ].map((one) => ({ ...one, student_number: null, university: null, class: null, completed: [], created_at: '' }));
  const found = all.filter((one) => one.name.includes(keyword));
  return { items: found.slice(0, 30), total: found.length, page: 1, size: 30 };
}

const meta = {
  title: 'ConsultantLog/ConsultantLogBook',
  component: ConsultantLogBook,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
        <DialogHost />
      </MemoryRouter>
    ),
  ],
  args: { client: fakeClient() },
} satisfies Meta<typeof ConsultantLogBook>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The week, a session waiting for its note, who read a note, the notes and the majors; a note opens in the editor. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('일지 없는 상담 1건')).toBeVisible();
    await expect(page.getByRole('button', { name: '김하늘 성격 유형 일지 쓰기' })).toBeVisible();
    await expect(await page.findByRole('heading', { level: 2, name: '담당 학생의 전공' })).toBeVisible();
    await expect(await page.findByText('내 일지 1건')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: `${row.session_on} 김하늘 일지 열기` }));
    await expect(await page.findByRole('heading', { level: 2, name: '일지' })).toBeVisible();
  },
};

/** Of 45 students the first 30 are offered; a search by name finds the one to write about, and the note opens. */
export const StudentFoundByName: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const card = within(await page.findByRole('region', { name: '일반 상담 일지 쓰기' }));
    await expect(await card.findByText('45명 중 30명을 보여 줍니다. 이름이나 학번으로 찾아 주세요.')).toBeVisible();
    await expect(card.getByRole('button', { name: '일지 쓰기' })).toBeDisabled();
    await userEvent.type(card.getByRole('searchbox', { name: '학생 찾기' }), '하늘');
    await userEvent.click(card.getByRole('button', { name: '찾기' }));
    await expect(card.queryByText(/명을 보여 줍니다/)).toBeNull();
    await userEvent.click(card.getByRole('button', { name: /학생/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '김하늘' }));
    await userEvent.click(card.getByRole('button', { name: '일지 쓰기' }));
    await expect(await page.findByRole('heading', { level: 2, name: '새 일지' })).toBeVisible();
  },
};
