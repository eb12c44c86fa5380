import type { Reply } from '@career/api-sdk';
import { useEffect, useRef, useState } from 'react';
import type { Loaded, Reload } from './Loaded';

/**
 * The one way a screen loads what it shows (decision 017): when `key` changes, and again on
 * `retry()` or `refresh()`. `load` gives a Reply (`client.load`, or a bound call's `.load`), or null when there is
 * nothing to load. A failed load is shown by the screen in place, with the server's message, never
 * also as an alert. A late answer for an older key is dropped.
 */
export function useLoaded<T>(load: () => Promise<Reply<T>> | null, key: unknown): Loaded<T> {
  const latest = useRef(load);
  latest.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<Loaded<T>, keyof Reload>>({ status: 'loading' });
  // Set by refresh(): the next load keeps the data shown (no flash of the loading state, no lost scroll).
  const keepShown = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry; `load` is read through a ref.
  useEffect(() => {
    const pending = latest.current();
    if (pending === null) {
      setState({ status: 'none' });
      return;
    }
    let live = true;
    if (!keepShown.current) setState({ status: 'loading' });
    keepShown.current = false;
    void pending.then((reply) => {
      if (!live) return;
      setState(
        reply.ok
          ? { status: 'ready', data: reply.data }
          : { status: 'error', message: reply.message, code: reply.status },
      );
    });
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const retry = () => setAttempt((count) => count + 1);
  const refresh = () => {
    keepShown.current = true;
    retry();
  };
  return { ...state, retry, refresh } as Loaded<T>;
}
