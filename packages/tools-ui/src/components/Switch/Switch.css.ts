import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';

export const switchRoot = style([
  vars.type.body,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['3'],
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
      '&[data-readonly]': { cursor: 'default' },
    },
  },
]);

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  transition: `background-color ${vars.duration.normal}, border-color ${vars.duration.normal}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
    [`${switchRoot}[data-disabled] &`]: {
      background: vars.color.disabledBackground,
      borderColor: vars.color.disabledBorder,
    },
    // Disabled but on: still a filled track, in grey.
    [`${switchRoot}[data-disabled][data-selected] &`]: {
      background: vars.color.disabledText,
      borderColor: vars.color.disabledText,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `transform ${vars.duration.normal}, background-color ${vars.duration.normal}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(1.25rem)', background: vars.color.surface },
    [`${switchRoot}[data-disabled] &`]: { background: vars.color.disabledBorder },
    [`${switchRoot}[data-disabled][data-selected] &`]: { background: vars.color.surface },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const state = style([
  vars.type.bodySmall,
  {
    color: vars.color.textMuted,
    minWidth: '1.5em',
    selectors: { [`${switchRoot}[data-disabled] &`]: { color: vars.color.disabledText } },
  },
]);
