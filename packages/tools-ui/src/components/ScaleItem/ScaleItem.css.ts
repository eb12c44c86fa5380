import { style } from '@vanilla-extract/css';
import { focusRing, noOutline } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], border: 0, padding: 0 });

/** The question is the largest text on the item (20 px), so the eye lands on it first. */
export const question = style([
  vars.type.lead,
  { display: 'flex', gap: vars.space['3'], color: vars.color.text, fontWeight: vars.fontWeight.semibold },
]);

export const number = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', flexShrink: 0 });

export const tiles = style({ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: vars.space['2'] });

export const tile = style([
  vars.type.bodySmall,
  {
    minHeight: '3.5rem',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['1'],
    padding: `${vars.space['2']} ${vars.space['1']}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    textAlign: 'center',
    cursor: 'pointer',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': { ...noOutline, ...focusRing },
      '&[data-hovered]': { background: vars.color.brandSoft, borderColor: vars.color.brand },
      // Chosen reads by shape too: a thicker edge and a check mark, not only the fill.
      '&[data-selected]': {
        background: vars.color.brand,
        borderColor: vars.color.brandActive,
        boxShadow: `inset 0 0 0 2px ${vars.color.brandActive}`,
        color: vars.color.textOnBrand,
      },
      '&[data-readonly]': { cursor: 'default' },
      '&[data-readonly]:not([data-selected])': { color: vars.color.textMuted, background: vars.color.surfaceMuted },
    },
  },
]);

export const tileNumber = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: 1 });

export const check = style({ height: '1rem' });

export const ends = style([
  vars.type.caption,
  { display: 'flex', justifyContent: 'space-between', color: vars.color.textMuted },
]);
