import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';

export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['4'] });

export const pastList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const pastItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

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

export const candidates = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const candidate = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

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
