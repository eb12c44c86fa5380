import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingController, LOADING_HIDE_DELAY_MS, LOADING_SHOW_DELAY_MS } from './loadingController';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const changes: boolean[] = [];
  const controller = createLoadingController({ onVisibleChange: (visible) => changes.push(visible) });
  return { controller, changes };
}

describe('the loading overlay timing', () => {
  it('uses the spec delays: 50 ms to show, 250 ms to hide', () => {
    expect([LOADING_SHOW_DELAY_MS, LOADING_HIDE_DELAY_MS]).toEqual([50, 250]);
  });

  it('shows nothing for work shorter than 50 ms', () => {
    const { controller, changes } = setup();
    const end = controller.begin();
    vi.advanceTimersByTime(49);
    end();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
    expect(controller.visible).toBe(false);
  });

  it('shows after 50 ms of work and hides 250 ms after it ends', () => {
    const { controller, changes } = setup();
    const end = controller.begin();
    vi.advanceTimersByTime(49);
    expect(controller.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(controller.visible).toBe(true);
    vi.advanceTimersByTime(500);
    end();
    vi.advanceTimersByTime(249);
    expect(controller.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(controller.visible).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('counts overlapping work: stays on while any of it still runs', () => {
    const { controller, changes } = setup();
    const endFirst = controller.begin();
    vi.advanceTimersByTime(60);
    const endSecond = controller.begin();
    expect(controller.running).toBe(2);
    endFirst();
    vi.advanceTimersByTime(1000);
    expect(controller.visible).toBe(true);
    endSecond();
    vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS);
    expect(controller.visible).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('does not flicker off between back-to-back requests', () => {
    const { controller, changes } = setup();
    const endFirst = controller.begin();
    vi.advanceTimersByTime(100);
    endFirst();
    vi.advanceTimersByTime(200);
    const endSecond = controller.begin();
    vi.advanceTimersByTime(1000);
    endSecond();
    vi.advanceTimersByTime(250);
    expect(changes).toEqual([true, false]);
  });

  it('times the show delay from the first of several quick requests', () => {
    const { controller } = setup();
    controller.begin();
    vi.advanceTimersByTime(30);
    controller.begin();
    vi.advanceTimersByTime(20);
    expect(controller.visible).toBe(true);
  });

  it('ends a piece of work only once, however often its end is called', () => {
    const { controller } = setup();
    const end = controller.begin();
    controller.begin();
    end();
    end();
    expect(controller.running).toBe(1);
  });

  it('takes the count from an outside counter', () => {
    const { controller, changes } = setup();
    controller.sync(1);
    vi.advanceTimersByTime(50);
    controller.sync(3);
    controller.sync(0);
    vi.advanceTimersByTime(250);
    controller.sync(-1);
    expect(controller.running).toBe(0);
    expect(changes).toEqual([true, false]);
  });

  it('stops its timers when disposed, and starts afresh after', () => {
    const { controller, changes } = setup();
    controller.begin();
    controller.dispose();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
    controller.sync(1);
    vi.advanceTimersByTime(50);
    controller.dispose();
    expect(controller.running).toBe(0);
    expect(changes).toEqual([true, false]);
  });
});
