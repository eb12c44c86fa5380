import type { AnswerValue } from './types';

/** How long answers wait for more before they are sent, and the longest any answer waits. */
export const SAVE_DELAY_MS = 300;
export const SAVE_MAX_WAIT_MS = 1000;

export type QueueState = 'idle' | 'saving' | 'saved' | 'failed';

interface Pending {
  value: AnswerValue;
  revision: number;
}

export interface SaveQueueOptions {
  /** Sends answers (and the screen the user is on); resolves true when the server kept them. */
  send(
    answers: { item: string; value: AnswerValue; revision: number }[],
    screen: string | undefined,
    leaving: boolean,
  ): Promise<boolean>;
  /** The revision each item already has on the server (from the run as loaded). */
  revisions?: ReadonlyMap<string, number>;
  onState?(state: QueueState, savedAt: Date | null): void;
}

/**
 * Answers on their way to the server: every answer is sent within a second of being given
 * (batched while the user is quick), each with a revision one above the last of its item, so a
 * repeated or late request changes nothing on the server. A failed send keeps the answers for the
 * next try; an answer changed while its send was under way is sent again. No timers run when
 * nothing is pending.
 */
export function createSaveQueue({ send, revisions, onState }: SaveQueueOptions) {
  const revisionOf = new Map(revisions);
  const pending = new Map<string, Pending>();
  let screen: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstPendingAt = 0;
  let inFlight: Promise<void> | null = null;
  let state: QueueState = 'idle';
  let savedAt: Date | null = null;

  const setState = (next: QueueState, force = false) => {
    if (next === state && !force) return;
    state = next;
    onState?.(state, savedAt);
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    const waited = Date.now() - firstPendingAt;
    timer = setTimeout(() => void flush(), Math.max(0, Math.min(SAVE_DELAY_MS, SAVE_MAX_WAIT_MS - waited)));
  };

  /** `leaving`: the page is being hidden or closed, so the request must outlive it. */
  async function flush(leaving = false): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (inFlight) {
      await inFlight;
      if (pending.size > 0 || screen !== undefined) return flush(leaving);
      return;
    }
    if (pending.size === 0 && screen === undefined) return;
    const batch = [...pending].map(([item, { value, revision }]) => ({ item, value, revision }));
    const sentScreen = screen;
    screen = undefined;
    setState('saving');
    inFlight = (async () => {
      let ok = false;
      try {
        ok = await send(batch, sentScreen, leaving);
      } catch {
        ok = false;
      }
      if (ok) {
        // Keep what changed while this batch was on its way.
        for (const { item, revision } of batch) if (pending.get(item)?.revision === revision) pending.delete(item);
        savedAt = new Date();
        setState(pending.size > 0 ? 'saving' : 'saved', true);
      } else {
        if (sentScreen !== undefined && screen === undefined) screen = sentScreen;
        setState('failed');
      }
    })();
    await inFlight;
    inFlight = null;
    if (state !== 'failed' && pending.size > 0) {
      firstPendingAt = Date.now();
      schedule();
    }
  }

  return {
    /** Gives an answer; it is sent within a second. */
    put(item: string, value: AnswerValue): void {
      const revision = (revisionOf.get(item) ?? 0) + 1;
      revisionOf.set(item, revision);
      if (pending.size === 0) firstPendingAt = Date.now();
      pending.set(item, { value, revision });
      // The status never says "saved" while an answer waits to be sent.
      if (state !== 'failed') setState('saving');
      schedule();
    },
    /** Remembers the screen the user is on, with the next send. */
    setScreen(next: string): void {
      screen = next;
      if (pending.size === 0) firstPendingAt = Date.now();
      schedule();
    },
    /** Sends everything now (leaving the page, finishing a step); resolves when it is done. */
    flush,
    get state(): QueueState {
      return state;
    },
    /** Answers given and not yet kept by the server. */
    get unsaved(): number {
      return pending.size;
    },
  };
}

export type SaveQueue = ReturnType<typeof createSaveQueue>;
