import { useToolRun } from '../../framework/ToolRunContext';
import { useLoaded } from '../../framework/useLoaded';
import { useJobCard } from '../context';
import type { JobCardSaved } from '../types';

/**
 * The result a screen shows: the run named in the address, else the latest kept; loaded once while
 * the tool is open and shared by the screens after the result.
 */
export function useShownResult() {
  const { port, runId, results } = useJobCard();
  const { snapshot } = useToolRun();
  const openRun = snapshot.run?.status === 'open' ? snapshot.run.id : null;
  const named = runId ?? snapshot.results[0]?.run_id ?? null;
  const shownRun = named === openRun ? null : named;
  const loaded = useLoaded(() => {
    if (shownRun === null) return null;
    const known = results.get(shownRun);
    if (known) return Promise.resolve(known);
    return (port.result(shownRun) as Promise<JobCardSaved | false | undefined>).then((saved) => {
      if (saved) results.set(saved.run_id, saved);
      return saved;
    });
  }, shownRun);
  return { status: loaded.status, data: loaded.data, retry: loaded.retry };
}
