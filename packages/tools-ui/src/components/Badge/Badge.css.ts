import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const badgeTones = ['neutral', 'brand', 'accent', 'success', 'warning', 'danger', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

const { color } = vars;

/** A status: filled with its tone's soft colour (the fills are kept apart by contrast.test.ts). */
const status = (background: string, text: string): StyleRule => ({ background, color: text });

/**
 * An emphasis (the brand's "in progress", the accent's "recommended"): outlined, not filled, so it
 * never reads as a status of the same hue.
 */
const emphasis = (ring: string, text: string): StyleRule => ({
  background: 'transparent',
  borderColor: ring,
  color: text,
});

export const badge = recipe({
  base: [
    vars.type.caption,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['1'],
      minHeight: '1.5rem',
      paddingInline: vars.space['2'],
      borderRadius: vars.radius.full,
      border: '1px solid transparent',
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.tight,
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
    },
  ],
  variants: {
    tone: {
      neutral: status(color.surfaceSunken, color.text),
      brand: emphasis(color.brand, color.brandText),
      accent: emphasis(color.accent, color.accentText),
      success: status(color.successSoft, color.successText),
      warning: status(color.warningSoft, color.warningText),
      danger: status(color.dangerSoft, color.dangerText),
      info: status(color.infoSoft, color.infoText),
    } satisfies Record<BadgeTone, StyleRule>,
  },
  defaultVariants: { tone: 'neutral' },
});
