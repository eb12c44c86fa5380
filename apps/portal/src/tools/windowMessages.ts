// How a page in a tool window speaks to the screen below it (kept apart so a tool's chunk needs no window code).

/** What a page in a tool window posts to the screen below to close its window (a tool's 도구 목록으로). */
export const CLOSE_WINDOW = 'career:close-tool-window';

/** Whether this page runs in a tool window of this app (a frame of the same origin). */
export const inToolWindow = () => window.parent !== window;

/** Asks the screen below to close the tool window this page runs in. */
export function closeThisWindow() {
  window.parent.postMessage({ type: CLOSE_WINDOW }, window.location.origin);
}
