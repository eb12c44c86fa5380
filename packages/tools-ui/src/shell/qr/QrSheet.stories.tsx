import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { Text } from '../../components/Text';
import { QrSheet } from './QrSheet';

/** A sheet of QR cards to print and cut out: participants' sign-in links, guests' QR links. */
const meta = {
  title: 'Shell/QrSheet',
  component: QrSheet,
  tags: ['autodocs'],
  args: {
    title: 'QR 링크 카드 2장',
    note: '휴대전화 카메라로 QR 코드를 찍거나 주소를 입력해 들어오세요. 계정 없이 이름만 적고 시작합니다.',
    cards: [
      {
        id: 1,
        title: '1조 자기소개서',
        detail: '자기소개서 · 가람중 진로 탐색 수업',
        url: 'https://career.example.kr/guest/self-introduce/qr/group-one',
      },
      {
        id: 2,
        title: '2조 심층 인터뷰',
        detail: '심층 인터뷰 · 2026-12-20까지',
        url: 'https://career.example.kr/guest/deepinter/qr/group-two',
      },
    ],
    children: <Text tone="muted">참여를 받지 않는 링크 1개는 넣지 않았습니다.</Text>,
    onClose: fn(),
  },
} satisfies Meta<typeof QrSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two cards, each with its title, detail, code and how to use it; 인쇄 prints, 닫기 closes. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'QR 링크 카드 2장' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByText('1조 자기소개서')).toBeVisible();
    await expect(await first.findByRole('img', { name: `${args.cards[0]?.url} 주소의 QR 코드` })).toBeVisible();
    await expect(first.getByText(/계정 없이 이름만 적고/)).toBeVisible();
    await expect(canvas.getByText('참여를 받지 않는 링크 1개는 넣지 않았습니다.')).toBeVisible();
    // Printed text reads as typed: no contextual alternate turns an "x" between digits into "×".
    await expect(getComputedStyle(first.getByText('1조 자기소개서')).fontFeatureSettings).toBe('"calt" 0');

    const print = spyOn(window, 'print').mockImplementation(() => {});
    try {
      await userEvent.click(canvas.getByRole('button', { name: '인쇄' }));
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      print.mockRestore();
    }
    await userEvent.click(canvas.getByRole('button', { name: '닫기' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
