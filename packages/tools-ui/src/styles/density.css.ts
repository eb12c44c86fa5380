import { assignVars, style } from '@vanilla-extract/css';
import { defaultTokens } from './tokens';
import { vars } from './vars.css';

export const densities = ['comfortable', 'compact'] as const;
export type Density = (typeof densities)[number];

/**
 * The sizes the density sets. Comfortable is the theme's own (generous space in the tools);
 * compact fits more rows and fields on a screen for the admin console.
 */
export const compactDensity = {
  controlSm: '2rem',
  controlMd: '2.25rem',
  controlLg: '2.75rem',
  controlInline: '1rem',
  fieldBlock: '0.25rem',
  cellBlock: '0.5rem',
  cellInline: '0.75rem',
  cellText: vars.fontSize.sm,
  navItem: '2.25rem',
};

/**
 * A class per density: put it on the element whose controls, fields and tables should follow it.
 * Everything inside honours it through the `density` variables; nothing is copied per density.
 */
export const densityClass = {
  // Assigned again, so a comfortable region can sit inside a compact one.
  comfortable: style({ vars: assignVars(vars.density, defaultTokens.density) }),
  compact: style({ vars: assignVars(vars.density, compactDensity) }),
} satisfies Record<Density, string>;
