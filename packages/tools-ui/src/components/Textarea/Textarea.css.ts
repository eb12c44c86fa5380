import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const textarea = style({ resize: 'vertical', minHeight: '6rem', lineHeight: vars.lineHeight.relaxed });

export const count = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
