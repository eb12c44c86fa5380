import type { PastResult, RunState } from '@career/api-sdk';
import { describe, expect, it, vi } from 'vitest';
import { createToolRun } from './toolRun';
import type { RunCalls } from './types';

const openRun: RunState = {
  id: 7,
  action_item: 'career-anchor',
  audience: 'user',
  status: 'open',
  screen: 'root',
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
  answers: [],
};

const kept: PastResult = { run_id: 7, created_at: '2026-03-01T01:00:00.000Z', scoring_version: '1', summary: '안정' };

/** A run store over a server that keeps every answer save unless `saves` says it cannot be reached. */
async function openStore(saves: 'kept' | 'unreachable' = 'kept') {
  const steps: string[] = [];
  const calls: RunCalls = {
    current: { load: async () => ({ ok: true, data: { run: structuredClone(openRun), results: [] } }) },
    start: async () => structuredClone(openRun),
    saveAnswers: {
      raw: async ({ body }) => {
        steps.push(`save ${body.answers.map((answer) => answer.item).join(',')}`);
        if (saves === 'unreachable') return undefined;
        const revisions = Object.fromEntries(body.answers.map((answer) => [answer.item, answer.base + 1]));
        return { code: 200, message: '', data: { revisions } };
      },
    },
    saveActionItems: { raw: async () => undefined },
  };
  const run = createToolRun(calls);
  await run.actions.load();
  return { ...run, steps };
}

describe('finishing a run', () => {
  it('takes the screen’s last answer, sends everything, scores, then completes the run', async () => {
    const { state, actions, steps } = await openStore();
    actions.answer('s1', 5);
    const score = vi.fn(async (runId: number) => {
      steps.push(`score ${runId}`);
      return kept;
    });
    const finished = await actions.finish({ before: () => actions.answer('picks', [1, 2, 3]), score });
    expect(finished).toEqual({ ok: true, saved: kept });
    expect(steps).toEqual(['save s1,picks', 'score 7']);
    expect(state.run?.status).toBe('completed');
    expect(state.results.map((result) => result.run_id)).toEqual([7]);
    expect(state.finishing).toBe(false);
  });

  it('does not score while an answer is unsaved, and the run stays open', async () => {
    const { state, actions } = await openStore('unreachable');
    actions.answer('s1', 5);
    const score = vi.fn(async () => kept);
    expect(await actions.finish({ score })).toEqual({ ok: false, why: 'unsaved' });
    expect(score).not.toHaveBeenCalled();
    expect(state.run?.status).toBe('open');
  });

  it('keeps the run open when the server refuses or cannot be reached', async () => {
    const { state, actions } = await openStore();
    expect(await actions.finish({ score: async () => false })).toEqual({ ok: false, why: 'refused' });
    expect(await actions.finish({ score: async () => undefined })).toEqual({ ok: false, why: 'unreachable' });
    expect(state.run?.status).toBe('open');
    expect(state.results).toEqual([]);
    // The queue still takes answers: the user can fix what was refused and finish again.
    expect(await actions.finish({ score: async () => kept })).toEqual({ ok: true, saved: kept });
  });

  it('scores once when pressed twice', async () => {
    const { state, actions } = await openStore();
    let answer: (saved: PastResult) => void = () => {};
    const score = vi.fn(() => new Promise<PastResult>((resolve) => (answer = resolve)));
    const first = actions.finish({ score });
    expect(state.finishing).toBe(true);
    expect(await actions.finish({ score })).toEqual({ ok: false, why: 'busy' });
    await vi.waitFor(() => expect(score).toHaveBeenCalledOnce());
    answer(kept);
    expect(await first).toEqual({ ok: true, saved: kept });
    expect(score).toHaveBeenCalledOnce();
  });
});
