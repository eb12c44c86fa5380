import type { StyleRule } from '@vanilla-extract/css';
import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';

const { color } = vars;

export const linkButtonVariants = ['primary', 'secondary', 'ghost'] as const;
export const linkButtonSizes = ['sm', 'md', 'lg'] as const;
type LinkButtonVariant = (typeof linkButtonVariants)[number];
type LinkButtonSize = (typeof linkButtonSizes)[number];

/**
 * A navigation link that looks like a button (the router renders the anchor; a Button would be an
 * action, not a place to go). Sizes match Button's and follow the density.
 */
export const linkButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    ':focus-visible': focusRing,
  },
  variants: {
    variant: {
      primary: {
        background: color.brand,
        color: color.textOnBrand,
        ':hover': { background: color.brandHover },
        ':active': { background: color.brandActive },
      },
      secondary: {
        background: color.surface,
        borderColor: color.borderStrong,
        color: color.text,
        ':hover': { background: color.surfaceMuted },
      },
      ghost: { background: 'transparent', color: color.brandText, ':hover': { background: color.brandSoft } },
    } satisfies Record<LinkButtonVariant, StyleRule>,
    size: {
      sm: { minHeight: vars.density.controlSm, paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
      md: { minHeight: vars.density.controlMd, paddingInline: vars.density.controlInline, fontSize: vars.fontSize.md },
      lg: { minHeight: vars.density.controlLg, paddingInline: vars.space['6'], fontSize: vars.fontSize.lg },
    } satisfies Record<LinkButtonSize, StyleRule>,
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type LinkButtonVariants = NonNullable<RecipeVariants<typeof linkButton>>;

/**
 * The product mark in an app bar, linking home: the brand's colour and weight, no underline (an
 * underlined mark read as a hyperlink in running text).
 */
export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.density.navItem,
  color: color.brandText,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':hover': { color: color.brandActive },
  ':focus-visible': focusRing,
});

/** An item of an area's navigation; the current page is marked with aria-current (the router sets it). */
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.density.navItem,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { background: color.surfaceMuted },
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-current="page"]': {
      background: color.brandSoft,
      color: color.brandText,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

/**
 * An item of a side menu: full width, the current page filled, bold and marked with a bar at its
 * start, so it does not rest on colour.
 */
export const sideNavLink = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.density.navItem,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { background: color.surfaceMuted },
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-current="page"]': {
      background: color.brandSoft,
      color: color.brandText,
      fontWeight: vars.fontWeight.bold,
    },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.space['2'],
      left: 0,
      width: '3px',
      borderRadius: vars.radius.full,
      background: color.brand,
    },
  },
});

/** A text link in running copy: underlined, as links in text should be. */
export const textLink = style({
  color: color.brandText,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '0.2em',
  ':hover': { color: color.brandActive },
  ':focus-visible': focusRing,
});
