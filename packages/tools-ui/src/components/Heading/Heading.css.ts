import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const heading = recipe({
  base: { margin: 0, color: vars.color.text },
  variants: {
    // Each level is a text role: larger type is set tighter and bolder (tokens.ts).
    size: {
      1: vars.type.title,
      2: vars.type.heading,
      3: vars.type.subheading,
      4: vars.type.minorHeading,
    } satisfies Record<HeadingLevel, StyleRule>,
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' } },
  },
  defaultVariants: { size: 2, align: 'left' },
});
