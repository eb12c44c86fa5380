import { style, styleVariants } from '@vanilla-extract/css';
import { onPaper } from '../../../shell/pdf/paper';
import { vars } from '../../../styles/vars.css';
import { QUADRANT_COLOR } from './palette';

/** The plot and its legend, kept whole on a PDF page. */
export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  breakInside: 'avoid',
});

/** The plot scales with its column, up to a comfortable size. */
export const plot = style({
  display: 'block',
  width: '100%',
  maxWidth: '36rem',
  height: 'auto',
  fontFamily: vars.font.body,
  // Smaller on paper, so the plot shares a page with its heading and caption.
  selectors: { [onPaper]: { maxWidth: '28rem' } },
});

export const fill = styleVariants(QUADRANT_COLOR, (quadrant) => ({ fill: quadrant.soft }));

export const frame = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 1 });

/** The area the cores sit in: its edge sets it apart from the bands the names stand in. */
export const area = style({ fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 1.5 });

export const divider = style({ stroke: vars.color.borderStrong, strokeWidth: 1, strokeDasharray: '4 4' });

export const quadrantName = style({ fill: vars.color.text, fontSize: '13px', fontWeight: 700 });

export const axisName = style({ fill: vars.color.text, fontSize: '14px', fontWeight: 600 });

export const tick = style({ fill: vars.color.textMuted, fontSize: '12px' });

export const leader = style({ stroke: vars.color.textMuted, strokeWidth: 1 });

/** A quadrant's mark in its ink (a legend's swatch). */
export const mark = styleVariants(QUADRANT_COLOR, (quadrant) => ({ fill: quadrant.ink }));

/** A core's mark on the plot: ringed in the paper's colour, apart from a line or another mark. */
export const dot = styleVariants(QUADRANT_COLOR, (quadrant) => ({
  fill: quadrant.ink,
  stroke: vars.color.surface,
  strokeWidth: 2,
}));

export const label = style({
  fill: vars.color.text,
  fontSize: '13px',
  fontWeight: 600,
  // A halo in the paper's colour keeps a label legible where it crosses a line or another fill.
  paintOrder: 'stroke',
  stroke: vars.color.surface,
  strokeWidth: 3,
  strokeLinejoin: 'round',
});

export const legend = style([vars.type.bodySmall, { color: vars.color.text, maxWidth: '36rem' }]);

export const swatch = style({ display: 'inline-block', flexShrink: 0, overflow: 'visible' });
