import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], width: '100%' });

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'] });

export const label = style([vars.type.label, { color: vars.color.text }]);

export const value = style([
  vars.type.bodySmall,
  {
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
]);

export const track = style({
  display: 'block',
  position: 'relative',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  // A hairline outline keeps the empty track visible against light surfaces (3:1 is for the fill).
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  transition: `width ${vars.duration.normal} ease-out`,
});

export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});
