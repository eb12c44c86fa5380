import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';

export const group = style({ position: 'relative', display: 'flex' });

// Room on the right for the show/hide button, so typed text never runs under it.
export const input = style({ paddingRight: '3.25rem' });

export const toggle = style({
  position: 'absolute',
  top: '50%',
  right: vars.space['1'],
  transform: 'translateY(-50%)',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText, background: 'transparent' },
  },
});
