import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = ['default', 'muted', 'brand', 'accent', 'danger', 'success', 'warning', 'info'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];

const { color } = vars;

export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.relaxed },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed },
    } satisfies Record<TextSize, StyleRule>,
    tone: {
      default: { color: color.text },
      muted: { color: color.textMuted },
      brand: { color: color.brandText },
      accent: { color: color.accentText },
      danger: { color: color.dangerText },
      success: { color: color.successText },
      warning: { color: color.warningText },
      info: { color: color.infoText },
    } satisfies Record<TextTone, StyleRule>,
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    } satisfies Record<TextWeight, StyleRule>,
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});
