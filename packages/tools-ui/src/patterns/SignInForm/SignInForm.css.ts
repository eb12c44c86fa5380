import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

// A plain class rather than Stack: sign-in is the first screen of two apps, and this keeps the
// sprinkles runtime out of its bundle.
export const form = style({ display: 'grid', gap: vars.space['4'] });
