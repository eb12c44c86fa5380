import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';

/** The plot scales with its column, up to a comfortable size; kept whole on a PDF page. */
export const plot = style({
  display: 'block',
  width: '100%',
  maxWidth: '36rem',
  height: 'auto',
  breakInside: 'avoid',
  fontFamily: vars.font.body,
});

export const quadrant = styleVariants({
  keep: { fill: vars.color.brandSoft },
  grow: { fill: vars.color.accentSoft },
  hidden: { fill: vars.color.surfaceMuted },
  outside: { fill: vars.color.surface },
});

export const frame = style({ fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 1.5 });

export const midline = style({ stroke: vars.color.borderStrong, strokeWidth: 1, strokeDasharray: '4 4' });

export const cornerName = style({ fill: vars.color.textMuted, fontSize: '13px', fontWeight: 700 });

export const axisName = style({ fill: vars.color.text, fontSize: '14px', fontWeight: 600 });

export const tick = style({ fill: vars.color.textMuted, fontSize: '12px' });

export const leader = style({ stroke: vars.color.textMuted, strokeWidth: 1 });

export const dot = style({ fill: vars.color.brand, stroke: vars.color.surface, strokeWidth: 2 });

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
