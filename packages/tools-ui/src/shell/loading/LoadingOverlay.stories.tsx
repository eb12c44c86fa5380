import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../components/Button';
import { Inline } from '../../components/Inline';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { LoadingOverlay } from './LoadingOverlay';

/**
 * The global loading overlay of spec §2. Apps mount it once and feed it the number of running
 * requests; it shows after 50 ms of work and hides 250 ms after the last request ends.
 */
const meta = {
  title: 'Shell/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: { running: 0 },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The overlay's polite live region (not role="status": that stays the screen's own). */
const region = (canvasElement: HTMLElement) => {
  const element = canvasElement.querySelector<HTMLElement>('[data-loading-region]');
  if (!element) throw new Error('The loading region is missing');
  return element;
};

/** Buttons that start fake requests of a given length, counted the way the api client counts them. */
function Requests() {
  const [running, setRunning] = useState(0);
  const [presses, setPresses] = useState(0);
  const request = async (ms: number) => {
    setRunning((count) => count + 1);
    await wait(ms);
    setRunning((count) => count - 1);
  };
  return (
    <Stack space="4">
      <Inline space="3">
        <Button variant="secondary" onPress={() => request(5)}>
          짧은 요청 (5ms)
        </Button>
        <Button variant="secondary" onPress={() => request(600)}>
          긴 요청 (600ms)
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            void request(300);
            void request(900);
          }}
        >
          겹치는 요청 두 개
        </Button>
        <Button variant="ghost" onPress={() => setPresses((count) => count + 1)}>
          다른 버튼
        </Button>
      </Inline>
      <Text>
        진행 중인 요청: {running}개 · 다른 버튼을 누른 횟수: {presses}
      </Text>
      <LoadingOverlay running={running} />
    </Stack>
  );
}

/** A request longer than 50 ms: the overlay appears, announced, and blocks the page until 250 ms after it ends. */
export const Default: Story = {
  render: () => <Requests />,
  play: async ({ canvasElement, canvas }) => {
    const status = region(canvasElement);
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: '긴 요청 (600ms)' }));
    await waitFor(() => expect(status).toHaveTextContent('처리하고 있습니다'));
    // The page beneath cannot be clicked: the overlay takes the pointer.
    const other = canvas.getByRole('button', { name: '다른 버튼' });
    const { left, top, width, height } = other.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(left + width / 2, top + height / 2);
    await expect(hit?.closest('[data-loading-overlay]')).not.toBeNull();
    await waitFor(() => expect(canvas.getByText(/진행 중인 요청: 0개/)).toBeVisible(), { timeout: 2000 });
    // Still there right after the request ends, gone 250 ms later.
    await expect(status).not.toBeEmptyDOMElement();
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 1000 });
  },
};

/** A request under 50 ms shows nothing at all. */
export const QuickRequest: Story = {
  render: () => <Requests />,
  play: async ({ canvasElement, canvas }) => {
    const status = region(canvasElement);
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => seen.push(status.childElementCount > 0));
    observer.observe(status, { childList: true, subtree: true });
    await userEvent.click(canvas.getByRole('button', { name: '짧은 요청 (5ms)' }));
    await wait(400);
    observer.disconnect();
    await expect(seen).not.toContain(true);
  },
};

/** Two overlapping requests: the overlay stays on until both have ended, without flickering off in between. */
export const OverlappingRequests: Story = {
  render: () => <Requests />,
  play: async ({ canvasElement, canvas }) => {
    const status = region(canvasElement);
    const visibility: boolean[] = [];
    const observer = new MutationObserver(() => {
      const visible = status.childElementCount > 0;
      if (visibility.at(-1) !== visible) visibility.push(visible);
    });
    observer.observe(status, { childList: true });
    await userEvent.click(canvas.getByRole('button', { name: '겹치는 요청 두 개' }));
    await waitFor(() => expect(canvas.getByText(/진행 중인 요청: 1개/)).toBeVisible());
    await expect(status).not.toBeEmptyDOMElement();
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 2000 });
    observer.disconnect();
    await expect(visibility).toEqual([true, false]);
  },
};

/** Shown at once for a look at the design (the delays set to 0). */
export const Shown: Story = {
  args: { running: true, showDelayMs: 0, label: '결과를 불러오고 있습니다.' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(region(canvasElement)).toHaveTextContent('결과를 불러오고 있습니다.'));
    await expect(region(canvasElement)).toHaveAttribute('aria-live', 'polite');
  },
};
