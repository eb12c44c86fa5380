import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** The one focus ring: 3px in the focus colour (3:1 or more on every surface), offset from the control. */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} satisfies StyleRule;

/** Removes the browser ring where a component draws focusRing itself on a visible part. */
export const noOutline = { outline: 'none' } satisfies StyleRule;
