import { describe, expect, it } from 'vitest';
import type { CoreScore } from '../types';
import { DOT_RADIUS, labelLines, overlaps, type PlotArea, type PlottedSpot, plotCores, xOf, yOf } from './matrix';

type Point = Pick<CoreScore, 'code' | 'current' | 'desire' | 'quadrant'>;
const names: Record<string, string> = {
  C1: '탐구심',
  C2: '관계 통찰',
  C3: '기획력',
  C4: '자기 존중',
  C5: '공감력',
  C6: '열정',
  C7: '자기 관리',
  C8: '협력',
  C9: '실행력',
};
const nameOf = (code: string) => names[code] ?? code;
const area: PlotArea = { width: 400, height: 360, inset: 14 };
const thresholds = { current: 0.5, desire: 0.25 };
const CODES = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9'] as const;

const quadrantOf = (current: number, desire: number): Point['quadrant'] =>
  current >= 0.5 ? (desire >= 0.25 ? 'keep' : 'hidden') : desire >= 0.25 ? 'grow' : 'outside';
const point = (code: Point['code'], current: number, desire: number): Point => ({
  code,
  current,
  desire,
  quadrant: quadrantOf(current, desire),
});
const plot = (points: readonly Point[]) => plotCores(points, nameOf, area, thresholds);
const spotOf = (spots: readonly PlottedSpot[], code: string) =>
  spots.find((spot) => spot.codes.includes(code as never));

/** Every way a layout can fail: labels on labels or on dots, or outside the area. */
function collisions(spots: readonly PlottedSpot[]): string[] {
  const found: string[] = [];
  spots.forEach((spot, index) => {
    const { box } = spot.label;
    if (box.left < 0 || box.top < 0 || box.right > area.width || box.bottom > area.height)
      found.push(`${spot.codes} outside`);
    for (const other of spots.slice(index + 1))
      if (overlaps(box, other.label.box)) found.push(`${spot.codes} on ${other.codes}`);
    for (const dot of spots) {
      const dotBox = {
        left: dot.x - DOT_RADIUS,
        right: dot.x + DOT_RADIUS,
        top: dot.y - DOT_RADIUS,
        bottom: dot.y + DOT_RADIUS,
      };
      if (overlaps(box, dotBox)) found.push(`${spot.codes} on the dot of ${dot.codes}`);
    }
  });
  return found;
}

describe('placing the cores on the matrix', () => {
  it('draws each dot at its true values', () => {
    const spots = plot([point('C1', 0.33, 0.63), point('C9', 0.83, 0.13)]);
    expect(spotOf(spots, 'C1')).toMatchObject({ x: xOf(0.33, area), y: yOf(0.63, area), quadrant: 'grow' });
    expect(spotOf(spots, 'C9')).toMatchObject({ x: xOf(0.83, area), y: yOf(0.13, area), quadrant: 'hidden' });
  });

  it('moves a dot on a divider a few pixels into its own quadrant, never onto the line', () => {
    const spots = plot([point('C2', 0.5, 0.25), point('C4', 0.49, 0.24)]);
    const onBoth = spotOf(spots, 'C2');
    const justUnder = spotOf(spots, 'C4');
    const dividerX = xOf(0.5, area);
    const dividerY = yOf(0.25, area);
    // 관계 통찰 is strong (right of the line) and wanted (above it): it moves right and up, just clear.
    expect(onBoth?.x).toBeGreaterThan(dividerX + DOT_RADIUS);
    expect(onBoth?.x).toBeLessThanOrEqual(dividerX + 10);
    expect(onBoth?.y).toBeLessThan(dividerY - DOT_RADIUS);
    expect(onBoth?.y).toBeGreaterThanOrEqual(dividerY - 10);
    // A value just under the line would touch it: it moves left and down, as little.
    expect(justUnder?.x).toBeLessThan(dividerX - DOT_RADIUS);
    expect(justUnder?.y).toBeGreaterThan(dividerY + DOT_RADIUS);
    expect(justUnder?.x).toBeGreaterThanOrEqual(xOf(0.49, area) - 10);
  });

  it('keeps a dot at 0 or at 1 whole inside the area', () => {
    const spots = plot([point('C1', 1, 0), point('C7', 0, 1)]);
    for (const spot of spots) {
      expect(spot.x - DOT_RADIUS).toBeGreaterThanOrEqual(0);
      expect(spot.x + DOT_RADIUS).toBeLessThanOrEqual(area.width);
      expect(spot.y - DOT_RADIUS).toBeGreaterThanOrEqual(0);
      expect(spot.y + DOT_RADIUS).toBeLessThanOrEqual(area.height);
    }
  });

  it('draws cores with the very same values as one dot, named together', () => {
    const spots = plot([point('C1', 0.3, 0.75), point('C3', 0.3, 0.75), point('C5', 0.3, 0.75)]);
    expect(spots).toHaveLength(1);
    expect(spots[0]?.codes).toEqual(['C1', 'C3', 'C5']);
    expect(spots[0]?.label.lines.join(' · ')).toBe('탐구심 · 기획력 · 공감력');
  });

  it('wraps a long list of names between names', () => {
    const lines = labelLines(CODES.map(nameOf));
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' · ')).toBe(CODES.map(nameOf).join(' · '));
  });

  it('sets a lone label beside its dot, on the right unless the edge is near', () => {
    const [middle] = plot([point('C4', 0.3, 0.6)]);
    expect(middle?.label).toMatchObject({ side: 'right', moved: false });
    const [edge] = plot([point('C9', 0.97, 0.6)]);
    expect(edge?.label.side).toBe('left');
  });

  it('moves a label up or down when it would cover another', () => {
    // Two dots on one line, a label's width apart at most: the second label cannot stay on the line.
    const spots = plot([point('C2', 0.1, 0.75), point('C7', 0.2, 0.75), point('C8', 0.28, 0.75)]);
    expect(collisions(spots)).toEqual([]);
    expect(spots.some((spot) => spot.label.moved)).toBe(true);
  });

  it('lays out crowded plots with no label on another label or a dot', () => {
    const layouts: Point[][] = [
      // Every core at one corner (all red, nothing wanted).
      CODES.map((code) => point(code, 1, 0)),
      // A row of each color: the edges.
      CODES.map((code, index) => point(code, [1, 1, 1, 0.33, 0.33, 0.33, 0, 0, 0][index] ?? 0, index > 5 ? 1 : 0)),
      // The story profile.
      [
        point('C1', 0.38, 0.13),
        point('C2', 0.5, 0),
        point('C3', 0.5, 0.13),
        point('C4', 0.33, 0.38),
        point('C5', 0.67, 0.25),
        point('C6', 0.21, 0.63),
        point('C7', 0.08, 0.63),
        point('C8', 0.21, 0),
        point('C9', 0.58, 0.25),
      ],
    ];
    // And many at random, on the scales' real steps (24ths across, 8ths up).
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let trial = 0; trial < 300; trial++) {
      layouts.push(CODES.map((code) => point(code, Math.round(random() * 24) / 24, Math.round(random() * 8) / 8)));
    }
    for (const layout of layouts) expect(collisions(plot(layout)), JSON.stringify(layout)).toEqual([]);
  });

  it('keeps a label inside its own quadrant where there is room', () => {
    const [near] = plot([point('C5', 0.52, 0.6)]);
    expect(near?.label.box.left).toBeGreaterThanOrEqual(xOf(0.5, area));
  });
});
