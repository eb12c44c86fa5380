import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';
import { row, rowList } from '../../framework/rows.css';

export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['4'] });

export const pastList = rowList;

export const pastItem = row;

export const steps = style({
  margin: 0,
  paddingLeft: vars.space['6'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const anchorGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['4'],
});

export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'] });

export const progressRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const candidates = rowList;

export const candidate = row;

/** One block of the result: kept whole on a PDF page. */
export const block = style({ breakInside: 'avoid', display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  background: vars.color.background,
});

export const carried = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], flexWrap: 'wrap' });
