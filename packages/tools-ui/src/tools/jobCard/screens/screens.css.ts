import { style } from '@vanilla-extract/css';
import { focusRing, noOutline } from '../../../styles/focus.css';
import { vars } from '../../../styles/vars.css';
import { row, rowList } from '../../framework/rows.css';

export {
  block,
  candidate,
  candidates,
  carried,
  facts,
  flowBlock,
  items,
  pastItem,
  pastList,
  result,
  toolbar,
} from '../../framework/screens.css';

const wide = 'screen and (min-width: 48rem)';
const wider = 'screen and (min-width: 64rem)';

export const progressRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const picker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space['3'] });

export const categoryList = rowList;

export const categoryRow = row;

export const count = style([vars.type.bodySmall, { flexShrink: 0, color: vars.color.textMuted }]);

/** The sort area: the card on top, its three piles below it as three big buttons. */
export const sortArea = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const help = style([vars.type.bodySmall, { margin: 0, color: vars.color.textMuted }]);

/** The card being sorted, shown large. */
export const currentCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['6'],
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[draggable="true"]': { cursor: 'grab' },
    '&[data-dragging]': { opacity: 0.6 },
  },
});

export const cardPlace = style([vars.type.caption, { margin: 0, color: vars.color.textMuted }]);

export const cardName = style([vars.type.title, { margin: 0, color: vars.color.text }]);

export const cardLine = style([vars.type.lead, { margin: 0, color: vars.color.text }]);

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const choices = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** The number key beside a pile's name (read out through the button's description, not its name). */
export const key = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.75rem',
  height: '1.75rem',
  marginInlineStart: vars.space['2'],
  paddingInline: vars.space['1'],
  border: '1px solid currentColor',
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const done = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], outline: 'none' });

export const piles = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [wider]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const pileList = rowList;

/** A sorted card: its name, then a button for each other pile and one back to the deck. */
export const pileItem = style([
  row,
  { flexDirection: 'column', alignItems: 'stretch', padding: vars.space['2'], gap: vars.space['2'] },
]);

export const pileMoves = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

/** A button that puts a sorted card on another pile. */
export const pileCard = style({
  minWidth: 0,
  minHeight: vars.density.controlMd,
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { ...noOutline, ...focusRing },
  },
});

export const pileCardName = style([vars.type.label, { color: vars.color.text }]);

export const pileCardMove = style([vars.type.caption, { color: vars.color.brandText }]);

/** One liked or disliked card and its reasons. */
export const reasonCard = style({
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

/** Floated, so the card's name sits inside the box rather than on its edge. */
export const legend = style([
  vars.type.minorHeading,
  { float: 'left', width: '100%', padding: 0, color: vars.color.text },
]);

export const reasonOptions = style({
  display: 'grid',
  gap: vars.space['2'],
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const ownList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0 });

export const ownItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingInlineStart: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  listStyle: 'none',
});

export const groups = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const group = style([row, { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['2'] }]);

export const occupationList = rowList;

export const occupationRow = style([row, { alignItems: 'flex-start' }]);

export const occupationText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const score = style([
  vars.type.lead,
  { flexShrink: 0, fontWeight: vars.fontWeight.bold, color: vars.color.brand, fontVariantNumeric: 'tabular-nums' },
]);

/** A pile as a place to drop a dragged card: outlined while a card is over it. */
export const dropZone = style({
  borderRadius: vars.radius.lg,
  padding: vars.space['2'],
  margin: `calc(${vars.space['2']} * -1)`,
  outline: '2px dashed transparent',
  selectors: {
    '&[data-drop-target]': { outlineColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-focus-visible]': { outlineColor: vars.color.focus },
  },
});

/** Starts a drag from the keyboard (react-aria); quiet, as the pile buttons and keys come first. */
export const dragButton = style([
  vars.type.caption,
  {
    alignSelf: 'flex-start',
    padding: `${vars.space['1']} ${vars.space['2']}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.textMuted,
    cursor: 'grab',
    selectors: { '&[data-focus-visible]': { ...noOutline, ...focusRing } },
  },
]);

/** The warm-up answers beside the result: each question, the answer, and how it relates. */
export const warmUpList = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], margin: 0 });

export const warmUpItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const warmUpAnswer = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], margin: 0 });

/** "적합도 같음": said in words beside the fit. */
export const fitColumn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['1'],
});
