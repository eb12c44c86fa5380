import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

// The height follows the text; dragging it or a scroll bar would only fight the rule.
export const textarea = style({ resize: 'none', overflowY: 'hidden', lineHeight: vars.lineHeight.normal });
