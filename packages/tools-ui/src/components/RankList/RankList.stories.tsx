import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Text } from '../Text';
import { RankList, type RankListItem } from './RankList';

interface TypeItem extends RankListItem {
  keyword: string;
}

const TYPES: TypeItem[] = [
  { key: 'R', label: '현실형', keyword: '손으로 만들고 움직이는' },
  { key: 'I', label: '탐구형', keyword: '원리를 파고드는' },
  { key: 'A', label: '예술형', keyword: '새롭게 표현하는' },
  { key: 'S', label: '사회형', keyword: '사람을 돕고 가르치는' },
];

function Demo({ onReorder, isReadOnly }: { onReorder: (keys: string[]) => void; isReadOnly?: boolean }) {
  const [order, setOrder] = useState(TYPES);
  return (
    <RankList
      label="나와 닮은 순서"
      items={order}
      isReadOnly={isReadOnly}
      renderItem={(item) => (
        <>
          <Text weight="semibold">{item.label}</Text>
          <Text size="sm" tone="muted">
            {item.keyword}
          </Text>
        </>
      )}
      onReorder={(keys) => {
        setOrder(keys.map((key) => TYPES.find((type) => type.key === key) as TypeItem));
        onReorder(keys);
      }}
    />
  );
}

const meta = {
  title: 'Components/RankList',
  component: Demo,
  tags: ['autodocs'],
  args: { onReorder: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the keyboard alone: ↓ chooses the next item, Alt+↑ moves it up, and the move is announced. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('listbox', { name: '나와 닮은 순서' });
    list.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /^4위 사회형/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Alt>}{ArrowUp}{ArrowUp}{ArrowUp}{/Alt}');
    await expect(args.onReorder).toHaveBeenLastCalledWith(['S', 'R', 'I', 'A']);
    await expect(canvas.getByRole('option', { name: /^1위 사회형/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('사회형: 1위로 옮겼습니다.')).toBeInTheDocument();
    // At the top it stays there.
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(args.onReorder).toHaveBeenCalledTimes(3);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('option', { name: /^4위 예술형/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** With the pointer: choose an item, then the buttons move it. */
export const Pointer: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('option', { name: /^2위 탐구형/ }));
    await userEvent.click(canvas.getByRole('button', { name: '탐구형 아래로' }));
    await expect(args.onReorder).toHaveBeenLastCalledWith(['R', 'A', 'I', 'S']);
    await expect(canvas.getByRole('button', { name: '탐구형 위로' })).toBeEnabled();
  },
};

/** A past ranking shown as it was: nothing moves. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ args, canvas }) => {
    canvas.getByRole('listbox').focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
