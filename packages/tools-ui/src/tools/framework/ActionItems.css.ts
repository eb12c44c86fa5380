import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space['8'],
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const suggestion = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const due = style([vars.type.caption, { color: vars.color.textMuted }]);

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 11rem auto',
  alignItems: 'end',
  gap: vars.space['3'],
});
