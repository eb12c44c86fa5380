import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const line = style({
  height: '1rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { '&:last-child': { width: '60%' } },
});

export const block = style([line, { height: '3.5rem' }]);
