import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.density.controlMd,
  paddingInline: vars.space['4'],
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceMuted },
    // Selected: darker, bolder and underlined, so it does not rely on colour.
    '&[data-selected]': { color: vars.color.brandText, fontWeight: vars.fontWeight.bold },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: '-1px',
      height: '3px',
      borderRadius: vars.radius.full,
      background: vars.color.brand,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
    // Disabled is lighter than the muted text of a tab that can be chosen (1.7:1 apart), and says no.
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing },
});
