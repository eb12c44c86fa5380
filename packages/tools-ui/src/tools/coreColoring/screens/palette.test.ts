import { describe, expect, it } from 'vitest';
import { contrastRatio, deltaE2000, toLab } from '../../../styles/colorMath';
import { defaultTokens } from '../../../styles/tokens';
import { LEVEL_FILL, LEVEL_TEXT, PEN, QUADRANT_COLOR } from './palette';

const { text, surface } = defaultTokens.color;

describe('the coloring palette', () => {
  it.each(Object.entries(PEN))(
    'gives the %s pen an ink that stands out from white and a fill text reads on',
    (_, pen) => {
      expect(contrastRatio(pen.ink, surface)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(text, pen.soft)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps the grid text readable at every strength', () => {
    LEVEL_FILL.forEach((fill, level) => {
      expect(contrastRatio(LEVEL_TEXT[level] ?? text, fill)).toBeGreaterThanOrEqual(4.5);
    });
  });

  it.each(Object.entries(QUADRANT_COLOR))(
    'draws the %s quadrant’s dots apart from every quadrant’s fill, and its labels readable on its own',
    (_, quadrant) => {
      for (const other of Object.values(QUADRANT_COLOR)) {
        expect(contrastRatio(quadrant.ink, other.soft)).toBeGreaterThanOrEqual(3);
      }
      expect(contrastRatio(quadrant.ink, surface)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(text, quadrant.soft)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('gives the four quadrants dot colours clearly apart from each other and from the pens', () => {
    const inks = Object.values(QUADRANT_COLOR).map((quadrant) => quadrant.ink);
    const pens = [PEN.red.ink, PEN.yellow.ink, PEN.green.ink];
    inks.forEach((ink, index) => {
      for (const other of [...inks.slice(index + 1), ...pens]) {
        expect(deltaE2000(toLab(ink), toLab(other)), `${ink} and ${other}`).toBeGreaterThan(15);
      }
    });
    expect(new Set(Object.values(QUADRANT_COLOR).map((quadrant) => quadrant.name)).size).toBe(4);
  });
});
