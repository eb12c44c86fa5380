import type { Reply } from '@career/api-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Text } from '../../components/Text';
import { StreamedWriting } from './StreamedWriting';
import { useStreamedText } from './useStreamedText';

/**
 * A writer that sends its pieces one by one, then the reply given; with `hold`, the last piece
 * waits until the call is stopped (the writing can be seen and stopped).
 */
function WritingDemo({ pieces, reply, hold = false }: { pieces: string[]; reply: Reply<string>; hold?: boolean }) {
  const [made, setMade] = useState<string | null>(null);
  const writing = useStreamedText<string>({
    call: async ({ onText, signal }) => {
      for (const piece of pieces) onText(piece);
      if (hold) {
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        return { ok: false, status: null, message: '멈춘 곳까지의 글입니다.' };
      }
      return reply;
    },
    onDone: setMade,
  });
  return (
    <>
      <StreamedWriting
        writing={writing}
        startLabel={made ? '다시 만들기' : '계획 만들기'}
        failed="계획을 만들지 못했습니다"
        kept="고른 조건은 그대로 있습니다."
        writingLabel="안내 글을 쓰는 중"
      />
      {made && writing.state.phase !== 'writing' ? <Text>{made}</Text> : null}
    </>
  );
}

/** The one way a writing tool's streamed text is started, stopped and refused (decision 045). */
const meta = {
  title: 'Tools/StreamedWriting',
  component: WritingDemo,
  tags: ['autodocs'],
  args: { pieces: ['첫 주에는 ', '이력서를 정리합니다.'], reply: { ok: true, data: '첫 주에는 이력서를 정리합니다.' } },
} satisfies Meta<typeof WritingDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '계획 만들기' }));
    await expect(await canvas.findByText('첫 주에는 이력서를 정리합니다.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다시 만들기' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** While it writes, the text shows as it comes (read out politely) and 멈추기 stops it. */
export const WritingAndStopped: Story = {
  args: { hold: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '계획 만들기' }));
    const written = await canvas.findByText('첫 주에는 이력서를 정리합니다.');
    await expect(written.closest('[aria-live="polite"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('안내 글을 쓰는 중')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '멈추기' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '계획 만들기' })).toBeVisible());
    await expect(canvas.queryByText('안내 글을 쓰는 중')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A refusal is said in place, in the server's words and what it did not lose; the button tries again. */
export const Refused: Story = {
  args: { pieces: [], reply: { ok: false, status: 429, message: '오늘 만들 수 있는 횟수를 모두 썼습니다.' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '계획 만들기' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('계획을 만들지 못했습니다');
    await expect(alert).toHaveTextContent('오늘 만들 수 있는 횟수를 모두 썼습니다. 고른 조건은 그대로 있습니다.');
    await expect(canvas.getByRole('button', { name: '계획 만들기' })).toBeEnabled();
  },
};
