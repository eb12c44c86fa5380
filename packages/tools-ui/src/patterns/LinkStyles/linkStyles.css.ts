import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';

const { color } = vars;

/**
 * A navigation link that looks like a button (the router renders the anchor; a Button would be an
 * action, not a place to go).
 */
export const linkButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: '2.75rem',
    paddingInline: vars.space['5'],
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
    },
    size: {
      md: {},
      lg: { minHeight: '3.25rem', paddingInline: vars.space['6'], fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type LinkButtonVariants = NonNullable<RecipeVariants<typeof linkButton>>;

/** An item of an area's navigation; the current page is marked with aria-current (the router sets it). */
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
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

/** A text link in running copy. */
export const textLink = style({
  color: color.brandText,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '0.2em',
  ':hover': { color: color.brandActive },
  ':focus-visible': focusRing,
});
