/** Spec §9: the countdown ticks once a second. */
export const TIMER_TICK_MS = 1000;

/** Hours, minutes and seconds of a countdown, each zero-padded to (at least) two digits (spec §3). */
export interface CountdownClock {
  hours: string;
  minute: string;
  seconds: string;
}

export interface CountdownState extends CountdownClock {
  /** Whole seconds left, rounded up: 0 only when the time is really over. */
  currentSeconds: number;
  running: boolean;
  finished: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Splits whole seconds into the zero-padded clock the timer shows. */
export function formatCountdown(totalSeconds: number): CountdownClock {
  const total = Math.max(0, Math.floor(totalSeconds));
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
 * A countdown that ticks every second. The time left is read from the clock at each tick rather than
 * decremented, so a tick the browser delays (a background tab throttles timers) never makes the
 * timer run slow; the next tick is aligned to the next whole second left.
 */
export function createCountdown(options: CountdownOptions): Countdown {
  let startSeconds = Math.max(0, Math.floor(options.seconds));
  let remainingMs = startSeconds * 1000;
  let endsAt = 0;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(state: CountdownState) => void>();

  const getState = (): CountdownState => {
    const currentSeconds = Math.ceil(remainingMs / 1000);
    return { currentSeconds, ...formatCountdown(currentSeconds), running, finished: remainingMs <= 0 };
  };
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
    timer = setTimeout(tick, remainingMs % TIMER_TICK_MS || TIMER_TICK_MS);
  };
  function tick() {
    timer = undefined;
    remainingMs = Math.max(0, endsAt - Date.now());
    if (remainingMs <= 0) running = false;
    const state = notify();
    options.onUpdate?.(state);
    if (remainingMs <= 0) options.onFinish?.(state);
    else schedule();
  }

  return {
    start() {
      if (running || remainingMs <= 0) return;
      running = true;
      endsAt = Date.now() + remainingMs;
      schedule();
      notify();
    },
    pause() {
      if (!running) return;
      stopTimer();
      remainingMs = Math.max(0, endsAt - Date.now());
      running = false;
      notify();
    },
    reset(seconds) {
      stopTimer();
      if (seconds !== undefined) startSeconds = Math.max(0, Math.floor(seconds));
      remainingMs = startSeconds * 1000;
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
