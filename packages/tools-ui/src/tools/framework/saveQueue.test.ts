import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveQueue, SAVE_MAX_WAIT_MS, type SendOutcome, type SentAnswer } from './saveQueue';

/** A server that keeps everything: each item's revision goes one above the base it was sent with. */
const keeps = async (answers: SentAnswer[]): Promise<SendOutcome> => ({
  kind: 'saved',
  revisions: Object.fromEntries(answers.map((answer) => [answer.item, answer.base + 1])),
});

describe('the save queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends quick answers together, each naming the revision it replaces, within a second', async () => {
    const send = vi.fn(keeps);
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
        { item: 's1', value: 5, base: 4 },
        { item: 's2', value: 3, base: 0 },
        { item: 's3', value: 1, base: 0 },
      ],
      undefined,
      false,
    );
    expect(queue.state).toBe('saved');
    // The next change of s1 replaces the revision the server just gave it.
    queue.put('s1', 6);
    await queue.flush();
    expect(send).toHaveBeenLastCalledWith([{ item: 's1', value: 6, base: 5 }], undefined, false);
  });

  it('never lets an answer wait more than a second, however fast the next ones come', async () => {
    const send = vi.fn(keeps);
    const queue = createSaveQueue({ send });
    for (let elapsed = 0; elapsed < SAVE_MAX_WAIT_MS; elapsed += 100) {
      queue.put(`s${elapsed}`, 1);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(send).toHaveBeenCalledOnce();
  });

  it('keeps answers after a failed send, says so, and sends them with the next try', async () => {
    const send = vi.fn<(answers: SentAnswer[]) => Promise<SendOutcome>>(async () => ({ kind: 'failed' }));
    const states: string[] = [];
    const queue = createSaveQueue({ send, onState: (state) => states.push(state) });
    queue.put('s1', 2);
    queue.setScreen('checklist');
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.state).toBe('failed');
    expect(queue.unsaved).toBe(1);
    send.mockImplementation(keeps);
    await queue.flush();
    expect(send).toHaveBeenLastCalledWith([{ item: 's1', value: 2, base: 0 }], 'checklist', false);
    expect(queue.unsaved).toBe(0);
    expect(states).toEqual(['saving', 'failed', 'saving', 'saved']);
  });

  it('sends nothing for a screen only opened, even when the page closes; the screen goes with the next answer', async () => {
    const send = vi.fn(keeps);
    const queue = createSaveQueue({ send });
    queue.setScreen('9core/result');
    await vi.advanceTimersByTimeAsync(SAVE_MAX_WAIT_MS * 3);
    await queue.flush(true);
    expect(send).not.toHaveBeenCalled();
    expect(queue.state).toBe('idle');
    queue.setScreen('checklist');
    queue.put('c1', 'red');
    await vi.advanceTimersByTimeAsync(SAVE_MAX_WAIT_MS);
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenLastCalledWith([{ item: 'c1', value: 'red', base: 0 }], 'checklist', false);
  });

  it('says "saving" as soon as an answer waits, and sends what is left with a request that outlives the page', async () => {
    const send = vi.fn(keeps);
    const queue = createSaveQueue({ send });
    queue.put('s1', 3);
    expect(queue.state).toBe('saving');
    await queue.flush(true);
    expect(send).toHaveBeenLastCalledWith([{ item: 's1', value: 3, base: 0 }], undefined, true);
    expect(queue.state).toBe('saved');
  });

  it('sends again an answer changed while its first send was under way, from the revision the first got', async () => {
    let release: (outcome: SendOutcome) => void = () => {};
    const send = vi.fn(() => new Promise<SendOutcome>((resolve) => (release = resolve)));
    const queue = createSaveQueue({ send });
    queue.put('s1', 2);
    const first = queue.flush();
    queue.put('s1', 6);
    release({ kind: 'saved', revisions: { s1: 1 } });
    await first;
    expect(queue.unsaved).toBe(1);
    const second = queue.flush();
    release({ kind: 'saved', revisions: { s1: 2 } });
    await second;
    expect(send).toHaveBeenLastCalledWith([{ item: 's1', value: 6, base: 1 }], undefined, false);
    expect(queue.unsaved).toBe(0);
  });

  it('lets go of an answer another device changed first, keeps the rest, and asks for the item again', async () => {
    const onStale = vi.fn();
    const send = vi.fn<(answers: SentAnswer[]) => Promise<SendOutcome>>(async () => ({
      kind: 'stale',
      stale: ['s1'],
      revisions: { s2: 1 },
    }));
    const queue = createSaveQueue({ send, onStale, revisions: new Map([['s1', 2]]) });
    queue.put('s1', 6);
    queue.put('s2', 3);
    await queue.flush();
    expect(onStale).toHaveBeenCalledWith([{ item: 's1', value: 6 }]);
    expect(queue.unsaved).toBe(0);
    expect(queue.state).toBe('saved');
    // Loaded again at revision 3: the next change of s1 is based on it, and s2 on its new revision.
    queue.adopt('s1', 3);
    send.mockImplementation(keeps);
    queue.put('s1', 5);
    queue.put('s2', 4);
    await queue.flush();
    expect(send).toHaveBeenLastCalledWith(
      [
        { item: 's1', value: 5, base: 3 },
        { item: 's2', value: 4, base: 1 },
      ],
      undefined,
      false,
    );
  });
});
