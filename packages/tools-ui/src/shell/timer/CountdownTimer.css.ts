import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const clock = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['1'],
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const finished = style({ color: vars.color.accentText });

export const separator = style({ color: vars.color.textMuted });

export const status = style({
  margin: 0,
  minHeight: '1.6em',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentText,
});

export const controls = style({ display: 'flex', gap: vars.space['2'] });
