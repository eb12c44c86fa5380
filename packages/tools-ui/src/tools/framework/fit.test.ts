import { describe, expect, it } from 'vitest';
import { fitBandOf } from './fit';

/** The fit the tools show for an index (0–28): its share of an exact match, rounded. */
const fitOf = (index: number) => Math.round((100 * index) / 28);

describe('fit bands', () => {
  it('reads the shared congruence index in three bands', () => {
    // RIC against RIC (28), R-first (22): the person's first letter leads the occupation's code.
    expect(fitBandOf(fitOf(28)).label).toBe('아주 잘 맞음');
    expect(fitBandOf(fitOf(22)).label).toBe('아주 잘 맞음');
    // The first letter second (10), up to a first letter with less after it (21).
    expect(fitBandOf(fitOf(21)).label).toBe('잘 맞음');
    expect(fitBandOf(fitOf(10)).label).toBe('잘 맞음');
    // Letters further down only.
    expect(fitBandOf(fitOf(9)).label).toBe('살펴볼 만함');
    expect(fitBandOf(0).label).toBe('살펴볼 만함');
  });
});
