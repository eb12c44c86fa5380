import type { Reply } from '@career/api-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ImportProblem, type ImportReply, ParticipantImport } from './ParticipantImport';

const FILE = '이름,학번\n가온,2026001\n,2026002\n다온,2026003\n';

/**
 * A stand-in for the server's check of a file: a row without a name is refused by its line; with
 * `skipRefused` the other rows are registered and the refused ones still named.
 */
async function check(csv: string, skipRefused: boolean): Promise<Reply<ImportReply>> {
  const rows = csv.trim().split('\n').slice(1);
  const refused: ImportProblem[] = [];
  const good: { name: string }[] = [];
  rows.forEach((row, index) => {
    const [name = ''] = row.split(',');
    if (name) good.push({ name });
    else refused.push({ line: index + 2, name: '', reasons: ['이름을 입력해 주세요.'] });
  });
  const registered = refused.length === 0 || skipRefused ? good : [];
  return { ok: true, data: { registered, refused, valid_count: good.length } };
}

const upload = async (canvasElement: HTMLElement, text: string) => {
  const canvas = within(canvasElement);
  await userEvent.upload(canvas.getByLabelText('CSV 파일'), new File([text], '참여자.csv', { type: 'text/csv' }));
  await userEvent.click(canvas.getByRole('button', { name: '파일로 등록' }));
  return canvas;
};

/** The participants CSV import shared by the university area and the admin console (decision 041). */
const meta = {
  title: 'Console/ParticipantImport',
  component: ParticipantImport,
  tags: ['autodocs'],
  args: { send: fn(check), onImported: fn() },
} satisfies Meta<typeof ParticipantImport>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A file with a bad row registers nobody and names the row by its line; "올바른 2명만 등록" then
 * registers the good rows from the same file (sent again, for the server to check again), and the
 * row left out stays listed.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await upload(canvasElement, FILE);
    await expect(await canvas.findByText('1줄이 잘못되어 아무도 등록하지 않았습니다')).toBeVisible();
    const refused = within(canvas.getByRole('grid', { name: '등록하지 못한 줄' }));
    await expect(refused.getByRole('rowheader', { name: '3번째 줄' })).toBeVisible();
    await expect(refused.getByText('이름을 입력해 주세요.')).toBeVisible();
    await expect(args.onImported).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: '올바른 2명만 등록' }));
    await expect(args.send).toHaveBeenLastCalledWith(FILE, true);
    await expect(await canvas.findByText('2명을 등록했습니다')).toBeVisible();
    await expect(canvas.getByText(/아래 1줄은 등록하지 않았습니다/)).toBeVisible();
    const leftOut = within(canvas.getByRole('grid', { name: '등록하지 않은 줄' }));
    await expect(leftOut.getByRole('rowheader', { name: '3번째 줄' })).toBeVisible();
    await expect(args.onImported).toHaveBeenCalledOnce();
    await expect(args.onImported).toHaveBeenCalledWith(2);
    await expect(canvas.queryByRole('button', { name: /명만 등록/ })).toBeNull();
    // The registered file is not sent twice by accident: a new file must be chosen.
    await expect(canvas.getByRole('button', { name: '파일로 등록' })).toBeDisabled();
  },
};

/** A file whose rows all pass registers everyone at once; there is nothing to leave out. */
export const AllGood: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await upload(canvasElement, '이름\n가온\n나래\n');
    await expect(await canvas.findByText('2명을 등록했습니다')).toBeVisible();
    await expect(args.send).toHaveBeenCalledOnce();
    await expect(args.send).toHaveBeenCalledWith('이름\n가온\n나래\n', false);
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(args.onImported).toHaveBeenCalledOnce();
    await expect(args.onImported).toHaveBeenCalledWith(2);
  },
};

/** Every row refused: nothing to register alone, so no "올바른 N명만 등록". */
export const NoGoodRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await upload(canvasElement, '이름,학번\n,1\n');
    await expect(await canvas.findByText('1줄이 잘못되어 아무도 등록하지 않았습니다')).toBeVisible();
    await expect(canvas.getByText('아래 줄을 파일에서 고친 뒤 다시 올려 주세요.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /명만 등록/ })).toBeNull();
  },
};

/** A file the server cannot read at all: its message, in place. */
export const Unreadable: Story = {
  args: {
    send: fn(
      async (_csv: string, _skipRefused: boolean): Promise<Reply<ImportReply>> => ({
        ok: false,
        status: 400,
        message:
          '머리글을 알 수 없습니다: 성명. 첫 줄은 이름, 학번, 이메일, 전화번호, 전공 가운데에서 쓰고, 이름은 꼭 넣어 주세요.',
      }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await upload(canvasElement, '성명\n가온\n');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('머리글을 알 수 없습니다: 성명.');
    await expect(args.onImported).not.toHaveBeenCalled();
  },
};
