import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';

export {
  block,
  candidate,
  candidates,
  cards,
  carried,
  facts,
  flowBlock,
  introduces,
  items,
  pastItem,
  pastList,
  result,
  steps,
  toolbar,
} from '../../framework/screens.css';

import { row } from '../../framework/rows.css';

const wide = 'screen and (min-width: 48rem)';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const colorList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const colorRow = style([row, { justifyContent: 'flex-start' }]);

export const progressRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const compareGrids = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const inlineActions = style({
  display: 'flex',
  gap: vars.space['3'],
  flexWrap: 'wrap',
  marginTop: vars.space['3'],
});

export const feedbackForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxWidth: '44rem',
});

/** A plain data table inside a result (changes, quadrants): caption, header row, quiet rules. */
export const table = style([
  vars.type.bodySmall,
  { width: '100%', borderCollapse: 'collapse', breakInside: 'avoid', color: vars.color.text },
]);

export const caption = style([vars.type.label, { textAlign: 'left', paddingBottom: vars.space['2'] }]);

export const cell = style({
  textAlign: 'left',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const headerCell = style([cell, { fontWeight: vars.fontWeight.semibold, background: vars.color.surfaceMuted }]);

/** A field that holds a short choice (a date): no wider than it needs. */
export const shortField = style({ maxWidth: '24rem' });

/** The mark 더 키우고 싶어요 beside the pens' swatches on the introduction. */
export const wantMark = style({
  flexShrink: 0,
  width: '1.25rem',
  textAlign: 'center',
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

/** A legend's keys in a row (the grid's shades, the matrix's quadrant colours): swatch, then words. */
export const keyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
});

export const keyItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
