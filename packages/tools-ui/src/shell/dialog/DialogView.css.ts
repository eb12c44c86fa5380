import type { StyleRule } from '@vanilla-extract/css';
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import type { DialogTone } from './dialogStore';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  // A message that needs an answer stays reachable even while the loading overlay blocks the page.
  zIndex: `calc(${vars.zIndex.loading} + 1)`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  // The warm dark of the text colour, not a cold grey over the warm paper.
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

/** The tone's icon in its strong colour (3:1 or more on the surface, contrast.test.ts). */
export const icon = styleVariants({
  info: { color: vars.color.info, flexShrink: 0 },
  success: { color: vars.color.success, flexShrink: 0 },
  warning: { color: vars.color.warning, flexShrink: 0 },
  danger: { color: vars.color.danger, flexShrink: 0 },
} satisfies Record<DialogTone, StyleRule>);

export const title = style([vars.type.subheading, { margin: 0, color: vars.color.text }]);

export const message = style([
  vars.type.body,
  {
    margin: 0,
    marginTop: vars.space['3'],
    color: vars.color.text,
    // Server messages may carry line breaks.
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  },
]);

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  marginTop: vars.space['6'],
});
