import { proxy, ref } from 'valtio';
import { createSaveQueue, type QueueState, type SaveQueue } from './saveQueue';
import type { AnswerValue, PastResult, RunSnapshot, ToolRunPort } from './types';

export interface ToolRunState {
  phase: 'loading' | 'ready' | 'error';
  /** The open run, or null before the user starts. */
  run: RunSnapshot | null;
  /** Answers by item, as given on this device and as loaded. */
  answers: Record<string, unknown>;
  results: PastResult[];
  save: { state: QueueState; savedAt: Date | null };
  /** The queue of the open run (not state: kept out of snapshots). */
  queue: SaveQueue | null;
}

/**
 * The store of one tool run (spec §3's in-session data of a tool), made per tool screen tree by a
 * factory and given by context, never a module singleton: two runs never share answers.
 */
export function createToolRun(port: ToolRunPort) {
  const state = proxy<ToolRunState>({
    phase: 'loading',
    run: null,
    answers: {},
    results: [],
    save: { state: 'idle', savedAt: null },
    queue: null,
  });

  function adopt(run: RunSnapshot | null) {
    state.run = run;
    state.answers = Object.fromEntries((run?.answers ?? []).map((answer) => [answer.item, answer.value]));
    state.save = { state: 'idle', savedAt: null };
    if (run?.status !== 'open') {
      state.queue = null;
      return;
    }
    const runId = run.id;
    state.queue = ref(
      createSaveQueue({
        send: (answers, screen, leaving) => port.saveAnswers(runId, answers, screen, leaving),
        revisions: new Map(run.answers.map((answer) => [answer.item, answer.revision])),
        onState: (saveState, savedAt) => {
          state.save = { state: saveState, savedAt };
        },
      }),
    );
  }

  const actions = {
    /** Loads where the user is in the tool: the open run and the past results. */
    async load(): Promise<void> {
      state.phase = 'loading';
      const current = await port.current();
      if (!current) {
        state.phase = 'error';
        return;
      }
      adopt(current.run);
      state.results = [...current.results];
      state.phase = 'ready';
    },
    /** Starts the tool (or resumes the open run); `restart` leaves the open run for a new one. */
    async start(restart = false): Promise<boolean> {
      await state.queue?.flush();
      const run = await port.start(restart);
      if (!run) return false;
      adopt(run);
      return true;
    },
    answer(item: string, value: AnswerValue): void {
      state.answers[item] = value;
      state.queue?.put(item, value);
    },
    /** Remembers the screen, so a reload or another device resumes there. */
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
    /** After the server scored the run: it is completed and joins the past results. */
    completed(runId: number, createdAt: string): void {
      if (state.run?.id === runId) state.run.status = 'completed';
      state.queue = null;
      if (!state.results.some((result) => result.run_id === runId)) {
        state.results.unshift({ run_id: runId, created_at: createdAt });
      }
    },
  };
  return { state, actions };
}

export type ToolRun = ReturnType<typeof createToolRun>;
