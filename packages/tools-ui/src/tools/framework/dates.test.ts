import { describe, expect, it } from 'vitest';
import { dueDateIn } from './dates';

describe('dueDateIn', () => {
  it('dates a suggestion from today, across months', () => {
    expect(dueDateIn(7, new Date(2026, 10, 28))).toBe('2026-12-05');
    expect(dueDateIn(30, new Date(2026, 0, 15))).toBe('2026-02-14');
  });
});
