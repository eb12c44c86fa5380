import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const textarea = style({ resize: 'vertical', minHeight: '6rem', lineHeight: vars.lineHeight.normal });

export const count = style([
  vars.type.bodySmall,
  { alignSelf: 'flex-end', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);
