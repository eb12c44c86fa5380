import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { Text } from '../../components/Text';
import { CountdownTimer } from '../timer';
import { ToolWindow } from './ToolWindow';
import { ToolWindowLayer } from './ToolWindowLayer';

/**
 * Movable tool windows with a pin (spec §9): a pinned window sits one above the highest pinned
 * (at least 1000), an unpinned one one above the highest unpinned, and pinned windows always stay
 * above unpinned ones. Drag a window by its title bar, or move it with the arrow keys on its handle.
 */
const meta = {
  title: 'Shell/ToolWindow',
  component: ToolWindow,
  tags: ['autodocs'],
  args: { title: '메모', children: null, onPinnedChange: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ToolWindowLayer>
        <div style={{ minHeight: '36rem' }}>{Story()}</div>
      </ToolWindowLayer>
    ),
  ],
} satisfies Meta<typeof ToolWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

const zIndexOf = (element: HTMLElement) => Number(getComputedStyle(element).zIndex);

function ThreeWindows() {
  return (
    <>
      <ToolWindow title="메모" defaultPosition={{ x: 24, y: 24 }}>
        <Text>오늘 상담에서 나눈 이야기를 적어 두세요.</Text>
      </ToolWindow>
      <ToolWindow title="타이머" defaultPosition={{ x: 184, y: 104 }} width={320}>
        <CountdownTimer seconds={300} label="활동 시간" />
      </ToolWindow>
      <ToolWindow title="활동 안내" defaultPosition={{ x: 344, y: 184 }}>
        <Text>카드를 세 묶음으로 나누어 보세요.</Text>
      </ToolWindow>
    </>
  );
}

/**
 * Three windows. Focusing brings a window to the front of its kind; a pinned window stays above
 * every unpinned one, and a second pinned window goes one above the first.
 */
export const Default: Story = {
  render: () => <ThreeWindows />,
  play: async ({ canvas }) => {
    const win = (name: string) => canvas.getByRole('dialog', { name });
    const [memo, timer, guide] = [win('메모'), win('타이머'), win('활동 안내')];
    const z = () => [memo, timer, guide].map(zIndexOf);

    // Opened one after another: each one above the last.
    await waitFor(() => expect(z()).toEqual([200, 201, 202]));

    // Clicking the memo brings it one above the highest unpinned.
    await userEvent.click(within(memo).getByText(/오늘 상담에서/));
    await expect(z()).toEqual([203, 201, 202]);

    // Pinning the timer puts it at the pinned floor, 1000, above everything unpinned.
    const pinTimer = within(timer).getByRole('button', { name: '타이머 창 고정' });
    await userEvent.click(pinTimer);
    await expect(pinTimer).toHaveAttribute('aria-pressed', 'true');
    await expect(within(timer).getByText('고정됨')).toBeVisible();
    await expect(z()).toEqual([203, 1000, 202]);

    // Focusing an unpinned window raises it among the unpinned, still below the pinned timer.
    await userEvent.click(within(guide).getByText(/카드를 세 묶음/));
    await expect(z()).toEqual([203, 1000, 204]);

    // A second pinned window goes one above the highest pinned.
    await userEvent.click(within(memo).getByRole('button', { name: '메모 창 고정' }));
    await expect(z()).toEqual([1001, 1000, 204]);

    // Focus by keyboard counts too: tabbing into the timer brings it to the front of the pinned.
    within(timer).getByRole('button', { name: '시작' }).focus();
    await waitFor(() => expect(z()).toEqual([1001, 1002, 204]));

    // Unpinned again, the memo goes one above the highest unpinned.
    await userEvent.click(within(memo).getByRole('button', { name: '메모 창 고정' }));
    await expect(z()).toEqual([205, 1002, 204]);
  },
};

/** Dragged by the title bar, or moved with the arrow keys on the move handle. */
export const Moving: Story = {
  args: { title: '메모', children: <Text>이 창을 옮겨 보세요.</Text>, defaultPosition: { x: 40, y: 40 } },
  play: async ({ canvas }) => {
    const memo = canvas.getByRole('dialog', { name: '메모' });
    const start = memo.getBoundingClientRect();

    const handle = canvas.getByRole('button', { name: '메모 창 이동' });
    await expect(handle).toHaveAccessibleDescription(/화살표 키로 창을 옮깁니다/);
    handle.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    let moved = memo.getBoundingClientRect();
    await expect([moved.left - start.left, moved.top - start.top]).toEqual([70, 10]);

    const bar = canvas.getByRole('heading', { name: '메모' });
    const from = bar.getBoundingClientRect();
    const pointer = { pointerId: 7, button: 0, clientX: from.left + 5, clientY: from.top + 5 };
    fireEvent.pointerDown(bar, pointer);
    fireEvent.pointerMove(bar, { ...pointer, clientX: pointer.clientX + 120, clientY: pointer.clientY + 60 });
    fireEvent.pointerUp(bar, pointer);
    moved = memo.getBoundingClientRect();
    await expect([moved.left - start.left, moved.top - start.top]).toEqual([190, 70]);
  },
};

/** Opens pinned, and a close button when the owner can remove it. */
export const PinnedWithClose: Story = {
  render: function PinnedWithClose(args) {
    const [open, setOpen] = useState(true);
    return open ? (
      <ToolWindow {...args} title="QR 코드" defaultPinned onClose={() => setOpen(false)}>
        <Text>학생들이 휴대전화로 찍을 QR 코드입니다.</Text>
      </ToolWindow>
    ) : (
      <Button onPress={() => setOpen(true)}>QR 코드 창 열기</Button>
    );
  },
  play: async ({ args, canvas }) => {
    const qr = canvas.getByRole('dialog', { name: 'QR 코드' });
    await waitFor(() => expect(zIndexOf(qr)).toBe(1000));
    await userEvent.click(within(qr).getByRole('button', { name: 'QR 코드 창 고정' }));
    await expect(args.onPinnedChange).toHaveBeenCalledWith(false);
    await userEvent.click(within(qr).getByRole('button', { name: 'QR 코드 창 닫기' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'QR 코드 창 열기' })).toBeVisible();
  },
};

/**
 * Keyboard and screen-reader users follow the window: opening it moves focus into it (it may cover
 * the button that opened it), Escape closes it, and focus returns to that button.
 */
export const FocusFollowsTheWindow: Story = {
  render: function FocusFollowsTheWindow(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>메모 창 열기</Button>
        {open ? (
          <ToolWindow {...args} title="메모" defaultPosition={{ x: 0, y: 0 }} onClose={() => setOpen(false)}>
            <Text>상담 중에 적어 둘 것</Text>
          </ToolWindow>
        ) : null}
      </>
    );
  },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: '메모 창 열기' });
    await userEvent.click(opener);
    const memo = await canvas.findByRole('dialog', { name: '메모' });
    await waitFor(() => expect(memo).toHaveFocus());
    await userEvent.tab();
    await expect(within(memo).getByRole('button', { name: '메모 창 이동' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
