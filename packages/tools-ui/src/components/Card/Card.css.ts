import type { StyleRule } from '@vanilla-extract/css';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const cardTones = ['default', 'muted', 'brand'] as const;
export const cardElevations = ['flat', 'raised'] as const;
export const cardPaddings = ['md', 'lg'] as const;
export type CardTone = (typeof cardTones)[number];
export type CardElevation = (typeof cardElevations)[number];
export type CardPadding = (typeof cardPaddings)[number];

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minWidth: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
  },
  variants: {
    tone: {
      default: { background: vars.color.surface },
      muted: { background: vars.color.surfaceMuted },
      brand: { background: vars.color.brandSoft, borderColor: 'transparent' },
    } satisfies Record<CardTone, StyleRule>,
    elevation: {
      flat: { boxShadow: 'none' },
      raised: { boxShadow: vars.shadow.md, borderColor: 'transparent' },
    } satisfies Record<CardElevation, StyleRule>,
    padding: {
      md: { padding: vars.space['5'] },
      lg: { padding: vars.space['8'] },
    } satisfies Record<CardPadding, StyleRule>,
  },
  defaultVariants: { tone: 'default', elevation: 'flat', padding: 'md' },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['4'] });

export const headings = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], flex: 1, minWidth: 0 });

export const title = style([vars.type.minorHeading, { color: vars.color.text }]);

export const description = style([vars.type.bodySmall, { color: vars.color.textMuted }]);

export const actions = style({ display: 'flex', gap: vars.space['2'], flexShrink: 0 });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});
