import { describe, expect, it } from 'vitest';
import type { CoreScore } from '../types';
import { plotCores } from './matrix';

type Point = Pick<CoreScore, 'code' | 'current' | 'desire' | 'quadrant'>;
const names: Record<string, string> = { C1: '탐구심', C2: '관계 통찰', C3: '기획력', C4: '자기 존중', C5: '공감력' };
const nameOf = (code: string) => names[code] ?? code;

describe('placing the cores on the matrix', () => {
  it('puts each dot in the half its quadrant says, even on the middle line', () => {
    const [keep, outside] = plotCores(
      [
        { code: 'C1', current: 0.5, desire: 0.5, quadrant: 'keep' },
        { code: 'C2', current: 0.5, desire: 0.5, quadrant: 'outside' },
      ],
      nameOf,
    );
    expect(keep?.x).toBeGreaterThan(0.5);
    expect(keep?.y).toBeGreaterThan(0.5);
    expect(outside?.x).toBeLessThan(0.5);
    expect(outside?.y).toBeLessThan(0.5);
  });

  it('spreads dots at one spot side by side, and gives each label a place of its own', () => {
    const same: Point[] = ['C1', 'C3', 'C5'].map((code) => ({
      code: code as Point['code'],
      current: 0.3,
      desire: 0.7,
      quadrant: 'grow',
    }));
    const placed = plotCores(same, nameOf);
    expect(new Set(placed.map((core) => core.x.toFixed(3))).size).toBe(3);
    expect(new Set(placed.map((core) => `${core.labelLine}:${core.labelSide}`)).size).toBe(3);
    for (const core of placed) expect(core.x).toBeLessThan(0.5);
  });

  it('spreads dots at an edge inwards, none on top of another', () => {
    const corner: Point[] = ['C1', 'C2', 'C3'].map((code) => ({
      code: code as Point['code'],
      current: 1,
      desire: 0,
      quadrant: 'hidden',
    }));
    const xs = plotCores(corner, nameOf).map((core) => core.x);
    expect(new Set(xs.map((x) => x.toFixed(3))).size).toBe(3);
    for (const x of xs) {
      expect(x).toBeGreaterThan(0.5);
      expect(x).toBeLessThanOrEqual(0.96 + 1e-9);
    }
  });

  it('sets labels near the right edge on the left of their dot', () => {
    const [right, left] = plotCores(
      [
        { code: 'C1', current: 0.95, desire: 0.6, quadrant: 'keep' },
        { code: 'C2', current: 0.2, desire: 0.2, quadrant: 'outside' },
      ],
      nameOf,
    );
    expect(right?.labelSide).toBe('left');
    expect(left?.labelSide).toBe('right');
    expect(right?.x).toBeLessThanOrEqual(0.96);
  });

  it('keeps a label on its side of the middle line when there is room', () => {
    const [core] = plotCores([{ code: 'C4', current: 0.4, desire: 0.6, quadrant: 'grow' }], nameOf);
    expect(core).toMatchObject({ labelLine: 0, labelSide: 'left' });
  });

  it('tries the other side of a dot before moving its label off the line', () => {
    const [first, second] = plotCores(
      [
        { code: 'C1', current: 0.3, desire: 0.7, quadrant: 'grow' },
        { code: 'C3', current: 0.36, desire: 0.7, quadrant: 'grow' },
      ],
      nameOf,
    );
    expect(first).toMatchObject({ labelLine: 0, labelSide: 'left' });
    expect(second).toMatchObject({ labelLine: 0, labelSide: 'right' });
  });
});
