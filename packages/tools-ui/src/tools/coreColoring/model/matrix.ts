import type { CoreCode, CoreScore, Quadrant } from '../types';

// Where each core goes on the matrix plot and where its name goes, in the plot area's own units
// (SVG pixels from its top-left corner, y down). Pure, so the placement is tested without drawing.

/** The plot area, and the margin inside it that keeps a dot at 0 or at 1 whole inside the area. */
export interface PlotArea {
  width: number;
  height: number;
  inset: number;
}

/** Where the quadrants divide on the true scales: strong from `current`, wanted from `desire`. */
export interface Thresholds {
  current: number;
  desire: number;
}

export const DOT_RADIUS = 7;
/** The space between a dot's edge and a divider it was moved off. */
const DIVIDER_GAP = 2;
/** A label's text size: a Hangul syllable's width at the plot's 13 px, one line's height. */
const SYLLABLE_WIDTH = 13;
export const LABEL_LINE = 16;
/** A label wider than this wraps between names. */
const LABEL_MAX_WIDTH = 150;
const LABEL_GAP = 4;
/** Labels and dots keep this far apart, so that halos never touch. */
const CLEARANCE = 2;
/** The step by which a crowded label moves up or down. */
const NUDGE = 4;

/** The quadrants right of the strength divider, and those above the desire divider. */
export const isStrongQuadrant = (quadrant: Quadrant) => quadrant === 'keep' || quadrant === 'hidden';
export const isWantedQuadrant = (quadrant: Quadrant) => quadrant === 'keep' || quadrant === 'grow';

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A 0–1 value across the area, and up it. */
export const xOf = (value: number, area: PlotArea) => area.inset + value * (area.width - 2 * area.inset);
export const yOf = (value: number, area: PlotArea) => area.inset + (1 - value) * (area.height - 2 * area.inset);

/**
 * A drawn coordinate kept off a divider, on the side of it the core's quadrant is: a dot that would
 * touch the line moves just clear of it (a few pixels), one elsewhere stays at its true value.
 */
function clearOf(position: number, divider: number, beyond: boolean): number {
  const clear = DOT_RADIUS + DIVIDER_GAP;
  return beyond ? Math.max(position, divider + clear) : Math.min(position, divider - clear);
}

/** The width a label's line takes at the plot's text size (Hangul syllables full, the rest narrower). */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[가-힣]/.test(char) ? SYLLABLE_WIDTH : char === ' ' ? 4 : 8;
  return width;
}

/** Names joined with ' · ', wrapped between names where a line would grow too wide. */
export function labelLines(names: readonly string[], measure: (text: string) => number = textWidth): string[] {
  const lines: string[] = [];
  for (const name of names) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} · ${name}`) <= LABEL_MAX_WIDTH)
      lines[lines.length - 1] = `${last} · ${name}`;
    else lines.push(name);
  }
  return lines;
}

export interface PlottedSpot {
  /** The cores with these very values, in grid order: one dot, one label naming them all. */
  codes: CoreCode[];
  quadrant: Quadrant;
  /** The dot's centre as drawn. */
  x: number;
  y: number;
  label: {
    lines: string[];
    /** Which side of the dot the label stands on; its text is anchored at the edge near the dot. */
    side: 'left' | 'right';
    box: Box;
    /** The label left its dot's line to keep clear of another: a leader ties them. */
    moved: boolean;
  };
}

type Core = Pick<CoreScore, 'code' | 'current' | 'desire' | 'quadrant'>;

/**
 * Places the cores: each dot at its true values (moved a few pixels only where it would sit on a
 * divider), cores with the same values at one dot, and each label where it covers no other label
 * and no dot, inside the area: beside its dot if it can, else moved up or down step by step.
 * The spots come in reading order (top to bottom), which the plot draws them in.
 */
export function plotCores(
  cores: readonly Core[],
  nameOf: (code: CoreCode) => string,
  area: PlotArea,
  thresholds: Thresholds,
  measure: (text: string) => number = textWidth,
): PlottedSpot[] {
  const dividerX = xOf(thresholds.current, area);
  const dividerY = yOf(thresholds.desire, area);

  const spots = new Map<string, Omit<PlottedSpot, 'label'>>();
  for (const core of cores) {
    const key = `${core.current}:${core.desire}:${core.quadrant}`;
    const spot = spots.get(key);
    if (spot) {
      spot.codes.push(core.code);
      continue;
    }
    spots.set(key, {
      codes: [core.code],
      quadrant: core.quadrant,
      // The server's quadrant is the truth: a dot stays on its side of each divider, clear of the line.
      x: clearOf(xOf(core.current, area), dividerX, isStrongQuadrant(core.quadrant)),
      y: clearOf(yOf(core.desire, area), dividerY, !isWantedQuadrant(core.quadrant)),
    });
  }

  const dots = [...spots.values()];
  const taken: Box[] = dots.map((dot) => ({
    left: dot.x - DOT_RADIUS - CLEARANCE,
    right: dot.x + DOT_RADIUS + CLEARANCE,
    top: dot.y - DOT_RADIUS - CLEARANCE,
    bottom: dot.y + DOT_RADIUS + CLEARANCE,
  }));
  const placed: PlottedSpot[] = [];
  // Top to bottom, left to right, the way the plot is read: the first labels keep their places.
  for (const dot of [...dots].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const lines = labelLines(dot.codes.map(nameOf), measure);
    const width = Math.max(...lines.map(measure));
    const height = lines.length * LABEL_LINE;
    const boxAt = (side: 'left' | 'right', shift: number): Box => {
      const left = side === 'right' ? dot.x + DOT_RADIUS + LABEL_GAP : dot.x - DOT_RADIUS - LABEL_GAP - width;
      const top = dot.y - height / 2 + shift;
      return { left, right: left + width, top, bottom: top + height };
    };
    const inside = (box: Box) => box.left >= 0 && box.top >= 0 && box.right <= area.width && box.bottom <= area.height;
    const clear = (box: Box) => inside(box) && !taken.some((other) => overlaps(other, box));
    // A label across a divider would seem to name a core of the next quadrant: avoided where there is room.
    const ownQuadrant = (box: Box) =>
      (isStrongQuadrant(dot.quadrant) ? box.left >= dividerX : box.right <= dividerX) &&
      (isWantedQuadrant(dot.quadrant) ? box.bottom <= dividerY : box.top >= dividerY);
    const preferred = dot.x + DOT_RADIUS + LABEL_GAP + width <= area.width ? 'right' : 'left';
    const sides = [preferred, preferred === 'right' ? 'left' : 'right'] as const;
    const shifts = [0];
    for (let step = NUDGE; step <= area.height; step += NUDGE) shifts.push(step, -step);
    const tries = shifts.flatMap((shift) => sides.map((side) => ({ side, box: boxAt(side, shift) })));
    const found =
      tries.find((candidate) => clear(candidate.box) && ownQuadrant(candidate.box)) ??
      tries.find((candidate) => clear(candidate.box)) ??
      // No room anywhere (more names than the area holds; never met by nine cores): beside the dot.
      ({ side: preferred, box: boxAt(preferred, 0) } as const);
    taken.push({
      left: found.box.left - CLEARANCE,
      right: found.box.right + CLEARANCE,
      top: found.box.top - CLEARANCE,
      bottom: found.box.bottom + CLEARANCE,
    });
    placed.push({
      ...dot,
      label: { lines, side: found.side, box: found.box, moved: found.box.top > dot.y || found.box.bottom < dot.y },
    });
  }
  return placed;
}
