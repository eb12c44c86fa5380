import type { Quadrant } from '../types';

// The coloring's own colours: the three pens, the grid's strength steps and the matrix's quadrants.
// They are content (what the user colors with, what a chart encodes), not theme roles, so they live
// here as plain data; every one is paired with words on screen, and palette.test.ts holds their contrast.

/** Each pen: its ink (swatch and chosen edge, 3:1 on white) and a soft fill for a chosen tile (text on it 4.5:1). */
export const PEN = {
  red: { ink: '#c4362c', soft: '#fde5e2' },
  yellow: { ink: '#8f6a00', soft: '#fdf1c2', swatch: '#f2c230' },
  green: { ink: '#23804a', soft: '#dcf2e3' },
  none: { ink: '#615a50', soft: '#f2efe9' },
} as const;

/** The grid's fill for shade 0–4, light to deep teal; the text on each. */
export const LEVEL_FILL = ['#ffffff', '#e6f1f4', '#c4dee7', '#8dbccc', '#245b70'] as const;
export const LEVEL_TEXT = ['#27231e', '#27231e', '#27231e', '#27231e', '#ffffff'] as const;

/**
 * Each matrix quadrant: the ink of its dots (3:1 on its fill), a soft fill for its area (text on it
 * 4.5:1) and the colour's name, which the caption and the legend say. Hues apart from the pens' red,
 * yellow and green, so a dot's colour is never read as a pen's.
 */
export const QUADRANT_COLOR = {
  keep: { ink: '#1f66a8', soft: '#e6f0f9', name: '파랑', shape: 'circle', shapeName: '원' },
  grow: { ink: '#8a3a8c', soft: '#f6eaf6', name: '보라', shape: 'square', shapeName: '네모' },
  hidden: { ink: '#d05a00', soft: '#fcefe4', name: '주황', shape: 'triangle', shapeName: '세모' },
  outside: { ink: '#6b655c', soft: '#f4f2ee', name: '회색', shape: 'diamond', shapeName: '마름모' },
} as const satisfies Record<Quadrant, { ink: string; soft: string; name: string; shape: MarkShape; shapeName: string }>;

/**
 * Each quadrant's mark has a shape as well as a colour, so a grey printout or a reader who does not
 * tell the colours apart still reads the plot (WCAG 1.4.1, issue 36).
 */
export type MarkShape = 'circle' | 'square' | 'triangle' | 'diamond';

/** A quadrant's mark as the legend and the caption name it: "파랑 원". */
export function markName(quadrant: Quadrant): string {
  return `${QUADRANT_COLOR[quadrant].name} ${QUADRANT_COLOR[quadrant].shapeName}`;
}
