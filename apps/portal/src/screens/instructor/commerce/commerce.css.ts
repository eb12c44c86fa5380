import { vars } from '@career/tools-ui/vars';
import { style } from '@vanilla-extract/css';

/** A plain list of orders to choose from. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});
