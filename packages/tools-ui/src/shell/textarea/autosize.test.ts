import { describe, expect, it } from 'vitest';
import { AUTOSIZE_EXTRA_PX, autosizeHeight } from './autosize';

describe('autosizing text areas', () => {
  it('adds 60 px to the content, or 10 px in the compact variant (spec §9)', () => {
    expect(AUTOSIZE_EXTRA_PX).toEqual({ default: 60, compact: 10 });
    expect(autosizeHeight({ scrollHeight: 120 })).toBe(180);
    expect(autosizeHeight({ scrollHeight: 120, variant: 'compact' })).toBe(130);
  });

  it('grows with the content', () => {
    const heights = [48, 96, 480].map((scrollHeight) => autosizeHeight({ scrollHeight }));
    expect(heights).toEqual([108, 156, 540]);
  });

  it('counts the borders of a border-box text area', () => {
    expect(autosizeHeight({ scrollHeight: 100, borderBlock: 2, variant: 'compact' })).toBe(112);
  });

  it('keeps a minimum height, and rounds up to whole pixels', () => {
    expect(autosizeHeight({ scrollHeight: 10, minHeight: 96 })).toBe(96);
    expect(autosizeHeight({ scrollHeight: 100.2, variant: 'compact' })).toBe(111);
  });
});
