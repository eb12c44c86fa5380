import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['3'] });

export const progress = style({ width: '100%', maxWidth: '24rem' });
