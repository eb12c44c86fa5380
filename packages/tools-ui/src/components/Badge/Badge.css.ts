import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const badgeTones = ['neutral', 'brand', 'accent', 'success', 'warning', 'danger', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

const { color } = vars;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    minHeight: '1.5rem',
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { background: color.surfaceSunken, color: color.text },
      brand: { background: color.brandSoft, color: color.brandText },
      accent: { background: color.accentSoft, color: color.accentText },
      success: { background: color.successSoft, color: color.successText },
      warning: { background: color.warningSoft, color: color.warningText },
      danger: { background: color.dangerSoft, color: color.dangerText },
      info: { background: color.infoSoft, color: color.infoText },
    } satisfies Record<BadgeTone, StyleRule>,
  },
  defaultVariants: { tone: 'neutral' },
});
