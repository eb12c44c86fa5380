import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';
import { rowList } from '../../framework/rows.css';

export {
  actions,
  block,
  paragraph as story,
  questionButton,
  questionLabel,
  result,
  section,
  status,
  toolbar,
} from '../../framework/screens.css';

// The interview: the questions on the left from a laptop's width (each main one with its follow-ups
// under it), the open question on the right; one above the other on a narrow screen.

const wide = 'screen and (min-width: 60rem)';

export const workspace = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], minWidth: 0 });

export const questionList = style([rowList, { gap: vars.space['2'] }]);

export const followList = style([
  rowList,
  { gap: vars.space['2'], marginTop: vars.space['2'], paddingLeft: vars.space['4'] },
]);

export const questionStatus = style([vars.type.caption, { color: vars.color.textMuted }]);

/** Why a question is asked: set apart from the question, quieter. */
export const why = style([
  vars.type.bodySmall,
  {
    margin: 0,
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderLeft: `3px solid ${vars.color.border}`,
    color: vars.color.textMuted,
  },
]);

/** The answer and its rewrite side by side from a laptop's width. */
export const compare = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [wide]: { gridTemplateColumns: '1fr 1fr' } },
});

export const textBox = style([
  vars.type.body,
  {
    margin: 0,
    padding: vars.space['4'],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
]);

/** Words the rewrite took out (struck through) and put in (underlined), said in words for screen readers too. */
export const removed = style({
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  textDecoration: 'line-through',
});

export const added = style({
  background: vars.color.successSoft,
  color: vars.color.successText,
  textDecoration: 'underline',
  textDecorationThickness: '2px',
});

export const unsupported = style({
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  padding: '0 2px',
});

export const list = style([vars.type.bodySmall, { margin: 0, paddingLeft: vars.space['5'], color: vars.color.text }]);

export const suggestionRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
