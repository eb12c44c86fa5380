import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], maxWidth: '40rem' });
