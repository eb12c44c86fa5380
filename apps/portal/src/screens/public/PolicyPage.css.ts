import { vars } from '@career/tools-ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

export const article = style({ paddingBlock: vars.space['12'] });

export const toc = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['5'],
  fontSize: vars.fontSize.sm,
});

// Each contents link a target of at least 24 px (WCAG 2.5.8), not the 16 px of its line.
globalStyle(`${toc} a`, { display: 'inline-block', minHeight: '24px', paddingBlock: '2px' });

export const section = style({ display: 'grid', gap: vars.space['3'], scrollMarginTop: vars.space['6'] });

globalStyle(`${section} ul`, { margin: 0, paddingInlineStart: vars.space['5'] });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
});

globalStyle(`${table} caption`, {
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  paddingBlock: vars.space['2'],
});
globalStyle(`${table} th, ${table} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { background: vars.color.surfaceMuted });
