import { vars } from '@career/tools-ui/vars';
import { style, styleVariants } from '@vanilla-extract/css';

/** The page a tool window shows: the window's body without its padding, the page scrolling inside. */
const page = style({
  display: 'block',
  width: `calc(100% + 2 * ${vars.space['4']})`,
  margin: `calc(-1 * ${vars.space['4']})`,
  border: 0,
  background: vars.color.background,
});

export const frame = styleVariants({
  tool: [page, { height: 'calc(100vh - 8rem)' }],
  medium: [page, { height: 'min(36rem, calc(100vh - 8rem))' }],
  small: [page, { height: 'min(28rem, calc(100vh - 8rem))' }],
});
