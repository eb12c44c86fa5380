import { describe, expect, it } from 'vitest';
import { contrastRatio, deltaE2000, type Lab, toLab } from './colorMath';

describe('the colour measures', () => {
  it('give the WCAG contrast ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 is the classic lightest grey that passes 4.5:1 on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('reject anything but #rrggbb', () => {
    expect(() => contrastRatio('#fff', '#000000')).toThrow('not a #rrggbb colour');
  });

  it('convert sRGB to L*a*b*', () => {
    const [l, a, b] = toLab('#ff0000');
    expect([l, a, b].map((value) => Math.round(value * 10) / 10)).toEqual([53.2, 80.1, 67.2]);
  });

  // Test pairs from Sharma, Wu and Dalal, "The CIEDE2000 colour-difference formula" (2005).
  const sharma: [Lab, Lab, number][] = [
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, -1.3802, -84.2814], [50, 0, -82.7485], 1.0],
    [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ];

  it.each(sharma)('give CIEDE2000 of %j and %j as %d', (first, second, expected) => {
    expect(deltaE2000(first, second)).toBeCloseTo(expected, 4);
  });
});
