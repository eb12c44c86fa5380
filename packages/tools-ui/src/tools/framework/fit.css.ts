import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const fit = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap' });

export const score = style({ display: 'inline-block' });

/** A filter beside a list: as wide as its longest choice needs, not the list's width. */
export const filter = style({ maxWidth: '20rem' });
