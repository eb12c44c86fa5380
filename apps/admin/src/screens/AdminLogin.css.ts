import { vars } from '@career/tools-ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['6'],
  background: vars.color.surfaceMuted,
});

export const panel = style({
  width: '100%',
  maxWidth: vars.contentWidth.narrow,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space['10'],
  display: 'grid',
  gap: vars.space['6'],
});

export const title = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });

export const subtitle = style({ color: vars.color.textMuted, marginTop: vars.space['1'] });

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const field = style({ display: 'grid', gap: vars.space['2'] });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const input = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const submit = style({
  minHeight: '3rem',
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  ':hover': { background: vars.color.brandHover },
  ':disabled': { background: vars.color.disabledBackground, color: vars.color.disabledText, cursor: 'progress' },
});
