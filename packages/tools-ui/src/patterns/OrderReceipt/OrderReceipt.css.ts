import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** Kept whole on one printed page. */
export const receipt = style({ breakInside: 'avoid', maxWidth: '48rem' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space['2'],
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontWeight: 'normal',
});

globalStyle(`${table} thead th`, { fontWeight: vars.fontWeight.bold });

/** Amounts line up by their last digit. */
export const money = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} ${money}`, { textAlign: 'end' });
