import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
/** Colour roles; `accent` is warmth for decoration, never a status. */
export const textTones = ['default', 'muted', 'brand', 'accent', 'danger', 'success', 'warning', 'info'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];

const { color } = vars;

export const text = recipe({
  base: { margin: 0 },
  variants: {
    // Each size is a text role: the page's body text is `md`, with the page's own line height.
    size: {
      xs: vars.type.caption,
      sm: vars.type.bodySmall,
      md: vars.type.body,
      lg: vars.type.lead,
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
