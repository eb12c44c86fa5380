import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';
import { rowList } from '../../framework/rows.css';

export { actions, block, card, flowBlock, paragraph, section, status, toolbar } from '../../framework/screens.css';

const wide = 'screen and (min-width: 60rem)';

export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [wide]: { gridTemplateColumns: '1fr 1fr' } },
});

export const list = style([rowList, { gap: vars.space['2'], counterReset: 'question' }]);

export const questionRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const badges = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap', alignItems: 'center' });

export const asked = style([
  vars.type.subheading,
  { margin: 0, padding: vars.space['4'], borderRadius: vars.radius.md, background: vars.color.surfaceMuted },
]);

export const scores = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [wide]: { gridTemplateColumns: '1fr 1fr' } },
});

export const stageNav = style({
  display: 'flex',
  gap: vars.space['2'],
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const compare = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style([
  vars.type.body,
  {
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderBottom: `1px solid ${vars.color.border}`,
    textAlign: 'left',
  },
]);

export const figure = style([cell, { fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' }]);

export const muted = style([vars.type.bodySmall, { margin: 0, color: vars.color.textMuted }]);

/** One answer looked back on in the report: parts one under another, set apart by a rule. */
export const answerReview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});
