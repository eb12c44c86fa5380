import { useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' | 'error' | 'none'; data?: undefined; retry(): void }
  | { status: 'ready'; data: T; retry(): void };

/**
 * Loads data for a screen when `key` changes, and again on `retry()`. `load` resolves to false or
 * undefined when the call failed (the host has said why), or returns null when there is nothing to
 * load. A late answer for an older key is dropped.
 */
export function useLoaded<T>(load: () => Promise<T | false | undefined> | null, key: unknown): Loaded<T> {
  const latest = useRef(load);
  latest.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: Loaded<T>['status']; data?: T }>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry; `load` is read through a ref.
  useEffect(() => {
    const pending = latest.current();
    if (pending === null) {
      setState({ status: 'none' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    void pending.then((data) => {
      if (live) setState(data ? { status: 'ready', data } : { status: 'error' });
    });
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const retry = () => setAttempt((count) => count + 1);
  return (
    state.status === 'ready' ? { status: 'ready', data: state.data as T, retry } : { status: state.status, retry }
  ) as Loaded<T>;
}
