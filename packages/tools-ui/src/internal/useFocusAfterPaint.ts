import { type RefObject, useEffect } from 'react';

/**
 * Focuses the element once the browser has painted the screen, instead of during React's commit:
 * focusing there forces a layout (and the web fonts it needs) before anything is drawn, which on a
 * sign-in page costs more than the rest of the first render. rAF runs before the next paint; the
 * timeout inside it runs after that paint. Focus someone already moved elsewhere stays where it is.
 */
export function useFocusAfterPaint(ref: RefObject<HTMLElement | null>, enabled: boolean | undefined): void {
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) ref.current?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [enabled, ref]);
}
