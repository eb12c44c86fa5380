import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const status = style([
  vars.type.caption,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    color: vars.color.textMuted,
    minHeight: '2rem',
  },
]);

export const failed = style({ color: vars.color.dangerText, fontWeight: vars.fontWeight.semibold });

export const reloaded = style({ color: vars.color.warningText, fontWeight: vars.fontWeight.semibold });
