import type { CoreCode, CoreScore, Quadrant } from '../types';

// Where each core goes on the matrix plot, in unit coordinates (x right, y up, 0–1), and where its
// name goes beside it. Pure, so the placement is tested without drawing.

export interface PlottedCore {
  code: CoreCode;
  x: number;
  y: number;
  /** The label's vertical shift in lines (positive: down), to keep labels apart. */
  labelLine: number;
  /** Which side of the dot the label stands on (left near the right edge). */
  labelSide: 'left' | 'right';
}

/** How far a dot stays from the border and from the middle lines. */
const EDGE = 0.04;
const MIDLINE_GAP = 0.03;
/** Dots closer than this count as one spot and are spread side by side. */
const SAME_SPOT = 0.03;
const SPREAD = 0.04;
/** A label's size in unit coordinates: a Hangul syllable's width and a line's height at the plot's text size. */
const CHAR_WIDTH = 0.036;
const LINE_HEIGHT = 0.05;
/** The height a label's letters take within its line. */
const TEXT_HEIGHT = 0.04;
const LABEL_GAP = 0.025;
/** The order in which a crowded label tries lines: its own, below, above, two below, … */
const LINE_TRIES = [0, 1, -1, 2, -2, 3, -3, 4];

export const isRightHalf = (quadrant: Quadrant) => quadrant === 'keep' || quadrant === 'hidden';
export const isTopHalf = (quadrant: Quadrant) => quadrant === 'keep' || quadrant === 'grow';

/**
 * A value kept inside its half of the plot. The server's quadrant is the truth; should its
 * thresholds ever differ from the drawn middle line, the dot still sits in the quadrant the list says.
 */
function inHalf(value: number, upper: boolean): number {
  const inside = Math.min(1 - EDGE, Math.max(EDGE, value));
  return upper ? Math.max(0.5 + MIDLINE_GAP, inside) : Math.min(0.5 - MIDLINE_GAP, inside);
}

interface Box {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.bottom < b.top && b.bottom < a.top;

/** Places the cores: each in its quadrant, dots at one spot spread apart, labels not on top of each other. */
export function plotCores(
  cores: readonly Pick<CoreScore, 'code' | 'current' | 'desire' | 'quadrant'>[],
  nameOf: (code: CoreCode) => string,
): PlottedCore[] {
  const dots = cores.map((core) => ({
    code: core.code,
    right: isRightHalf(core.quadrant),
    top: isTopHalf(core.quadrant),
    x: inHalf(core.current, isRightHalf(core.quadrant)),
    y: inHalf(core.desire, isTopHalf(core.quadrant)),
  }));

  // Dots at one spot: side by side, each still visible and still in its half.
  const spots = new Map<string, typeof dots>();
  for (const dot of dots) {
    const key = `${Math.round(dot.x / SAME_SPOT)}:${Math.round(dot.y / SAME_SPOT)}`;
    spots.set(key, [...(spots.get(key) ?? []), dot]);
  }
  for (const group of spots.values()) {
    // The row moves in from an edge as a whole: clamping each dot would stack the outer ones.
    const half = ((group.length - 1) / 2) * SPREAD;
    const [low, high] = group[0]?.right ? [0.5 + MIDLINE_GAP, 1 - EDGE] : [EDGE, 0.5 - MIDLINE_GAP];
    const mean = group.reduce((sum, dot) => sum + dot.x, 0) / group.length;
    const centre = Math.min(high - half, Math.max(low + half, mean));
    group.forEach((dot, index) => {
      dot.x = centre + (index - (group.length - 1) / 2) * SPREAD;
    });
  }

  // The quadrants' names stand outside this unit square (MatrixPlot's bands): only dots to keep clear of.
  const placed: Box[] = dots.map((dot) => ({
    left: dot.x - 0.012,
    right: dot.x + 0.012,
    bottom: dot.y - 0.012,
    top: dot.y + 0.012,
  }));
  // Top to bottom, left to right: the way the plot is read, so the first labels keep their lines.
  const reading = [...dots].sort((a, b) => b.y - a.y || a.x - b.x);
  const labels = new Map<CoreCode, Pick<PlottedCore, 'labelLine' | 'labelSide'>>();
  for (const dot of reading) {
    const width = nameOf(dot.code).length * CHAR_WIDTH;
    const preferred = dot.x > 0.72 ? 'left' : 'right';
    const boxAt = ({ labelLine, labelSide }: Pick<PlottedCore, 'labelLine' | 'labelSide'>): Box => {
      const middle = dot.y - labelLine * LINE_HEIGHT;
      const left = labelSide === 'right' ? dot.x + LABEL_GAP : dot.x - LABEL_GAP - width;
      return { left, right: left + width, bottom: middle - TEXT_HEIGHT / 2, top: middle + TEXT_HEIGHT / 2 };
    };
    const fits = (box: Box) =>
      box.bottom >= 0 &&
      box.top <= 1 &&
      box.left >= 0 &&
      box.right <= 1 &&
      !placed.some((other) => overlaps(other, box));
    // A label across the middle line would seem to sit in the next quadrant: avoided where there is room.
    const ownHalf = (box: Box) =>
      (dot.right ? box.left >= 0.5 : box.right <= 0.5) && (dot.top ? box.bottom >= 0.5 : box.top <= 0.5);
    // Beside the dot on either side first (a label on its own line reads as the dot's), then further off.
    const tries = LINE_TRIES.flatMap((labelLine) =>
      [preferred, preferred === 'right' ? 'left' : 'right'].map((labelSide) => ({
        labelLine,
        labelSide: labelSide as PlottedCore['labelSide'],
      })),
    );
    const label = tries.find((candidate) => fits(boxAt(candidate)) && ownHalf(boxAt(candidate))) ??
      tries.find((candidate) => fits(boxAt(candidate))) ?? { labelLine: 0, labelSide: preferred };
    placed.push(boxAt(label));
    labels.set(dot.code, label);
  }

  return dots.map((dot) => ({
    code: dot.code,
    x: dot.x,
    y: dot.y,
    ...(labels.get(dot.code) ?? { labelLine: 0, labelSide: 'right' }),
  }));
}
