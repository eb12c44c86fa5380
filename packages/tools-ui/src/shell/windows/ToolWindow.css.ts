import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';

export const frame = style({
  position: 'fixed',
  top: 0,
  left: 0,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'calc(100vh - 2rem)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  overflow: 'hidden',
});

export const pinned = style({ borderColor: vars.color.brand });

export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  cursor: 'move',
  userSelect: 'none',
  touchAction: 'none',
});

const iconControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  flexShrink: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  outline: 'none',
  selectors: {
    '&:focus-visible, &[data-focus-visible]': focusRing,
    '&:hover, &[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
  },
});

export const moveHandle = style([iconControl, { cursor: 'move' }]);

export const pinButton = style([
  iconControl,
  {
    cursor: 'pointer',
    selectors: {
      '&[data-selected]': { background: vars.color.brand, color: vars.color.textOnBrand },
      '&[data-selected][data-hovered]': { background: vars.color.brandHover, color: vars.color.textOnBrand },
    },
  },
]);

const strokeIcon = {
  width: '1.25rem',
  height: '1.25rem',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const handleIcon = style({ ...strokeIcon, strokeWidth: 3 });

export const pinIcon = style(strokeIcon);

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const pinnedBadge = style([
  vars.type.caption,
  {
    flexShrink: 0,
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.full,
    background: vars.color.brandSoft,
    color: vars.color.brandText,
    fontWeight: vars.fontWeight.semibold,
  },
]);

export const body = style({ padding: vars.space['4'], overflow: 'auto', cursor: 'auto' });
