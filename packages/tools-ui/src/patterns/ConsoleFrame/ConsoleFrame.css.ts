import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

const barHeight = '3.5rem';

// Full width: the console's tables need the room a 75rem reading column would take away.
export const frame = style({ minHeight: '100vh', background: vars.color.background });

// A field focused by Tab, or a refused field focused after a save, scrolls clear of the sticky bar
// above it, not under it (WCAG 2.4.11): the browser brings the control itself to this line, so the
// room must hold the bar, the field's label line above the control and the gap between them, and
// some air (measured in Chromium by e2e/forms.spec.ts).
const labelAboveControl = `${vars.type.label.fontSize} * ${vars.type.label.lineHeight} + ${vars.space['2']}`;
globalStyle(`html:has(${frame})`, {
  scrollPaddingTop: `calc(${barHeight} + ${labelAboveControl} + ${vars.space['4']})`,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  height: barHeight,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['6'],
  paddingInline: vars.space['6'],
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], flex: 1, minWidth: 0 });

export const area = style([
  vars.type.label,
  {
    paddingLeft: vars.space['3'],
    borderLeft: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
  },
]);

export const identity = style([
  vars.type.bodySmall,
  { display: 'flex', alignItems: 'center', gap: vars.space['3'], flexShrink: 0, color: vars.color.textMuted },
]);

export const body = style({ display: 'grid', gridTemplateColumns: '13.5rem minmax(0, 1fr)' });

export const sideNav = style({
  position: 'sticky',
  top: barHeight,
  height: `calc(100vh - ${barHeight})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: `${vars.space['5']} ${vars.space['3']}`,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const groupLabel = style([
  vars.type.caption,
  { paddingInline: vars.space['3'], color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold },
]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const main = style({ minWidth: 0, padding: `${vars.space['6']} ${vars.space['8']} ${vars.space['12']}` });
