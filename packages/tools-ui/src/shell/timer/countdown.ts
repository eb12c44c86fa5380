/** Spec §9: the countdown ticks once a second. */
export const TIMER_TICK_MS = 1000;

/** Hours, minutes and seconds of a countdown, each zero-padded to (at least) two digits (spec §3). */
export interface CountdownClock {
  hours: string;
  minute: string;
  seconds: string;
}

export interface CountdownState extends CountdownClock {
  /** Whole seconds left: one less on every tick, 0 only when the time is over. */
  currentSeconds: number;
  running: boolean;
  finished: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');
const wholeSeconds = (value: number) => Math.max(0, Math.floor(value));

/** Splits whole seconds into the zero-padded clock the timer shows. */
export function formatCountdown(totalSeconds: number): CountdownClock {
  const total = wholeSeconds(totalSeconds);
  return {
    hours: pad(Math.floor(total / 3600)),
    minute: pad(Math.floor((total % 3600) / 60)),
    seconds: pad(total % 60),
  };
}

export interface CountdownOptions {
  /** Where the countdown starts, in seconds. */
  seconds: number;
  /** Runs on every tick with the new state (spec §4: the update action). */
  onUpdate?: (state: CountdownState) => void;
  /** Runs once when the countdown reaches 0 (spec §4: the finish action). */
  onFinish?: (state: CountdownState) => void;
}

export interface Countdown {
  start(): void;
  pause(): void;
  /** Stops and goes back to the starting time, or to `seconds` when given (which becomes the new start). */
  reset(seconds?: number): void;
  getState(): CountdownState;
  /** Called on every change: ticks, start, pause, reset. Returns the unsubscribe function. */
  subscribe(listener: (state: CountdownState) => void): () => void;
  /** Stops the tick without changing the state. */
  dispose(): void;
}

/**
 * A countdown that ticks every second (spec §4, §9). Ticks are due a whole second apart, counted
 * from the start or the last resume, and each due tick takes exactly one second off and calls the
 * update action. A tick the browser delivers late (a background tab throttles timers, a sleeping
 * laptop stops them) stands for every second that has passed: each gets its own update, in order,
 * so the update action sees consecutive values and the time is still right. A pause keeps the
 * whole seconds shown; a resume gives the next second in full.
 */
export function createCountdown(options: CountdownOptions): Countdown {
  let startSeconds = wholeSeconds(options.seconds);
  let currentSeconds = startSeconds;
  let running = false;
  /** When the next tick is due, by the wall clock. */
  let nextTickAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(state: CountdownState) => void>();

  const getState = (): CountdownState => ({
    currentSeconds,
    ...formatCountdown(currentSeconds),
    running,
    finished: currentSeconds <= 0,
  });
  const notify = () => {
    const state = getState();
    for (const listener of listeners) listener(state);
    return state;
  };
  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    stopTimer();
    timer = setTimeout(tick, Math.max(0, nextTickAt - Date.now()));
  };
  function tick() {
    timer = undefined;
    const now = Date.now();
    // The clock was set back: count the next second from now rather than wait for the old time.
    nextTickAt = Math.min(nextTickAt, now + TIMER_TICK_MS);
    while (running && nextTickAt <= now) {
      currentSeconds -= 1;
      nextTickAt += TIMER_TICK_MS;
      if (currentSeconds <= 0) running = false;
      const state = notify();
      options.onUpdate?.(state);
      if (currentSeconds <= 0) options.onFinish?.(state);
    }
    // An action may have paused or reset the countdown, or restarted it (which scheduled its own tick).
    if (running && timer === undefined) schedule();
  }

  return {
    start() {
      if (running || currentSeconds <= 0) return;
      running = true;
      nextTickAt = Date.now() + TIMER_TICK_MS;
      schedule();
      notify();
    },
    pause() {
      if (!running) return;
      stopTimer();
      running = false;
      notify();
    },
    reset(seconds) {
      stopTimer();
      if (seconds !== undefined) startSeconds = wholeSeconds(seconds);
      currentSeconds = startSeconds;
      running = false;
      notify();
    },
    getState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: stopTimer,
  };
}
