import type { StyleRule } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

const { color } = vars;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-loading]': { cursor: 'progress' },
      // Greyed and lighter than any live text, whatever the variant.
      '&[data-disabled]': {
        background: color.disabledBackground,
        borderColor: color.disabledBorder,
        color: color.disabledText,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: color.brand,
        color: color.textOnBrand,
        selectors: {
          '&[data-hovered]': { background: color.brandHover },
          '&[data-pressed]': { background: color.brandActive },
        },
      },
      secondary: {
        background: color.surface,
        borderColor: color.borderStrong,
        color: color.text,
        selectors: {
          '&[data-hovered]': { background: color.surfaceMuted },
          '&[data-pressed]': { background: color.surfaceSunken },
        },
      },
      ghost: {
        background: 'transparent',
        color: color.brandText,
        selectors: {
          '&[data-hovered]': { background: color.brandSoft },
          '&[data-pressed]': { background: color.surfaceSunken },
        },
      },
      danger: {
        background: color.danger,
        color: color.textOnDanger,
        selectors: {
          '&[data-hovered]': { background: color.dangerHover },
          '&[data-pressed]': { background: color.dangerHover },
        },
      },
    } satisfies Record<ButtonVariant, StyleRule>,
    size: {
      // Heights follow the density (comfortable in the tools, compact in the admin console).
      sm: { minHeight: vars.density.controlSm, paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
      md: { minHeight: vars.density.controlMd, paddingInline: vars.density.controlInline, fontSize: vars.fontSize.md },
      lg: { minHeight: vars.density.controlLg, paddingInline: vars.space['6'], fontSize: vars.fontSize.lg },
    } satisfies Record<ButtonSize, StyleRule>,
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;
