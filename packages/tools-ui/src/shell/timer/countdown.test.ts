import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown, formatCountdown, TIMER_TICK_MS } from './countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('formatCountdown', () => {
  it.each([
    [0, '00', '00', '00'],
    [5, '00', '00', '05'],
    [65, '00', '01', '05'],
    [3600, '01', '00', '00'],
    [3 * 3600 + 25 * 60 + 9, '03', '25', '09'],
    [100 * 3600, '100', '00', '00'],
  ])('shows %i seconds as %s:%s:%s', (total, hours, minute, seconds) => {
    expect(formatCountdown(total)).toEqual({ hours, minute, seconds });
  });
});

describe('the countdown', () => {
  it('ticks every 1000 ms', () => {
    expect(TIMER_TICK_MS).toBe(1000);
  });

  it('calls the update action on each tick and the finish action once at 0', () => {
    const onUpdate = vi.fn();
    const onFinish = vi.fn();
    const countdown = createCountdown({ seconds: 3, onUpdate, onFinish });
    countdown.start();
    vi.advanceTimersByTime(999);
    expect(onUpdate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ currentSeconds: 2, seconds: '02' }));
    vi.advanceTimersByTime(2000);
    expect(onUpdate.mock.calls.map(([state]) => state.currentSeconds)).toEqual([2, 1, 0]);
    expect(onFinish).toHaveBeenCalledOnce();
    expect(onFinish).toHaveBeenCalledWith(
      expect.objectContaining({ currentSeconds: 0, hours: '00', minute: '00', seconds: '00', finished: true }),
    );
    vi.advanceTimersByTime(10_000);
    expect(onUpdate).toHaveBeenCalledTimes(3);
    expect(countdown.getState().running).toBe(false);
  });

  it('pauses mid-second, keeps the whole seconds shown, and ticks a full second after the resume', () => {
    const onUpdate = vi.fn();
    const countdown = createCountdown({ seconds: 10, onUpdate });
    countdown.start();
    vi.advanceTimersByTime(2500);
    countdown.pause();
    expect(countdown.getState()).toMatchObject({ currentSeconds: 8, running: false });
    vi.advanceTimersByTime(60_000);
    expect(onUpdate).toHaveBeenCalledTimes(2);
    countdown.start();
    vi.advanceTimersByTime(999);
    expect(countdown.getState().currentSeconds).toBe(8);
    vi.advanceTimersByTime(1);
    expect(countdown.getState().currentSeconds).toBe(7);
    vi.advanceTimersByTime(1000);
    expect(onUpdate.mock.calls.map(([state]) => state.currentSeconds)).toEqual([9, 8, 7, 6]);
  });

  it('resets to the starting time, or to a new one', () => {
    const countdown = createCountdown({ seconds: 90 });
    countdown.start();
    vi.advanceTimersByTime(5000);
    countdown.reset();
    expect(countdown.getState()).toMatchObject({ currentSeconds: 90, minute: '01', seconds: '30', running: false });
    vi.advanceTimersByTime(5000);
    expect(countdown.getState().currentSeconds).toBe(90);
    countdown.reset(3600);
    expect(countdown.getState()).toMatchObject({ hours: '01', minute: '00', seconds: '00' });
    countdown.start();
    vi.advanceTimersByTime(1000);
    countdown.reset();
    expect(countdown.getState().currentSeconds).toBe(3600);
  });

  it('calls the update action for every second a late tick stands for, in order, and keeps time', () => {
    const onUpdate = vi.fn();
    const countdown = createCountdown({ seconds: 10, onUpdate });
    countdown.start();
    // A throttled background tab: the clock moves on 3.5 s before the first tick gets to run.
    vi.setSystemTime(Date.now() + 3500);
    vi.advanceTimersByTime(1000);
    expect(onUpdate.mock.calls.map(([state]) => state.currentSeconds)).toEqual([9, 8, 7, 6]);
    expect(countdown.getState().currentSeconds).toBe(6);
    // The next tick is due on the next whole second counted from the start, 4.5 s + 0.5 s.
    vi.advanceTimersByTime(499);
    expect(onUpdate).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(1);
    expect(onUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ currentSeconds: 5, seconds: '05' }));
  });

  it('counts down to 0 and finishes once when the tab wakes after the time is over', () => {
    const onUpdate = vi.fn();
    const onFinish = vi.fn();
    const countdown = createCountdown({ seconds: 3, onUpdate, onFinish });
    countdown.start();
    // The tab is paused in the background (no timer runs) for a minute.
    vi.setSystemTime(Date.now() + 60_000);
    vi.advanceTimersByTime(1000);
    expect(onUpdate.mock.calls.map(([state]) => state.currentSeconds)).toEqual([2, 1, 0]);
    expect(onFinish).toHaveBeenCalledOnce();
    expect(countdown.getState()).toMatchObject({ currentSeconds: 0, running: false, finished: true });
    vi.advanceTimersByTime(10_000);
    expect(onUpdate).toHaveBeenCalledTimes(3);
  });

  it('resumed after a long pause in the background, ticks a full second later from where it stood', () => {
    const onUpdate = vi.fn();
    const countdown = createCountdown({ seconds: 10, onUpdate });
    countdown.start();
    vi.advanceTimersByTime(1300);
    countdown.pause();
    vi.setSystemTime(Date.now() + 3_600_000);
    countdown.start();
    vi.advanceTimersByTime(999);
    expect(onUpdate.mock.calls.map(([state]) => state.currentSeconds)).toEqual([9]);
    vi.advanceTimersByTime(1);
    expect(onUpdate.mock.calls.map(([state]) => state.currentSeconds)).toEqual([9, 8]);
  });

  it('keeps ticking once a second when the clock is set back', () => {
    const onUpdate = vi.fn();
    const countdown = createCountdown({ seconds: 10, onUpdate });
    countdown.start();
    vi.advanceTimersByTime(1000);
    vi.setSystemTime(Date.now() - 3_600_000);
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(1000);
    expect(onUpdate.mock.calls.map(([state]) => state.currentSeconds)).toEqual([9, 8]);
    vi.advanceTimersByTime(1000);
    expect(onUpdate.mock.calls.map(([state]) => state.currentSeconds)).toEqual([9, 8, 7]);
  });

  it('lets the update action pause the countdown', () => {
    const countdown = createCountdown({
      seconds: 10,
      onUpdate: (state) => state.currentSeconds === 8 && countdown.pause(),
    });
    countdown.start();
    vi.setSystemTime(Date.now() + 5000);
    vi.advanceTimersByTime(1000);
    expect(countdown.getState()).toMatchObject({ currentSeconds: 8, running: false });
    vi.advanceTimersByTime(10_000);
    expect(countdown.getState().currentSeconds).toBe(8);
  });

  it('does not start at 0, nor twice', () => {
    const zero = createCountdown({ seconds: 0 });
    zero.start();
    expect(zero.getState()).toMatchObject({ running: false, finished: true });
    const onUpdate = vi.fn();
    const countdown = createCountdown({ seconds: 5, onUpdate });
    countdown.start();
    countdown.start();
    vi.advanceTimersByTime(1000);
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('tells subscribers of every change', () => {
    const countdown = createCountdown({ seconds: 2 });
    const seen: string[] = [];
    const unsubscribe = countdown.subscribe((state) => seen.push(`${state.seconds}${state.running ? '▶' : '⏸'}`));
    countdown.start();
    vi.advanceTimersByTime(1000);
    countdown.pause();
    unsubscribe();
    countdown.reset();
    expect(seen).toEqual(['02▶', '01▶', '01⏸']);
  });
});
