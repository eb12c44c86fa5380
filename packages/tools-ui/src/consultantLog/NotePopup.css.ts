import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

export const bar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space['2'],
  marginBlockEnd: vars.space['3'],
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loading,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: vars.space['4'],
  background: vars.color.overlay,
  overflowY: 'auto',
});

export const modal = style({
  width: '100%',
  maxWidth: vars.contentWidth.medium,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const dialog = style({ padding: vars.space['6'], outline: 'none' });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
