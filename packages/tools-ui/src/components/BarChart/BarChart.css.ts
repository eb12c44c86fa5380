import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const chart = style({ width: '100%', borderCollapse: 'collapse', breakInside: 'avoid' });

export const caption = style([
  vars.type.label,
  { textAlign: 'left', color: vars.color.text, paddingBottom: vars.space['3'] },
]);

export const row = style({ borderBottom: `1px solid ${vars.color.border}` });

export const label = style([
  vars.type.bodySmall,
  {
    // A floor, not just a width: the bar cell takes the rest (100%), which would squeeze labels word by word.
    width: '11rem',
    minWidth: '11rem',
    padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['2']} 0`,
    textAlign: 'left',
    fontWeight: vars.fontWeight.medium,
    color: vars.color.text,
  },
]);

export const barCell = style({ padding: `${vars.space['2']} 0`, width: '100%' });

export const track = style({
  position: 'relative',
  height: '1.25rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const bar = style({ height: '100%', borderRadius: vars.radius.sm, background: vars.color.borderStrong });

/**
 * A highlighted bar: solid and framed, with the ★ by its label, so colour is never the only cue. No
 * gradient or pattern: html2canvas leaves a repeating gradient unpainted, and the bar was empty in PDFs.
 */
export const highlighted = style({
  boxSizing: 'border-box',
  background: vars.color.brand,
  border: `2px solid ${vars.color.brandActive}`,
});

export const value = style([
  vars.type.bodySmall,
  {
    padding: `${vars.space['2']} 0 ${vars.space['2']} ${vars.space['3']}`,
    textAlign: 'right',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    color: vars.color.text,
  },
]);

export const mark = style({
  marginLeft: vars.space['1'],
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.bold,
});
