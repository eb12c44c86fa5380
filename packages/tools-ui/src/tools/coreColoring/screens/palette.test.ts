import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../styles/colorMath';
import { defaultTokens } from '../../../styles/tokens';
import { LEVEL_FILL, LEVEL_TEXT, PEN } from './palette';

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
});
