import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const list = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[data-orientation=vertical]': { flexDirection: 'column', gap: 0 } },
});

export const step = style({
  position: 'relative',
  display: 'flex',
  flex: 1,
  minWidth: 0,
  gap: vars.space['3'],
  alignItems: 'flex-start',
  selectors: {
    [`${list}[data-orientation=horizontal] > &`]: { flexDirection: 'column' },
    [`${list}[data-orientation=vertical] > &`]: { paddingBottom: vars.space['6'] },
    [`${list}[data-orientation=vertical] > &:last-child`]: { paddingBottom: 0 },
  },
});

// The line between markers: drawn after each step except the last.
export const connector = style({
  position: 'absolute',
  background: vars.color.border,
  selectors: {
    [`${list}[data-orientation=horizontal] &`]: {
      top: '1rem',
      left: 'calc(2rem + 0.5rem)',
      right: '0.5rem',
      height: '2px',
    },
    [`${list}[data-orientation=vertical] &`]: {
      top: 'calc(2rem + 0.25rem)',
      bottom: '0.25rem',
      left: 'calc(1rem - 1px)',
      width: '2px',
    },
    '[data-status=complete] > &': { background: vars.color.brand },
  },
});

export const marker = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-status=complete] > &': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
    '[data-status=current] > &': {
      borderColor: vars.color.brand,
      color: vars.color.brandText,
      boxShadow: `0 0 0 4px ${vars.color.brandSoft}`,
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const label = style([
  vars.type.label,
  {
    fontWeight: vars.fontWeight.medium,
    color: vars.color.textMuted,
    selectors: {
      '[data-status=current] &': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
      '[data-status=complete] &': { color: vars.color.text },
    },
  },
]);

export const description = style([
  vars.type.caption,
  { fontWeight: vars.fontWeight.regular, color: vars.color.textMuted },
]);
