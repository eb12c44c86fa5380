import { useToolRun } from './ToolRunContext';
import type { SavedResult } from './types';
import { useLoaded } from './useLoaded';

/**
 * The result a tool's result screens show: the run named in the address, else the latest kept
 * (never the open run, which has no result yet and must not be scored before the user is done).
 * Loaded once while the tool is open and shared through `cache`; `keep` records a change to it
 * (feedback, action items).
 */
export function useShownResult<Saved extends SavedResult>(
  load: (runId: number) => Promise<Saved | false | undefined>,
  runId: number | null | undefined,
  cache: Map<number, Saved>,
) {
  const { snapshot } = useToolRun();
  const openRun = snapshot.run?.status === 'open' ? snapshot.run.id : null;
  const named = runId ?? snapshot.results[0]?.run_id ?? null;
  const shownRun = named === openRun ? null : named;
  const loaded = useLoaded(() => {
    if (shownRun === null) return null;
    const known = cache.get(shownRun);
    if (known) return Promise.resolve(known);
    return load(shownRun).then((saved) => {
      if (saved) cache.set(saved.run_id, saved);
      return saved;
    });
  }, shownRun);
  const keep = (saved: Saved) => cache.set(saved.run_id, saved);
  return { status: loaded.status, data: loaded.data, retry: loaded.retry, keep };
}
