import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const clock = style([
  vars.type.display,
  {
    display: 'flex',
    alignItems: 'baseline',
    gap: vars.space['1'],
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
  },
]);

// Spent time steps back; the status line under it says, in words and with an icon, that it is over.
export const finished = style({ color: vars.color.textMuted });

export const separator = style({ color: vars.color.textMuted });

export const status = style([
  vars.type.body,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    margin: 0,
    minHeight: '1lh',
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.brandText,
  },
]);

export const controls = style({ display: 'flex', gap: vars.space['2'] });
