import type { Reply } from '@career/api-sdk';
import { useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' | 'none'; data?: undefined; message?: undefined; code?: undefined; retry(): void }
  /** `code`: the reply's HTTP status, when the server answered (423: a result kept until after counselling). */
  | { status: 'error'; data?: undefined; message: string; code?: number | null; retry(): void }
  | { status: 'ready'; data: T; message?: undefined; code?: undefined; retry(): void };

/**
 * The one way a screen loads what it shows (decision 017): when `key` changes, and again on
 * `retry()`. `load` gives a Reply (`client.load`, or a bound call's `.load`), or null when there is
 * nothing to load. A failed load is shown by the screen in place, with the server's message, never
 * also as an alert. A late answer for an older key is dropped.
 */
export function useLoaded<T>(load: () => Promise<Reply<T>> | null, key: unknown): Loaded<T> {
  const latest = useRef(load);
  latest.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<Loaded<T>, 'retry'>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry; `load` is read through a ref.
  useEffect(() => {
    const pending = latest.current();
    if (pending === null) {
      setState({ status: 'none' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
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
  return { ...state, retry } as Loaded<T>;
}
