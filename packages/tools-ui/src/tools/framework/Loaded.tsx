import type { ReactNode } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton, type SkeletonProps } from '../../components/Skeleton';

/**
 * A refusal trying again cannot change (not theirs, signed out, not there, held until after
 * counselling, a wrong address): the server's words, without 다시 시도. Timeouts and rate limits
 * pass, like a server that failed or could not be reached.
 */
export function isRefusal(status: number | null | undefined): boolean {
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export interface Reload {
  /** Loads again from scratch: the screen shows its loading state meanwhile. */
  retry(): void;
  /** Loads again after a change the screen made, keeping what it shows until the new data arrives. */
  refresh(): void;
}

/** What a screen loads, in one of its states (`useLoaded`); the component of the same name renders it. */
export type Loaded<T> = Reload &
  (
    | { status: 'loading' | 'none'; data?: undefined; message?: undefined; code?: undefined }
    /** `code`: the reply's HTTP status, when the server answered (423: a result kept until after counselling). */
    | { status: 'error'; data?: undefined; message: string; code?: number | null }
    | { status: 'ready'; data: T; message?: undefined; code?: undefined }
  );

export interface LoadedProps<T> {
  /** What `useLoaded` gave. */
  value: Loaded<T>;
  /** The heading of a failure or a refusal ('점검을 불러오지 못했습니다'). */
  failed: string;
  /** The placeholder while loading ('점검을 불러오는 중', in the shape of what comes); none when left out. */
  loading?: SkeletonProps;
  /** What shows when there is nothing to load. */
  empty?: ReactNode;
  /** The failure's heading level, where the failure is the page's only heading. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Wraps every state but `ready`, when the ready screen draws its own frame (a tool's ToolScreen). */
  frame?(state: ReactNode): ReactNode;
  /** The screen with its data; left out where the screen goes on below (returned early while not ready). */
  children?(data: T): ReactNode;
}

/**
 * The one rendering of what a screen loads (decision 045): a skeleton while it loads, the server's
 * words for a refusal, a failure with 다시 시도, the empty state, or the screen.
 */
export function Loaded<T>({ value, failed, loading, empty, headingLevel, frame, children }: LoadedProps<T>) {
  if (value.status === 'ready') return children ? children(value.data) : null;
  const framed = (state: ReactNode) => (frame ? frame(state) : state);
  if (value.status === 'loading') return framed(loading ? <Skeleton {...loading} /> : null);
  if (value.status === 'none') return framed(empty ?? null);
  return framed(
    <ErrorState
      title={failed}
      description={value.message}
      onRetry={isRefusal(value.code) ? undefined : value.retry}
      {...(headingLevel ? { headingLevel } : {})}
    />,
  );
}
