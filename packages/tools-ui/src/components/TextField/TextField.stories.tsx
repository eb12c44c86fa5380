import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Form } from '../Form';
import { Stack } from '../Stack';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: '이름',
    description: '결과 보고서에 표시되는 이름입니다.',
    placeholder: '홍길동',
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '이름' });
    await expect(input).toHaveAccessibleDescription('결과 보고서에 표시되는 이름입니다.');
    await userEvent.click(input);
    await userEvent.keyboard('김하늘');
    await expect(input).toHaveValue('김하늘');
    await expect(args.onChange).toHaveBeenLastCalledWith('김하늘');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /이름/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    label: '이메일',
    type: 'email',
    defaultValue: 'haneul@',
    isInvalid: true,
    errorMessage: '이메일 주소 형식이 올바르지 않습니다. 예: name@example.com',
    description: undefined,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '이메일' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/이메일 주소 형식이 올바르지 않습니다/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '김하늘' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '이름' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '추가', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('김하늘');
  },
};

/** Read-only, for reviewing an answer: full-strength text on the muted surface; it can be selected, not changed. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '김하늘', description: '가입할 때 적은 이름입니다.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '이름' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, '추가');
    await expect(input).toHaveValue('김하늘');
  },
};

/**
 * The browser's own checks run on submit; the message is Korean whatever the browser's language.
 * `isInvalid={false}` (a form with no server refusal to show) leaves them on.
 */
export const ValidatedOnSubmit: Story = {
  args: { isRequired: true, isInvalid: false, name: 'name', description: undefined },
  render: (args) => (
    <Form onSubmit={() => {}}>
      <Stack>
        <TextField {...args} />
        <Button type="submit">다음</Button>
      </Stack>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    const input = canvas.getByRole('textbox', { name: /이름/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await expect(canvas.getByText('필수 입력 항목입니다.')).toBeVisible();
    await userEvent.type(input, '김하늘');
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A day with its domain as `min` and `max`: the picker offers only those days, and a day typed past them is refused in Korean. */
export const DayWithinItsDomain: Story = {
  args: {
    label: '입금일',
    type: 'date',
    name: 'deposited_on',
    min: '2021-12-02',
    max: '2026-12-02',
    defaultValue: '2099-12-31',
    description: undefined,
    placeholder: undefined,
  },
  render: (args) => (
    <Form onSubmit={() => {}}>
      <Stack>
        <TextField {...args} />
        <Button type="submit">입금 처리</Button>
      </Stack>
    </Form>
  ),
  play: async ({ canvasElement, canvas }) => {
    const input = canvasElement.querySelector('input[name="deposited_on"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('max', '2026-12-02');
    await userEvent.click(canvas.getByRole('button', { name: '입금 처리' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('2021-12-02부터 2026-12-02까지 입력할 수 있습니다.')).toBeVisible();
  },
};
