import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

export const parts = style({ display: 'grid', gap: vars.space['3'], margin: 0 });
export const part = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingBlockEnd: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const term = style({ fontWeight: 600, color: vars.color.textMuted });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const list = style({ margin: 0, paddingInlineStart: vars.space['4'], display: 'grid', gap: vars.space['2'] });
export const amendment = style({ display: 'grid', gap: vars.space['1'] });
