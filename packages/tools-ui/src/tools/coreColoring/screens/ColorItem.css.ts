import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, noOutline } from '../../../styles/focus.css';
import { vars } from '../../../styles/vars.css';
import { PEN } from './palette';

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], border: 0, padding: 0 });

/** The statement is the largest text on the item, so the eye lands on it first. */
export const question = style([
  vars.type.lead,
  { display: 'flex', gap: vars.space['3'], color: vars.color.text, fontWeight: vars.fontWeight.semibold },
]);

export const number = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', flexShrink: 0 });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['2'],
  '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

const tileBase = style([
  vars.type.bodySmall,
  {
    position: 'relative',
    minHeight: '3.5rem',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    padding: `${vars.space['2']} ${vars.space['3']}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    cursor: 'pointer',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': { ...noOutline, ...focusRing },
      '&[data-hovered]': { background: vars.color.surfaceMuted },
      '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
      '&[data-readonly]': { cursor: 'default' },
      '&[data-readonly]:not([data-selected])': { color: vars.color.textMuted },
    },
  },
]);

/** Chosen reads by shape too: a thicker edge in the pen's ink and a check mark, not only the fill. */
export const tile = styleVariants(PEN, (pen) => [
  tileBase,
  {
    selectors: {
      '&[data-selected], &[data-selected][data-hovered]': {
        background: pen.soft,
        borderColor: pen.ink,
        boxShadow: `inset 0 0 0 2px ${pen.ink}`,
      },
    },
  },
]);

const swatchBase = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.sm,
  border: '2px solid',
});

export const swatch = styleVariants({
  red: [swatchBase, { background: PEN.red.ink, borderColor: PEN.red.ink }],
  yellow: [swatchBase, { background: PEN.yellow.swatch, borderColor: PEN.yellow.ink }],
  green: [swatchBase, { background: PEN.green.ink, borderColor: PEN.green.ink }],
  // No pen: an empty box with a stroke through it.
  none: [
    swatchBase,
    {
      borderColor: PEN.none.ink,
      background: `linear-gradient(135deg, transparent 45%, ${PEN.none.ink} 45%, ${PEN.none.ink} 55%, transparent 55%)`,
    },
  ],
});

export const label = style({ flex: 1 });

/** The number key that picks the tile, small in the corner. */
export const key = style([vars.type.caption, { color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' }]);

export const check = style({ display: 'inline-flex', width: '1rem' });

export const missing = style([vars.type.bodySmall, { margin: 0, color: vars.color.dangerText }]);

/** A statement: its colors, then the mark 더 키우고 싶어요 when the color takes it. */
export const statement = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

/** The mark sits under the tiles, indented to the statement's text. */
export const want = style([vars.type.bodySmall, { paddingLeft: vars.space['6'] }]);
