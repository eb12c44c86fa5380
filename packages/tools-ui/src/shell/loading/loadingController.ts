/** Spec §2 and §9: the overlay appears only after 50 ms of work... */
export const LOADING_SHOW_DELAY_MS = 50;
/** ...and disappears 250 ms after the work ends. */
export const LOADING_HIDE_DELAY_MS = 250;

export interface LoadingControllerOptions {
  showDelayMs?: number;
  hideDelayMs?: number;
  /** Called whenever the overlay should appear (true) or disappear (false). */
  onVisibleChange?: (visible: boolean) => void;
}

export interface LoadingController {
  /** Counts one more piece of running work; the returned function ends it (once, however often called). */
  begin(): () => void;
  /** Takes the count from an outside counter (e.g. the session's loading flag). */
  sync(running: number): void;
  /** How many pieces of work are running. */
  readonly running: number;
  /** Whether the overlay should be on screen now. */
  readonly visible: boolean;
  /** Stops both timers and forgets the running work (an unmounted overlay); the controller stays usable. */
  dispose(): void;
}

/**
 * The loading overlay's timing rule, without a DOM: work shorter than the show delay shows nothing;
 * once shown, the overlay stays until no work has run for the hide delay, so overlapping or
 * back-to-back requests never make it flicker off and on.
 */
export function createLoadingController(options: LoadingControllerOptions = {}): LoadingController {
  const showDelayMs = options.showDelayMs ?? LOADING_SHOW_DELAY_MS;
  const hideDelayMs = options.hideDelayMs ?? LOADING_HIDE_DELAY_MS;
  let running = 0;
  let visible = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  const setVisible = (next: boolean) => {
    if (visible === next) return;
    visible = next;
    options.onVisibleChange?.(next);
  };

  const update = (next: number) => {
    const before = running;
    running = Math.max(0, next);
    if (before === 0 && running > 0) {
      if (hideTimer !== undefined) {
        // Work started again while waiting to hide: stay on screen.
        clearTimeout(hideTimer);
        hideTimer = undefined;
      } else if (!visible && showTimer === undefined) {
        showTimer = setTimeout(() => {
          showTimer = undefined;
          setVisible(true);
        }, showDelayMs);
      }
    } else if (before > 0 && running === 0) {
      if (showTimer !== undefined) {
        // Done before the show delay: nothing ever appears.
        clearTimeout(showTimer);
        showTimer = undefined;
      }
      if (visible) {
        hideTimer = setTimeout(() => {
          hideTimer = undefined;
          setVisible(false);
        }, hideDelayMs);
      }
    }
  };

  const begin = () => {
    update(running + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      update(running - 1);
    };
  };

  return {
    begin,
    sync: update,
    get running() {
      return running;
    },
    get visible() {
      return visible;
    },
    dispose() {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
      showTimer = undefined;
      hideTimer = undefined;
      running = 0;
      setVisible(false);
    },
  };
}
