import type { ConsultantLogNote, Reply } from '@career/api-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DialogHost } from '../shell';
import { draftNote, signedNote } from './fixtures';
import { NoteEditor, type NoteValues } from './NoteEditor';

const meta = {
  title: 'ConsultantLog/NoteEditor',
  component: NoteEditor,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <>
        <Story />
        <DialogHost />
      </>
    ),
  ],
  args: {
    studentName: '김하늘',
    topic: 'career-anchor',
    note: null,
    today: '2026-11-27',
    save: fn(
      async (values, sign): Promise<Reply<ConsultantLogNote>> => ({
        ok: true as const,
        data: {
          ...draftNote,
          ...values,
          status: sign ? ('signed' as const) : ('draft' as const),
          signed_at: sign ? '2026-11-27T01:00:00.000Z' : null,
        },
      }),
    ),
    amend: fn(
      async (_id, text): Promise<Reply<ConsultantLogNote>> => ({
        ok: true as const,
        data: {
          ...signedNote,
          amendments: [
            ...signedNote.amendments,
            { id: 2, author_name: '박상담', text, created_at: '2026-11-27T02:00:00.000Z' },
          ],
        },
      }),
    ),
  },
} satisfies Meta<typeof NoteEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new note: the four parts, then saved as a draft. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/나눈 이야기/), '진로 고민을 들음');
    await userEvent.click(canvas.getByRole('button', { name: '초안 저장' }));
    await expect(args.save).toHaveBeenCalledWith(
      expect.objectContaining({ discussed: '진로 고민을 들음', session_on: '2026-11-27', for_student: false }),
      false,
      null,
    );
    await expect(await canvas.findByText(/초안 저장됨/)).toBeVisible();
  },
};

/** Shown to the student: the choice goes with the note, and the signed note says so. */
export const ForStudent: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: '학생에게도 보여 주기' });
    await expect(box).not.toBeChecked();
    await expect(canvas.getByText(/관찰한 점과 메모는 보이지 않습니다/)).toBeVisible();
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: '초안 저장' }));
    await expect(args.save).toHaveBeenCalledWith(expect.objectContaining({ for_student: true }), false, null);
  },
};

/** Signing asks first; once signed the note can only be amended. */
export const SignThenAmend: Story = {
  args: { note: draftNote },
  play: async ({ args, canvasElement, canvas }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '서명하고 저장' }));
    await userEvent.click(await page.findByRole('button', { name: '서명' }));
    await expect(args.save).toHaveBeenCalledWith(expect.anything(), true, draftNote.id);
    await userEvent.type(await canvas.findByRole('textbox', { name: '덧붙이기' }), '전화로 확인함');
    await userEvent.click(canvas.getByRole('button', { name: '덧붙이기' }));
    await expect(args.amend).toHaveBeenCalledWith(draftNote.id, '전화로 확인함');
    await expect(await canvas.findByText('전화로 확인함')).toBeVisible();
  },
};

/** A refusal is said in the form, and nothing typed is lost. */
export const Refused: Story = {
  args: {
    save: fn(
      async (_values: NoteValues, _sign: boolean): Promise<Reply<ConsultantLogNote>> => ({
        ok: false as const,
        status: 400,
        message: '날짜는 2000~2099년의 YYYY-MM-DD 형식으로 입력해 주세요.',
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/합의한 것/), '공고 찾기');
    await userEvent.click(canvas.getByRole('button', { name: '초안 저장' }));
    await expect(await canvas.findByText(/YYYY-MM-DD/)).toBeVisible();
    await expect(canvas.getByLabelText(/합의한 것/)).toHaveValue('공고 찾기');
  },
};

/** A refusal that names a field is said at that field (the server's domain of the session's day), the picker stops at today. */
export const RefusedAtItsField: Story = {
  args: {
    save: fn(
      async (_values: NoteValues, _sign: boolean): Promise<Reply<ConsultantLogNote>> => ({
        ok: false as const,
        status: 400,
        message: '상담한 날은 5년 전(2021-11-27)부터 오늘(2026-11-27)까지 입력할 수 있습니다.',
        issues: [
          {
            path: 'session_on',
            message: '상담한 날은 5년 전(2021-11-27)부터 오늘(2026-11-27)까지 입력할 수 있습니다.',
          },
        ],
      }),
    ),
  },
  play: async ({ canvas }) => {
    const day = canvas.getByLabelText(/상담한 날/);
    await expect(day).toHaveAttribute('max', '2026-11-27');
    await expect(day).toHaveAttribute('min', '2021-11-27');
    await userEvent.click(canvas.getByRole('button', { name: '초안 저장' }));
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(/오늘\(2026-11-27\)까지 입력할 수 있습니다/);
    // Said once, at the field: no second copy below the form.
    await expect(canvas.getAllByText(/오늘\(2026-11-27\)까지 입력할 수 있습니다/)).toHaveLength(1);
  },
};
