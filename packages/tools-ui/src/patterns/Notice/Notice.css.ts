import type { StyleRule } from '@vanilla-extract/css';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { StatusTone } from '../../internal/status';
import { vars } from '../../styles/vars.css';

export const noticeTones = ['info', 'success', 'warning', 'danger'] as const satisfies readonly StatusTone[];
export type NoticeTone = (typeof noticeTones)[number];

const { color } = vars;

/**
 * Calm by design: a soft fill of the tone and the tone's icon; the words stay in the text colour.
 * (A coloured border with tinted text was loud, and harder to read.)
 */
export const notice = recipe({
  base: [
    vars.type.bodySmall,
    {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      gap: vars.space['3'],
      alignItems: 'start',
      padding: `${vars.space['3']} ${vars.space['4']}`,
      borderRadius: vars.radius.md,
      color: color.text,
    },
  ],
  variants: {
    tone: {
      info: { background: color.infoSoft },
      success: { background: color.successSoft },
      warning: { background: color.warningSoft },
      danger: { background: color.dangerSoft },
    } satisfies Record<NoticeTone, StyleRule>,
  },
  defaultVariants: { tone: 'info' },
});

/** The icon in the tone's strong colour (3:1 or more on its fill, contrast.test.ts). */
export const icon = recipe({
  base: { marginTop: `calc((1lh - 1.25rem) / 2)` },
  variants: {
    tone: {
      info: { color: color.info },
      success: { color: color.success },
      warning: { color: color.warning },
      danger: { color: color.danger },
    } satisfies Record<NoticeTone, StyleRule>,
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const title = style([vars.type.label, { color: color.text }]);
