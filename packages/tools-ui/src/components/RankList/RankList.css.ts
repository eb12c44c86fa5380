import { style } from '@vanilla-extract/css';
import { focusRing, noOutline } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const help = style([vars.type.bodySmall, { margin: 0, color: vars.color.textMuted }]);

export const list = style({
  margin: 0,
  padding: vars.space['2'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  selectors: { '&:focus-visible': { ...noOutline, ...focusRing } },
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    // The chosen item reads by its edge and a tint, not by colour alone.
    '&[aria-selected="true"]': {
      borderColor: vars.color.brand,
      boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
      background: vars.color.brandSoft,
    },
  },
});

export const place = style({
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const content = style({ flex: 1, minWidth: 0 });

export const moves = style({ display: 'flex', gap: vars.space['2'] });
