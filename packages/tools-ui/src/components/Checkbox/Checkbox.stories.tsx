import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
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

export const Invalid: Story = {
  args: { isInvalid: true, children: '개인정보 수집·이용에 동의합니다 (필수)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeInvalid();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: '전체 선택' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(canvas.getByText('전체 선택'));
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('강점 검사'));
    await expect(all).toBePartiallyChecked();
  },
};
