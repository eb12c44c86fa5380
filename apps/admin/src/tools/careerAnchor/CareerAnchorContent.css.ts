import { vars } from '@career/tools-ui/vars';
import { style } from '@vanilla-extract/css';

export const statements = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['2'],
});

export const statement = style({
  paddingBlock: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
