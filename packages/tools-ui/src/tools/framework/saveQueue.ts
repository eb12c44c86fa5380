import type { AnswerValue } from './types';

/** How long answers wait for more before they are sent, and the longest any answer waits. */
export const SAVE_DELAY_MS = 300;
export const SAVE_MAX_WAIT_MS = 1000;

export type QueueState = 'idle' | 'saving' | 'saved' | 'failed';

/** One answer as sent: the revision it replaces (`base`, 0 for an item the server has not kept). */
export interface SentAnswer {
  item: string;
  value: AnswerValue;
  base: number;
}

/**
 * What the server said of a batch: kept, with each item's new revision; or some items were changed
 * elsewhere since (`stale`; the rest were kept, with `revisions`); or it failed (kept nothing).
 */
export type SendOutcome =
  | { kind: 'saved'; revisions: Readonly<Record<string, number>> }
  | { kind: 'stale'; stale: readonly string[]; revisions: Readonly<Record<string, number>> }
  | { kind: 'failed' };

export interface SaveQueueOptions {
  /** Sends answers (and the screen the user is on). */
  send(answers: SentAnswer[], screen: string | undefined, leaving: boolean): Promise<SendOutcome>;
  /** The revision each item already has on the server (from the run as loaded). */
  revisions?: ReadonlyMap<string, number>;
  onState?(state: QueueState, savedAt: Date | null): void;
  /**
   * Items another device changed since this one read them, with what this device had sent: the
   * owner loads them again and `adopt`s the server's revision (the queue has already let them go).
   */
  onStale?(sent: readonly { item: string; value: AnswerValue }[]): Promise<void> | void;
}

/**
 * Answers on their way to the server: every answer is sent within a second of being given
 * (batched while the user is quick), naming the revision of the item it replaces, so two people in
 * one run never overwrite each other unseen: the server keeps an answer only over the revision it
 * was based on (decision 017). A failed send keeps the answers for the next try; an answer changed
 * while its send was under way is sent again. No timers run when nothing is pending.
 */
export function createSaveQueue({ send, revisions, onState, onStale }: SaveQueueOptions) {
  const revisionOf = new Map(revisions);
  /** Answers not yet kept, each with a counter of its own so a change during a send is noticed. */
  const pending = new Map<string, { value: AnswerValue; change: number }>();
  let changes = 0;
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

  /** Lets go of what was sent and is unchanged since; keeps the new revisions. */
  const settle = (batch: readonly { item: string; change: number }[], kept: Readonly<Record<string, number>>) => {
    for (const [item, revision] of Object.entries(kept)) revisionOf.set(item, revision);
    for (const { item, change } of batch) {
      if (item in kept && pending.get(item)?.change === change) pending.delete(item);
    }
  };

  /** `leaving`: the page is being hidden or closed, so the request must outlive it. */
  async function flush(leaving = false): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (inFlight) {
      await inFlight;
      if (pending.size > 0) return flush(leaving);
      return;
    }
    // The screen rides with answers only: opening a screen is not a change to send (issue 35).
    if (pending.size === 0) return;
    const batch = [...pending].map(([item, { value, change }]) => ({ item, value, change }));
    const sentScreen = screen;
    screen = undefined;
    setState('saving');
    inFlight = (async () => {
      let outcome: SendOutcome;
      try {
        const answers = batch.map(({ item, value }) => ({ item, value, base: revisionOf.get(item) ?? 0 }));
        outcome = await send(answers, sentScreen, leaving);
      } catch {
        outcome = { kind: 'failed' };
      }
      if (outcome.kind === 'failed') {
        if (sentScreen !== undefined && screen === undefined) screen = sentScreen;
        setState('failed');
        return;
      }
      settle(batch, outcome.revisions);
      if (outcome.kind === 'stale') {
        const stale = batch.filter(({ item }) => outcome.stale.includes(item));
        // Theirs stands: this device's answer to a stale item is let go (unless changed again since).
        for (const { item, change } of stale) if (pending.get(item)?.change === change) pending.delete(item);
        await onStale?.(stale.map(({ item, value }) => ({ item, value })));
      }
      savedAt = new Date();
      setState(pending.size > 0 ? 'saving' : 'saved', true);
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
      if (pending.size === 0) firstPendingAt = Date.now();
      changes += 1;
      pending.set(item, { value, change: changes });
      // The status never says "saved" while an answer waits to be sent.
      if (state !== 'failed') setState('saving');
      schedule();
    },
    /** Takes the server's revision of an item loaded again (after another device changed it). */
    adopt(item: string, revision: number): void {
      revisionOf.set(item, revision);
    },
    /**
     * Remembers the screen the user is on, sent with the next answer: a screen that is only opened
     * (a result read, a page looked at) sends nothing and changes nothing on the server.
     */
    setScreen(next: string): void {
      screen = next;
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
