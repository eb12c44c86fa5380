import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Form } from '../Form';
import { Stack } from '../Stack';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: '이용약관에 동의합니다', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: '이용약관에 동의합니다' });
    await userEvent.click(within(canvasElement).getByText('이용약관에 동의합니다'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { children: '상담 알림 받기', description: '상담 일정 하루 전에 문자로 알려 드립니다.' },
};

/** Invalid says why in words, with an icon, under the label: never a red edge alone. */
export const Invalid: Story = {
  args: {
    isInvalid: true,
    children: '개인정보 수집·이용에 동의합니다 (필수)',
    errorMessage: '가입하려면 개인정보 수집·이용에 동의해 주세요.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('가입하려면 개인정보 수집·이용에 동의해 주세요.');
  },
};

/** A required box left empty: the form's submit shows the Korean message of the failed check. */
export const Required: Story = {
  render: (args) => (
    <Form onSubmit={() => {}}>
      <Stack space="3">
        <Checkbox {...args} isRequired>
          서비스 이용약관에 동의합니다 (필수)
        </Checkbox>
        <Button type="submit">가입하기</Button>
      </Stack>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '가입하기' }));
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await userEvent.click(canvas.getByText('서비스 이용약관에 동의합니다 (필수)'));
    await expect(canvas.queryByText('필수 입력 항목입니다.')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toBeChecked();
  },
};

/**
 * Read-only: an answer under review. It keeps its full strength (not greyed like disabled) and
 * does not change when pressed.
 */
export const ReadOnly: Story = {
  render: (args) => (
    <Stack space="3">
      <Checkbox {...args} isReadOnly isSelected>
        사람을 돕는 일이 좋다
      </Checkbox>
      <Checkbox {...args} isReadOnly isSelected={false}>
        혼자 일하는 것이 편하다
      </Checkbox>
    </Stack>
  ),
  play: async ({ args, canvas }) => {
    const chosen = canvas.getByRole('checkbox', { name: '사람을 돕는 일이 좋다' });
    await expect(chosen).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(canvas.getByText('사람을 돕는 일이 좋다'));
    await expect(chosen).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** "Select all": mixed when some are chosen. */
export const Indeterminate: Story = {
  render: function SelectAll() {
    const items = ['흥미 검사', '가치관 검사', '강점 검사'];
    const [chosen, setChosen] = useState<string[]>(['흥미 검사']);
    return (
      <Stack space="3">
        <Checkbox
          isSelected={chosen.length === items.length}
          isIndeterminate={chosen.length > 0 && chosen.length < items.length}
          onChange={(selected) => setChosen(selected ? items : [])}
        >
          전체 선택
        </Checkbox>
        {items.map((item) => (
          <Checkbox
            key={item}
            isSelected={chosen.includes(item)}
            onChange={(selected) =>
              setChosen((current) => (selected ? [...current, item] : current.filter((value) => value !== item)))
            }
          >
            {item}
          </Checkbox>
        ))}
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: '전체 선택' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(canvas.getByText('전체 선택'));
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('강점 검사'));
    await expect(all).toBePartiallyChecked();
  },
};
