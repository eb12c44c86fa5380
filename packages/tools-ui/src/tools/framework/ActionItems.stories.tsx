import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ActionItems } from './ActionItems';
import type { ActionItemEntry } from './types';

const meta = {
  title: 'Tools/ActionItems',
  component: ActionItems,
  tags: ['autodocs'],
  args: {
    suggestions: ['관심 기업의 고용 형태를 비교표로 정리하기', '오래 다닐 수 있는 조건 세 가지 적기'],
    items: [],
    onChange: fn(),
  },
  render: function Render(args) {
    const [items, setItems] = useState<ActionItemEntry[]>([...args.items]);
    return (
      <ActionItems
        {...args}
        items={items}
        onChange={(next) => {
          setItems(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ActionItems>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A suggestion taken with one press, and one of the user's own with a date. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '관심 기업의 고용 형태를 비교표로 정리하기 담기' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { content: '관심 기업의 고용 형태를 비교표로 정리하기', due_date: null, done: false, suggested: true },
    ]);
    await userEvent.type(canvas.getByRole('textbox', { name: '직접 적기' }), '진로 상담 예약하기');
    await userEvent.click(canvas.getByRole('button', { name: '추가' }));
    await expect(canvas.getByText('나의 실천 계획 (2/20)')).toBeVisible();
  },
};

/** Suggestions with the date the result proposes: shown beside them, and kept when taken. */
export const DatedSuggestions: Story = {
  args: {
    suggestions: [
      { content: '고마웠던 사람에게 감사 메시지 보내기', due_date: '2026-12-01' },
      { content: '미뤄 둔 일의 첫 단계 끝내기', due_date: null },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('2026년 12월 1일까지')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '고마웠던 사람에게 감사 메시지 보내기 담기' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { content: '고마웠던 사람에게 감사 메시지 보내기', due_date: '2026-12-01', done: false, suggested: true },
    ]);
    await expect(canvas.getAllByText('2026년 12월 1일까지')).toHaveLength(2);
  },
};
