import { style, styleVariants } from '@vanilla-extract/css';
import { onPaper } from '../../../shell/pdf/paper';
import { vars } from '../../../styles/vars.css';
import { LEVEL_FILL, LEVEL_TEXT } from './palette';

/** The grid and its legend: kept whole on a PDF page. */
export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  breakInside: 'avoid',
});

export const grid = style([
  vars.type.bodySmall,
  {
    width: '100%',
    tableLayout: 'fixed',
    borderCollapse: 'separate',
    borderSpacing: vars.space['2'],
    color: vars.color.text,
    selectors: { [onPaper]: { borderSpacing: vars.space['1'] } },
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
  // On paper the grid stays on page 1 with its legend and the memo box (issue 36).
  selectors: { [onPaper]: { padding: vars.space['2'] } },
});

/** The shades 0–4 of the score, always with the number itself in the cell. */
const SHADES = { 0: 0, 1: 1, 2: 2, 3: 3, 4: 4 } as const;

export const cell = styleVariants(SHADES, (shade) => [
  cellBase,
  { background: LEVEL_FILL[shade], color: LEVEL_TEXT[shade] },
]);

/** A top core: a heavier frame as well as its ★ and place. */
export const topCell = style({ borderWidth: '3px', borderColor: vars.color.text });

export const cellBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  // On paper, the place and the name share a line: "★ 2위 관계 통찰", then the points.
  selectors: { [onPaper]: { flexDirection: 'row', flexWrap: 'wrap', gap: `0 ${vars.space['1']}` } },
});

export const name = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const place = style({ fontWeight: vars.fontWeight.bold });

export const points = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  selectors: { [onPaper]: { flexBasis: '100%' } },
});

export const legend = style([
  vars.type.bodySmall,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    padding: `0 ${vars.space['2']}`,
    color: vars.color.text,
    selectors: { [onPaper]: { gap: vars.space['2'] } },
  },
]);

/** The rows' meanings beside the columns' where there is room. */
export const axes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: `${vars.space['3']} ${vars.space['6']}`,
});

export const axisGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const axisTitle = style({ fontWeight: vars.fontWeight.semibold });

export const axisList = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const axis = style({ display: 'flex', gap: vars.space['2'] });

export const axisName = style({ fontWeight: vars.fontWeight.semibold, flexShrink: 0, minWidth: '2.5rem' });

export const axisMeaning = style({ margin: 0, color: vars.color.textMuted });

export const shades = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const swatch = styleVariants(SHADES, (shade) => ({
  display: 'inline-block',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: LEVEL_FILL[shade],
}));
