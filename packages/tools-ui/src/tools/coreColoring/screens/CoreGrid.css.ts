import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';
import { LEVEL_FILL, LEVEL_TEXT } from './palette';

/** The 3×3 grid: kept whole on a PDF page. */
export const grid = style([
  vars.type.bodySmall,
  {
    width: '100%',
    tableLayout: 'fixed',
    borderCollapse: 'separate',
    borderSpacing: vars.space['2'],
    breakInside: 'avoid',
    color: vars.color.text,
  },
]);

export const caption = style([vars.type.label, { textAlign: 'left', padding: `0 ${vars.space['2']}` }]);

export const corner = style({ width: '3.5rem' });

export const columnHeader = style([vars.type.label, { textAlign: 'center', color: vars.color.textMuted }]);

export const rowHeader = style([vars.type.label, { textAlign: 'left', color: vars.color.textMuted }]);

const cellBase = style({
  verticalAlign: 'top',
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minHeight: '6rem',
});

/** Strength as depth of colour, always with its words beside it. */
const LEVELS = { 0: 0, 1: 1, 2: 2, 3: 3, 4: 4 } as const;

export const cell = styleVariants(LEVELS, (level) => [
  cellBase,
  { background: LEVEL_FILL[level], color: LEVEL_TEXT[level] },
]);

/** A top core: a heavier frame as well as its ★ and place. */
export const topCell = style({ borderWidth: '3px', borderColor: vars.color.text });

export const cellBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const name = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const place = style({ fontWeight: vars.fontWeight.bold });

export const pips = style({ letterSpacing: '0.1em' });
