import { style, styleVariants } from '@vanilla-extract/css';

export const iconSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type IconSize = (typeof iconSizes)[number];

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const size = styleVariants({
  sm: { width: '1rem', height: '1rem' },
  md: { width: '1.25rem', height: '1.25rem' },
  lg: { width: '1.5rem', height: '1.5rem' },
  xl: { width: '2.5rem', height: '2.5rem', strokeWidth: 1.5 },
} satisfies Record<IconSize, object>);
