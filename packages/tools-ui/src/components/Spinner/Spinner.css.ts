import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.brand,
});

export const inherit = style({ color: 'currentColor' });

export const circle = style({
  animation: `${spin} 0.9s linear infinite`,
  '@media': {
    // Still turning, so the state is visible, but slowly enough not to distract.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

export const size = styleVariants({
  sm: { width: '1rem', height: '1rem' },
  md: { width: '1.5rem', height: '1.5rem' },
  lg: { width: '2.5rem', height: '2.5rem' },
} satisfies Record<SpinnerSize, object>);

export const track = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 3, opacity: 0.2 });

export const arc = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 3, strokeLinecap: 'round' });

export const visibleLabel = style([vars.type.bodySmall, { color: vars.color.textMuted }]);
