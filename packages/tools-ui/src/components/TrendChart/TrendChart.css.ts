import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const caption = style({ fontWeight: vars.fontWeight.semibold });

export const legend = style({ display: 'flex', gap: vars.space['4'], margin: 0, padding: 0, listStyle: 'none' });

export const legendItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textMuted,
});

export const swatch = style({ width: '0.75rem', height: '0.75rem', borderRadius: '2px', flexShrink: 0 });

export const tone = styleVariants({
  brand: { background: vars.color.brand, fill: vars.color.brand },
  accent: { background: vars.color.accent, fill: vars.color.accent },
  success: { background: vars.color.success, fill: vars.color.success },
});

export const chart = style({ width: '100%', height: 'auto', display: 'block', overflow: 'visible' });

export const axisText = style({ fill: vars.color.textMuted, fontSize: '11px' });

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
