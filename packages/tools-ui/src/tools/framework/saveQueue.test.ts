import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveQueue, SAVE_MAX_WAIT_MS } from './saveQueue';

describe('the save queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends quick answers together, each a revision above the server’s, within a second', async () => {
    const send = vi.fn(async () => true);
    const queue = createSaveQueue({ send, revisions: new Map([['s1', 4]]) });
    queue.put('s1', 5);
    await vi.advanceTimersByTimeAsync(200);
    queue.put('s2', 3);
    await vi.advanceTimersByTimeAsync(200);
    queue.put('s3', 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith(
      [
        { item: 's1', value: 5, revision: 5 },
        { item: 's2', value: 3, revision: 1 },
        { item: 's3', value: 1, revision: 1 },
      ],
      undefined,
      false,
    );
    expect(queue.state).toBe('saved');
  });

  it('never lets an answer wait more than a second, however fast the next ones come', async () => {
    const send = vi.fn(async () => true);
    const queue = createSaveQueue({ send });
    for (let elapsed = 0; elapsed < SAVE_MAX_WAIT_MS; elapsed += 100) {
      queue.put(`s${elapsed}`, 1);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(send).toHaveBeenCalledOnce();
  });

  it('keeps answers after a failed send, says so, and sends them with the next try', async () => {
    const send = vi.fn(async () => false);
    const states: string[] = [];
    const queue = createSaveQueue({ send, onState: (state) => states.push(state) });
    queue.put('s1', 2);
    queue.setScreen('checklist');
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.state).toBe('failed');
    expect(queue.unsaved).toBe(1);
    send.mockResolvedValue(true);
    await queue.flush();
    expect(send).toHaveBeenLastCalledWith([{ item: 's1', value: 2, revision: 1 }], 'checklist', false);
    expect(queue.unsaved).toBe(0);
    expect(states).toEqual(['saving', 'failed', 'saving', 'saved']);
  });

  it('says "saving" as soon as an answer waits, and sends what is left with a request that outlives the page', async () => {
    const send = vi.fn(async () => true);
    const queue = createSaveQueue({ send });
    queue.put('s1', 3);
    expect(queue.state).toBe('saving');
    await queue.flush(true);
    expect(send).toHaveBeenLastCalledWith([{ item: 's1', value: 3, revision: 1 }], undefined, true);
    expect(queue.state).toBe('saved');
  });

  it('sends again an answer changed while its first send was under way', async () => {
    let release: (ok: boolean) => void = () => {};
    const send = vi.fn(() => new Promise<boolean>((resolve) => (release = resolve)));
    const queue = createSaveQueue({ send });
    queue.put('s1', 2);
    const first = queue.flush();
    queue.put('s1', 6);
    release(true);
    await first;
    expect(queue.unsaved).toBe(1);
    const second = queue.flush();
    release(true);
    await second;
    expect(send).toHaveBeenLastCalledWith([{ item: 's1', value: 6, revision: 2 }], undefined, false);
    expect(queue.unsaved).toBe(0);
  });
});
