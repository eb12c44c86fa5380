import { describe, expect, it } from 'vitest';
import { FILL_LABELS, fillOf } from './count';

// The count itself is api-sdk's one function, tested where it is written (tool-logic's count.test.ts).

describe('how full an answer is', () => {
  it('is empty, short under 70%, near under 90%, full up to the target, then over', () => {
    expect(fillOf(0, 700)).toBe('empty');
    expect(fillOf(489, 700)).toBe('short');
    expect(fillOf(490, 700)).toBe('near');
    expect(fillOf(630, 700)).toBe('full');
    expect(fillOf(700, 700)).toBe('full');
    expect(fillOf(701, 700)).toBe('over');
  });

  it('has a word for every state, not a colour alone', () => {
    expect(Object.values(FILL_LABELS).every((label) => label.length > 0)).toBe(true);
  });
});
