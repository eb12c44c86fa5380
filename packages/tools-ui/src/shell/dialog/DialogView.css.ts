import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import type { DialogKind } from './dialogStore';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  // A message that needs an answer stays reachable even while the loading overlay blocks the page.
  zIndex: `calc(${vars.zIndex.loading} + 1)`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  background: vars.color.overlay,
});

export const modal = style({
  width: '100%',
  maxWidth: vars.contentWidth.narrow,
  maxHeight: '100%',
  overflowY: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const dialog = style({
  padding: vars.space['6'],
  outline: 'none',
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const icon = styleVariants({
  alert: { color: vars.color.warningText, flexShrink: 0 },
  confirm: { color: vars.color.brandText, flexShrink: 0 },
  info: { color: vars.color.infoText, flexShrink: 0 },
} satisfies Record<DialogKind, object>);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const message = style({
  margin: 0,
  marginTop: vars.space['3'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  // Server messages may carry line breaks.
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  marginTop: vars.space['6'],
});
