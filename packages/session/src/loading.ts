import { proxy } from 'valtio';

/** The loading flag of spec §4: on while any call that asked for it runs. */
export const loadingState = proxy({ running: 0 });

/** Wire as the api client's `onLoading`: overlapping calls are counted, never lost. */
export function trackLoading(running: boolean): void {
  loadingState.running = Math.max(0, loadingState.running + (running ? 1 : -1));
}

export function isLoading(): boolean {
  return loadingState.running > 0;
}
