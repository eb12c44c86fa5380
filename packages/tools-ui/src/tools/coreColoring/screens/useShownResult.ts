import { useToolRun } from '../../framework/ToolRunContext';
import { useLoaded } from '../../framework/useLoaded';
import { useCoreColoring } from '../context';
import type { CoreColoringSaved } from '../types';

/**
 * The result a screen shows: the run named in the address, else the latest kept; loaded once while
 * the tool is open and shared by the result screens. `keep` records a change (feedback, action items).
 */
export function useShownResult() {
  const { port, runId, results } = useCoreColoring();
  const { snapshot } = useToolRun();
  const openRun = snapshot.run?.status === 'open' ? snapshot.run.id : null;
  const named = runId ?? snapshot.results[0]?.run_id ?? null;
  // The open run has no result yet, and asking for one would score it before the user is done.
  const shownRun = named === openRun ? null : named;
  const loaded = useLoaded(() => {
    if (shownRun === null) return null;
    const known = results.get(shownRun);
    if (known) return Promise.resolve(known);
    return port.nineCoreResult(shownRun).then((saved) => {
      if (saved) results.set(saved.run_id, saved);
      return saved;
    });
  }, shownRun);
  const keep = (saved: CoreColoringSaved) => results.set(saved.run_id, saved);
  return { status: loaded.status, saved: loaded.data, retry: loaded.retry, keep };
}
