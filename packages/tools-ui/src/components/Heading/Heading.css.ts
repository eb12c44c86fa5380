import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    // Hangul headings look airy at default tracking; tighten slightly at display sizes.
    letterSpacing: '-0.01em',
  },
  variants: {
    size: {
      1: { fontSize: vars.fontSize['3xl'], letterSpacing: '-0.02em' },
      2: { fontSize: vars.fontSize['2xl'] },
      3: { fontSize: vars.fontSize.xl },
      4: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold },
    } satisfies Record<HeadingLevel, StyleRule>,
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' } },
  },
  defaultVariants: { size: 2, align: 'left' },
});
