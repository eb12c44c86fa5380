import { useSyncExternalStore } from 'react';
import { proxy, subscribe } from 'valtio';

/** The loading flag of spec §4: on while any call that asked for it runs. */
export const loadingState = proxy({ running: 0 });

/** Wire as the api client's `onLoading`: overlapping calls are counted, never lost. */
export function trackLoading(running: boolean): void {
  loadingState.running = Math.max(0, loadingState.running + (running ? 1 : -1));
}

export function isLoading(): boolean {
  return loadingState.running > 0;
}

const subscribeToLoading = (notify: () => void) => subscribe(loadingState, notify);
const runningRequests = () => loadingState.running;
/** A screen drawn at build time has nothing running. */
const nothingRunningYet = () => 0;

/** The number of calls running that asked for the loading indicator, for the app's overlay. */
export function useLoadingRequests(): number {
  return useSyncExternalStore(subscribeToLoading, runningRequests, nothingRunningYet);
}
