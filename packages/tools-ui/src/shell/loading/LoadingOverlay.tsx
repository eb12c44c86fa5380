import { useEffect, useState } from 'react';
import * as styles from './LoadingOverlay.css';
import { createLoadingController, LOADING_HIDE_DELAY_MS, LOADING_SHOW_DELAY_MS } from './loadingController';

export interface LoadingOverlayProps {
  /** How many pieces of work are running (e.g. the session's `loadingState.running`), or simply whether any is. */
  running: number | boolean;
  /** What the wait is called, shown and announced. */
  label?: string;
  showDelayMs?: number;
  hideDelayMs?: number;
}

/**
 * The global loading overlay of spec §2: it appears only once work has run for 50 ms and leaves
 * 250 ms after the last piece ends, so quick or back-to-back requests never flash it. While shown it
 * blocks pointer input to the page and is announced politely (a polite live region). Plain markup
 * and CSS (no react-aria), small enough for every app's entry.
 */
export function LoadingOverlay({
  running,
  label = '처리하고 있습니다. 잠시만 기다려 주세요.',
  showDelayMs = LOADING_SHOW_DELAY_MS,
  hideDelayMs = LOADING_HIDE_DELAY_MS,
}: LoadingOverlayProps) {
  const [visible, setVisible] = useState(false);
  const [controller] = useState(() =>
    createLoadingController({ showDelayMs, hideDelayMs, onVisibleChange: setVisible }),
  );
  const count = typeof running === 'boolean' ? Number(running) : running;
  useEffect(() => controller.sync(count), [controller, count]);
  useEffect(() => () => controller.dispose(), [controller]);

  // A polite live region that stays in the page, so what appears in it is announced. Not
  // role="status": screens show their own status messages, and "the status" of a page should stay theirs.
  return (
    <div aria-live="polite" aria-atomic="true" className={styles.region} data-loading-region="">
      {visible ? (
        <div className={styles.backdrop} data-loading-overlay="">
          <div className={styles.panel}>
            <span className={styles.spinner} />
            <span>{label}</span>
          </div>
        </div>
      ) : null}
    </div>
  );
}
