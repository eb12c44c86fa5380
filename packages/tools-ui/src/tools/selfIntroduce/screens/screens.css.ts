import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../styles/focus.css';
import { vars } from '../../../styles/vars.css';
import { row, rowList } from '../../framework/rows.css';

export {
  block,
  facts,
  pastItem,
  pastList,
  questionButton,
  questionLabel,
  result,
  toolbar,
} from '../../framework/screens.css';

// The writing workspace: the questions on the left from a laptop's width, the answer in the middle,
// the draft, review and versions below it; on a narrow screen, one above the other.

const wide = 'screen and (min-width: 60rem)';

export const workspace = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: '15rem minmax(0, 1fr)' } },
});

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

/** The chosen questions, each a button with how full its answer is. */
export const questionList = style([rowList, { gap: vars.space['2'] }]);

export const questionFill = style([
  vars.type.caption,
  { display: 'flex', justifyContent: 'space-between', gap: vars.space['2'], color: vars.color.textMuted },
]);

/** A thin bar of how full an answer is (its words say the same beside it). */
export const meter = style({
  display: 'block',
  height: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const meterFill = style({ display: 'block', height: '100%', background: vars.color.brand });

export const meterOver = style({ background: vars.color.warning });

/** The questions on offer, to choose from and manage. */
export const pickList = style([rowList, { gap: vars.space['1'] }]);

export const pickRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['1'],
  minHeight: vars.density.controlMd,
});

export const pickActions = style({ display: 'flex', gap: vars.space['1'], flexShrink: 0 });

export const inlineForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const formRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space['2'], flexWrap: 'wrap' });

export const grow = style({ flex: '1 1 10rem', minWidth: 0 });

export const editorHead = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  flexWrap: 'wrap',
});

export const lengthSelect = style({ width: '10rem' });

export const counts = style([
  vars.type.bodySmall,
  { margin: 0, color: vars.color.text, fontVariantNumeric: 'tabular-nums' },
]);

export const countStrong = style({ fontWeight: vars.fontWeight.semibold });

export const editorTools = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], flexWrap: 'wrap' });

export const status = style([vars.type.bodySmall, { color: vars.color.textMuted, margin: 0 }]);

/** Keywords as chips, each with its remove button. */
export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const chip = style([
  vars.type.bodySmall,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    paddingLeft: vars.space['3'],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceMuted,
  },
]);

export const experience = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style([vars.type.label, { padding: `0 ${vars.space['1']}` }]);

/** The draft as it is written, and after. */
export const draft = style([
  vars.type.body,
  {
    margin: 0,
    padding: vars.space['4'],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    minHeight: '6rem',
  },
]);

export const unsupported = style({
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  padding: '0 2px',
});

export const actions = style({ display: 'flex', gap: vars.space['3'], flexWrap: 'wrap', alignItems: 'center' });

/** Findings of a review: each a row, a warning or a tip said in words and by its icon. */
export const findings = style([rowList, { gap: vars.space['3'] }]);

export const finding = style([
  row,
  { flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start', gap: vars.space['2'] },
]);

/** One point of a finding's row: the findings of one sentence stand one under the other. */
export const findingPoint = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const findingHead = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap' });

export const quote = style([
  vars.type.bodySmall,
  {
    margin: 0,
    paddingLeft: vars.space['3'],
    borderLeft: `3px solid ${vars.color.border}`,
    color: vars.color.textMuted,
  },
]);

/** A review's results: focused when they arrive (the ring shows only for the keyboard). */
export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusRing },
});

export const versions = style([rowList, { gap: vars.space['3'] }]);

export const version = style([
  row,
  { flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start', gap: vars.space['2'] },
]);

export const details = style([vars.type.bodySmall, { color: vars.color.text }]);

export const fullText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: `${vars.space['2']} 0 0` });

/** A handed-in answer: kept whole on a PDF page where it fits. */
export const handedIn = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const answerText = style([vars.type.body, { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }]);

export const checklist = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'] });
