import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import { row, rowList } from './rows.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space['8'],
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const list = style([rowList, { gap: vars.space['3'] }]);

export const suggestion = row;

export const item = style([
  row,
  { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', justifyContent: 'stretch' },
]);

export const due = style([vars.type.caption, { color: vars.color.textMuted }]);

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 11rem auto',
  alignItems: 'end',
  gap: vars.space['3'],
});

/** What a suggestion is for, above it. */
export const topic = style([vars.type.caption, { display: 'block', color: vars.color.brandText, fontWeight: 600 }]);
