import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';
import { row, rowList } from '../../framework/rows.css';

export { block, candidate, candidates, carried, flowBlock, result, toolbar } from '../../framework/screens.css';

const wide = 'screen and (min-width: 48rem)';

export const typeList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const typeItem = style([row, { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['1'] }]);

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const categoryList = rowList;

export const categoryRow = style([row, { alignItems: 'flex-start' }]);

export const categoryText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  flex: 1,
});

/** Under the checkbox's label, lined up with its text rather than its box. */
export const categoryDetail = style({ paddingLeft: '2rem' });

export const picker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space['3'] });

export const occupationList = rowList;

export const occupationRow = style([row, { alignItems: 'flex-start' }]);

export const occupationText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  flex: 1,
});

export const fit = style([
  vars.type.lead,
  { flexShrink: 0, fontWeight: vars.fontWeight.bold, color: vars.color.brand, fontVariantNumeric: 'tabular-nums' },
]);

export const searchResults = style([rowList, { maxHeight: '16rem', overflowY: 'auto' }]);

/** A part of the report only paper shows (the PDF's copy sets its display). */
export const paperOnly = style({
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': { screen: { display: 'none' } },
});

export const fieldList = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

/** A field: its name and fit on one line, its occupations under them. */
export const fieldRow = style({ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: vars.space['4'] });

export const fieldName = style({ fontWeight: vars.fontWeight.semibold });

export const fieldLarge = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const fieldFit = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const fieldExamples = style([vars.type.bodySmall, { gridColumn: '1 / -1', color: vars.color.textMuted }]);
