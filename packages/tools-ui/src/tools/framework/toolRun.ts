import { SUCCESS_CODE } from '@career/api-sdk';
import { proxy, ref } from 'valtio';
import { createSaveQueue, type QueueState, type SaveQueue, type SendOutcome, type SentAnswer } from './saveQueue';
import type { AnswerValue, PastResult, RunCalls, RunSnapshot } from './types';

export interface ToolRunState {
  phase: 'loading' | 'ready' | 'error';
  /** Why the run could not be loaded (the server's words). */
  error: string | null;
  /** The HTTP status of that refusal (null when the server could not be reached). */
  errorStatus: number | null;
  /** The open run, or null before the user starts. */
  run: RunSnapshot | null;
  /** Answers by item, as given on this device and as loaded. */
  answers: Record<string, unknown>;
  results: PastResult[];
  save: { state: QueueState; savedAt: Date | null };
  /** Items another device changed first, loaded again (theirs stands); cleared by the next answer. */
  reloaded: string[];
  /** The queue of the open run (not state: kept out of snapshots). */
  queue: SaveQueue | null;
  /** A `finish()` is under way: the screen's finishing button waits, and a second press does nothing. */
  finishing: boolean;
}

/** How `finish()` ended: the kept result, or why the user stays on the screen. */
export type Finished<R> =
  | { ok: true; saved: R }
  /**
   * `unsaved`: an answer is not stored yet; `refused`: the server said no (its words already said);
   * `unreachable`: no answer from the server; `busy`: already finishing, or no run to finish.
   */
  | { ok: false; why: 'unsaved' | 'refused' | 'unreachable' | 'busy' };

