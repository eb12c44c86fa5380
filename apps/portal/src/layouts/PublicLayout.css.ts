import { vars } from '@career/tools-ui/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({ borderBottom: `1px solid ${vars.color.border}`, background: vars.color.surface });

export const bar = style({
  maxWidth: vars.contentWidth.wide,
  margin: '0 auto',
  padding: `${vars.space['3']} ${vars.space['6']}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['6'],
});

export const brand = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandText,
  textDecoration: 'none',
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const main = style({ flex: 1 });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footerBar = style([bar, { flexWrap: 'wrap' }]);
