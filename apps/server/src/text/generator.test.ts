import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createComposerGenerator } from './generator';

const request = (compose: () => string, signal: AbortSignal) => ({
  messages: [],
  maxTokens: 100,
  compose,
  signal,
});

describe('the composer', () => {
  it('gives out the whole draft and leaves no listener on the request’s signal', async () => {
    const composer = createComposerGenerator(1);
    const controller = new AbortController();
    const text = '저는 동아리에서 회계를 맡아 지출을 20% 줄였습니다. '.repeat(20);
    let written = '';
    for await (const piece of composer.generate(request(() => text, controller.signal))) written += piece;
    expect(written).toBe(text);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('stops at once when the request is aborted', async () => {
    const composer = createComposerGenerator(60_000);
    const controller = new AbortController();
    const pieces: string[] = [];
    const started = Date.now();
    for await (const piece of composer.generate(request(() => '가나다 '.repeat(200), controller.signal))) {
      pieces.push(piece);
      controller.abort();
    }
    expect(pieces).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
