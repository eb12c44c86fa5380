// The coloring's own colours: the three pens and the grid's strength steps. They are content (what
// the user colors with), not theme roles, so they live here as plain data; every one is paired
// with words on screen, and palette.test.ts holds their contrast.

/** Each pen: its ink (swatch and chosen edge, 3:1 on white) and a soft fill for a chosen tile (text on it 4.5:1). */
export const PEN = {
  red: { ink: '#c4362c', soft: '#fde5e2' },
  yellow: { ink: '#8f6a00', soft: '#fdf1c2', swatch: '#f2c230' },
  green: { ink: '#23804a', soft: '#dcf2e3' },
  none: { ink: '#615a50', soft: '#f2efe9' },
} as const;

/** The grid's fill for strength 0–4, light to deep teal; the text on each. */
export const LEVEL_FILL = ['#ffffff', '#e6f1f4', '#c4dee7', '#8dbccc', '#245b70'] as const;
export const LEVEL_TEXT = ['#27231e', '#27231e', '#27231e', '#27231e', '#ffffff'] as const;
