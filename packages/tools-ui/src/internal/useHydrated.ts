import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};
const inBrowser = () => true;
const atBuildTime = () => false;

/**
 * False in markup drawn at build time and while React hydrates it, true once the page answers to
 * input (and from the start for anything rendered in the browser).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noChanges, inBrowser, atBuildTime);
}
