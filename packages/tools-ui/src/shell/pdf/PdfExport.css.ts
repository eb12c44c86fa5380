import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['3'] });

export const progress = style({ width: '100%', maxWidth: '24rem' });

export const contents = style({ maxWidth: '32rem' });

export const contentsList = style({
  margin: `${vars.space['2']} 0 0`,
  paddingLeft: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});
