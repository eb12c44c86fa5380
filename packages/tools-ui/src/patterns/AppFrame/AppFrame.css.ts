import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  maxWidth: vars.contentWidth.wide,
  margin: '0 auto',
  minHeight: '4rem',
  padding: `${vars.space['2']} ${vars.space['6']}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['6'],
});

/** The product mark (the app's link, styled with `brandLink`) and the area's name beside it. */
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flexShrink: 0,
});

export const area = style([
  vars.type.label,
  {
    paddingLeft: vars.space['3'],
    borderLeft: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
  },
]);

export const nav = style({ flex: 1, minWidth: 0 });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const identity = style([
  vars.type.bodySmall,
  { display: 'flex', alignItems: 'center', gap: vars.space['3'], flexShrink: 0, color: vars.color.textMuted },
]);

export const identityName = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.contentWidth.wide,
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['6']} ${vars.space['16']}`,
});
