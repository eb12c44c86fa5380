import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** A plain list for rows: no bullets, rows a little apart. */
export const rowList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

/** One row of a tool's lists (past results, statements to pick, action items): a quiet box, content spread. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
