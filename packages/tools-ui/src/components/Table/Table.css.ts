import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';

export const frame = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  // The density sets the size of rows and their text (compact in the admin console).
  fontSize: vars.density.cellText,
  lineHeight: vars.lineHeight.snug,
  // Figures line up in columns, and a column is as wide on every day: a date's digits do not change
  // the table's layout (screenshot baselines depended on the day they were taken).
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

const cellSpace = { paddingBlock: vars.density.cellBlock, paddingInline: vars.density.cellInline };

export const column = style({
  ...cellSpace,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const columnContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const sortIcon = style({ color: vars.color.textMuted });

export const sortIconActive = style({ color: vars.color.brandText });

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.background },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const cell = style({
  ...cellSpace,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    'tr:last-child > &': { borderBottom: 0 },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const align = styleVariants({
  start: { textAlign: 'left' },
  center: { textAlign: 'center' },
  end: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

export const placeholder = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space['10'] });
