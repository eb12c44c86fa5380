import type { Reply } from '@career/api-sdk';
import { type ToolContextValue, useOptionalTool } from './ToolContext';
import { useToolRun } from './ToolRunContext';
import type { RunCalls, SavedResult } from './types';
import { useLoaded } from './useLoaded';

type ResultCalls = { result: { load(input: { params: { runId: number } }): Promise<Reply<unknown>> } };

/**
 * The result a tool's result screens show: the run named in the address, else the latest kept
 * (never the open run, which has no result yet and must not be scored before the user is done).
 * Loaded once while the tool is open and shared by its screens; `keep` records a change to it
 * (feedback, action items). `load` replaces the shared result call for a tool whose result screens
 * read more with it (core coloring's feedback).
 */
export function useShownResult<Saved extends SavedResult>(load?: (runId: number) => Promise<Reply<Saved>>) {
  const tool = useOptionalTool() as (ToolContextValue & { calls: RunCalls & ResultCalls }) | null;
  if (!tool) throw new Error('useShownResult is for the screens of a tool');
  const { snapshot } = useToolRun();
  const openRun = snapshot.run?.status === 'open' ? snapshot.run.id : null;
  const named = tool.runId ?? snapshot.results[0]?.run_id ?? null;
  const shownRun = named === openRun ? null : named;
  const loaded = useLoaded<Saved>(() => {
    if (shownRun === null) return null;
    const known = tool.results.get(shownRun) as Saved | undefined;
    if (known) return Promise.resolve({ ok: true, data: known });
    const pending = load
      ? load(shownRun)
      : (tool.calls.result.load({ params: { runId: shownRun } }) as Promise<Reply<Saved>>);
    return pending.then((reply) => {
      if (reply.ok) tool.results.set(reply.data.run_id, reply.data);
      return reply;
    });
  }, shownRun);
  const keep = (saved: Saved) => tool.results.set(saved.run_id, saved);
  return { ...loaded, keep };
}
