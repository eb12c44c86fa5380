import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
  marginInline: 'auto',
  maxWidth: vars.contentWidth.narrow,
});

export const size = styleVariants({
  md: { paddingBlock: vars.space['12'], paddingInline: vars.space['6'] },
  sm: { paddingBlock: vars.space['8'], paddingInline: vars.space['4'], gap: vars.space['2'] },
});

export const iconWrap = style({
  display: 'grid',
  placeItems: 'center',
  width: '4rem',
  height: '4rem',
  marginBottom: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
});

export const title = style([vars.type.minorHeading, { color: vars.color.text }]);

export const description = style([vars.type.body, { color: vars.color.textMuted }]);

export const action = style({ marginTop: vars.space['3'] });
