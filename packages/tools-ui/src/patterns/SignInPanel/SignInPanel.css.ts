import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

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

export const wide = style({ maxWidth: '36rem' });

export const eyebrow = style([vars.type.label, { color: vars.color.accentText, marginBottom: vars.space['1'] }]);

export const title = style([vars.type.heading]);

export const description = style([vars.type.body, { color: vars.color.textMuted, marginTop: vars.space['2'] }]);

export const footer = style([
  vars.type.bodySmall,
  {
    borderTop: `1px solid ${vars.color.border}`,
    paddingTop: vars.space['5'],
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['4'],
    justifyContent: 'center',
  },
]);
