import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** Sending another tool's text to one of self introduction's questions. */
export const handOff = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const handOffStatus = style([vars.type.bodySmall, { color: vars.color.textMuted, margin: 0 }]);
