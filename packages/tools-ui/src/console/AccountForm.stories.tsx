import type { Envelope } from '@career/api-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountFields, AccountForm, type AccountValues } from './AccountForm';
import { InDataRouter } from './fixtures/InDataRouter';
import { useServerForm } from './useServerForm';

type Send = (values: AccountValues) => Promise<Envelope<{ id: number }> | undefined>;

/** What the server says of a taken login id: a 400 naming the field, as the contract's check does. */
const TAKEN: Envelope<unknown> = {
  code: 400,
  message: '입력한 내용을 확인해 주세요.',
  data: { issues: [{ path: 'login_id', message: '이미 쓰고 있는 아이디입니다.' }] },
};

/** A page that registers (or edits) a consultant through AccountForm, as the university area does. */
interface PageProps {
  existing: boolean;
  send: Send;
  onSaved(id: number): void;
}

function ConsultantPage({ existing, send, onSaved }: PageProps) {
  const form = useServerForm({
    login_id: existing ? 'kim.consult' : '',
    name: existing ? '김상담' : '',
    email: '',
    phone: '',
    password: '',
  });
  return (
    <AccountForm
      title={existing ? '상담사 수정' : '상담사 등록'}
      context="2026 진로 캠프"
      card={{ title: '상담사', description: existing ? undefined : '2026 진로 캠프에 배정되어 참여자를 상담합니다.' }}
      saving={form.saving}
      submitLabel={existing ? '바꾼 내용 저장' : '상담사 등록'}
      back={{ to: '/list', label: '상담사 목록으로' }}
      onSubmit={() =>
        void form.submit(send).then((saved) => {
          if (saved) onSaved(saved.id);
        })
      }
    >
      <AccountFields form={form} isNew={!existing} passwordHint="8~64자, 영문자와 숫자를 하나 이상." />
    </AccountForm>
  );
}

/**
 * The one form of the people a back office registers (decision 046): the console's university
 * staff, the university area's consultants and participants. Heading, the card of the account's
 * fields, save and the way back; the server's refusals at their fields.
 */
const meta = {
  title: 'Console/AccountForm',
  component: ConsultantPage,
  tags: ['autodocs'],
  render: (args) => <InDataRouter page={<ConsultantPage {...args} />} listHeading="상담사 목록" />,
  args: {
    existing: false,
    send: fn<Send>(async () => ({ code: 200, message: '', data: { id: 7 } })),
    onSaved: fn(),
  },
} satisfies Meta<typeof ConsultantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(canvas.getByRole('textbox', { name: /^아이디/ }), 'kim.consult');
  await userEvent.type(canvas.getByRole('textbox', { name: /^이름/ }), '김상담');
  await userEvent.type(canvas.getByLabelText(/^처음 비밀번호/), 'start1234');
};

/** A new account (Default): the first password is required, and what was typed is what is sent. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '상담사 등록' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '상담사' })).toBeVisible();
    await expect(canvas.getByLabelText(/^처음 비밀번호/)).toBeRequired();
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '상담사 등록' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(7));
    await expect(args.send).toHaveBeenCalledWith({
      login_id: 'kim.consult',
      name: '김상담',
      email: '',
      phone: '',
      password: 'start1234',
    });
  },
};

/** Sent empty: every required field says so at itself, the first password too, and nothing is sent. */
export const SentEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '상담사 등록' }));
    for (const field of [
      canvas.getByRole('textbox', { name: /^아이디/ }),
      canvas.getByRole('textbox', { name: /^이름/ }),
      canvas.getByLabelText(/^처음 비밀번호/),
    ]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByRole('textbox', { name: /^아이디/ })).toHaveFocus();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** The server refuses the login id: its words at that field, focus there, nothing typed lost. */
export const LoginIdTaken: Story = {
  args: { send: fn<Send>(async () => TAKEN as Envelope<{ id: number }>) },
  play: async ({ args, canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '상담사 등록' }));
    const loginId = canvas.getByRole('textbox', { name: /^아이디/ });
    await waitFor(() => expect(loginId).toHaveFocus());
    await expect(loginId).toHaveAccessibleDescription(/이미 쓰고 있는 아이디입니다\./);
    await expect(loginId).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /^이름/ })).toHaveValue('김상담');
    await expect(args.onSaved).not.toHaveBeenCalled();
    // Typing in the field clears its refusal.
    await userEvent.type(loginId, '2');
    await expect(loginId).not.toHaveAttribute('aria-invalid');
  },
};

/** An existing account: its values filled in, and a new password only when it changes. */
export const Edit: Story = {
  args: { existing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '상담사 수정' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^아이디/ })).toHaveValue('kim.consult');
    await expect(canvas.getByLabelText(/^새 비밀번호 \(바꿀 때만\)/)).not.toBeRequired();
    await expect(canvas.getByRole('button', { name: '바꾼 내용 저장' })).toBeVisible();
  },
};

/** Leaving with unsaved changes asks first; 계속 쓰기 stays with everything typed. */
export const LeaveUnsaved: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^이름/ }), '김상담');
    await userEvent.click(canvas.getByRole('link', { name: '상담사 목록으로' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: '저장하지 않은 내용' }));
    await userEvent.click(dialog.getByRole('button', { name: '계속 쓰기' }));
    await expect(canvas.getByRole('textbox', { name: /^이름/ })).toHaveValue('김상담');
    await expect(canvas.queryByRole('heading', { name: '상담사 목록' })).toBeNull();
  },
};
