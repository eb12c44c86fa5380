import { type RefObject, useEffect } from 'react';

declare global {
  interface Window {
    /** Set by the inline script of a page drawn at build time (api-sdk's DRAWN_SUBMIT_SCRIPT). */
    drawnSubmit?: (form: HTMLFormElement | null) => void;
  }
}

/**
 * A submit button tells the page drawn at build time (decision 042) that its form is alive: a
 * sending held before hydration (Enter pressed, the button clicked) happens now, instead of being
 * lost. Elsewhere there is no such script, and this does nothing.
 */
export function useDrawnSubmit(button: RefObject<HTMLButtonElement | null>, isSubmit: boolean): void {
  useEffect(() => {
    const form = button.current?.form;
    if (isSubmit && form) window.drawnSubmit?.(form);
  }, [button, isSubmit]);
}

/**
 * The page drawn at build time is alive (call once, in the app's root layout): a form sent from now
 * on is the app's, even on a page with no submit button of its own to say so.
 */
export function useDrawnPageAlive(): void {
  useEffect(() => window.drawnSubmit?.(null), []);
}
