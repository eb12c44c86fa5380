import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ScaleItem } from './ScaleItem';

const meta = {
  title: 'Components/ScaleItem',
  component: ScaleItem,
  tags: ['autodocs'],
  args: {
    number: 7,
    question: '나는 내 분야의 실력이 한 단계 깊어졌다고 느낄 때 가장 큰 보람을 느낀다.',
    value: null,
    onChange: fn(),
  },
} satisfies Meta<typeof ScaleItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen with the mouse, then moved with the arrow keys. */
export const Default: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<number | null>(args.value);
    return (
      <ScaleItem
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /7\. 나는 내 분야의/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '5점 그렇다' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await expect(canvas.getByRole('radio', { name: '6점 매우 그렇다' })).toBeChecked();
  },
};

/** Reviewing an answer: the choice stands out and does not change. */
export const ReadOnly: Story = {
  args: { value: 4, isReadOnly: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '1점 전혀 아니다' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: '4점 조금 그렇다' })).toBeChecked();
  },
};

/** A five-point scale (e.g. how well a result fits): five equal tiles across the row. */
export const FivePoints: Story = {
  args: {
    number: undefined,
    question: '이 결과가 나와 얼마나 맞나요?',
    labels: ['전혀 맞지 않다', '맞지 않다', '보통이다', '잘 맞는다', '아주 잘 맞는다'],
  },
  play: async ({ args, canvas }) => {
    const tiles = canvas.getAllByRole('radio');
    await expect(tiles).toHaveLength(5);
    const [first, last] = [tiles[0], tiles[4]].map((tile) => tile?.closest('label'));
    const row = first?.parentElement?.getBoundingClientRect();
    // Equal tiles filling the row: the fifth ends where the row ends, level with the first.
    await expect(last?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top);
    await expect(Math.round(last?.getBoundingClientRect().right ?? 0)).toBe(Math.round(row?.right ?? 0));
    await userEvent.click(canvas.getByRole('radio', { name: '4점 잘 맞는다' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};