/** What finishing a run takes from its tool. */
export interface FinishSteps<R> {
  /** What the screen adds to the answers first (the order as shown, the interview's clock). */
  before?(): unknown;
  /** The tool's scoring call: the kept result, false when refused, undefined when out of reach. */
  score(runId: number): Promise<R | false | undefined>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What an answer save's reply means for the queue: kept, partly stale (409 naming items), or failed. */
function outcomeOf(reply: { code: number; data: unknown } | undefined): SendOutcome {
  const data = (reply?.data ?? null) as { revisions?: Record<string, number>; stale?: string[] } | null;
  if (reply?.code === SUCCESS_CODE && data?.revisions) return { kind: 'saved', revisions: data.revisions };
  if (reply?.code === 409 && data?.stale) return { kind: 'stale', stale: data.stale, revisions: data.revisions ?? {} };
  return { kind: 'failed' };
}

/**
 * The store of one tool run (spec §3's in-session data of a tool), made per tool screen tree by a
 * factory and given by context, never a module singleton: two runs never share answers.
 */
export function createToolRun(calls: RunCalls) {
  const state = proxy<ToolRunState>({
    phase: 'loading',
    error: null,
    errorStatus: null,
    run: null,
    answers: {},
    results: [],
    save: { state: 'idle', savedAt: null },
    reloaded: [],
    queue: null,
    finishing: false,
  });

  /** Another device changed these items first: load the run again and take the server's answers. */
  async function reload(sent: readonly { item: string; value: AnswerValue }[]) {
    const current = await calls.current.load();
    const run = current.ok ? current.data.run : null;
    if (!run || run.id !== state.run?.id) return;
    const changed: string[] = [];
    for (const { item, value } of sent) {
      const kept = run.answers.find((answer) => answer.item === item);
      state.queue?.adopt(item, kept?.revision ?? 0);
      if (kept) state.answers[item] = kept.value;
      else delete state.answers[item];
      // A retried save that did land is no conflict: the server has what this device sent.
      if (!same(kept?.value, value)) changed.push(item);
    }
    if (changed.length > 0) state.reloaded = changed;
  }

  function adopt(run: RunSnapshot | null) {
    state.run = run;
    state.answers = Object.fromEntries((run?.answers ?? []).map((answer) => [answer.item, answer.value]));
    state.save = { state: 'idle', savedAt: null };
    state.reloaded = [];
    if (run?.status !== 'open') {
      state.queue = null;
      return;
    }
    const runId = run.id;
    state.queue = ref(
      createSaveQueue({
        send: async (answers: SentAnswer[], screen, leaving) =>
          outcomeOf(
            await calls.saveAnswers.raw(
              { params: { runId }, body: { answers, ...(screen ? { screen } : {}) } },
              { keepalive: leaving },
            ),
          ),
        revisions: new Map(run.answers.map((answer) => [answer.item, answer.revision])),
        onState: (saveState, savedAt) => {
          state.save = { state: saveState, savedAt };
        },
        onStale: reload,
      }),
    );
  }

  /** After the server scored the run: it is completed and joins the past results (only `finish()` knows when). */
  function completed(saved: PastResult): void {
    if (state.run?.id === saved.run_id) state.run.status = 'completed';
    state.queue = null;
    if (!state.results.some((result) => result.run_id === saved.run_id)) {
      const { run_id, created_at, scoring_version, summary } = saved;
      state.results.unshift({ run_id, created_at, scoring_version, summary });
    }
  }

  const actions = {
    /** Loads where the user is in the tool: the open run and the past results. */
    async load(): Promise<void> {
      state.phase = 'loading';
      const current = await calls.current.load();
      if (!current.ok) {
        state.error = current.message;
        state.errorStatus = current.status;
        state.phase = 'error';
        return;
      }
      adopt(current.data.run);
      state.results = [...current.data.results];
      state.error = null;
      state.errorStatus = null;
      state.phase = 'ready';
    },
    /** Starts the tool (or resumes the open run); `restart` leaves the open run for a new one. */
    async start(restart = false): Promise<boolean> {
      await state.queue?.flush();
      const run = await calls.start({ body: { restart } }, { loading: true });
      if (!run) return false;
      adopt(run);
      return true;
    },
    answer(item: string, value: AnswerValue): void {
      state.answers[item] = value;
      state.reloaded = [];
      state.queue?.put(item, value);
    },
    /**
     * An item the tool's own call kept on the server (the interview's time of a question): taken
     * as the server has it, with its revision, and not sent again.
     */
    kept(item: string, value: AnswerValue, revision: number): void {
      state.answers[item] = value;
      state.queue?.adopt(item, revision);
    },
    /** Remembers the screen, so a reload or another device resumes there: sent with the next answer, never alone. */
    visit(screen: string): void {
      if (state.run?.status === 'open' && state.run.screen !== screen) {
        state.run.screen = screen;
        state.queue?.setScreen(screen);
      }
    },
    /** Sends what is pending now (`leaving`: the page is closing); resolves true when nothing is left unsaved. */
    async flush(leaving = false): Promise<boolean> {
      await state.queue?.flush(leaving);
      return (state.queue?.unsaved ?? 0) === 0 && state.save.state !== 'failed';
    },
    /**
     * Finishes the run, the one way every tool does: the screen's last answers, everything sent,
     * the run scored by the tool's call, then completed. Any step that fails leaves the run open
     * and says why; a second call while one is under way does nothing.
     */
    async finish<R extends PastResult>({ before, score }: FinishSteps<R>): Promise<Finished<R>> {
      const runId = state.run?.id;
      if (state.finishing || runId === undefined) return { ok: false, why: 'busy' };
      state.finishing = true;
      try {
        await before?.();
        if (!(await actions.flush())) return { ok: false, why: 'unsaved' };
        const saved = await score(runId);
        if (saved === false) return { ok: false, why: 'refused' };
        if (saved === undefined) return { ok: false, why: 'unreachable' };
        completed(saved);
        return { ok: true, saved };
      } finally {
        state.finishing = false;
      }
    },
  };
  return { state, actions };
}

export type ToolRun = ReturnType<typeof createToolRun>;
