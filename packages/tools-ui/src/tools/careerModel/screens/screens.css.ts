import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';
import { rowList } from '../../framework/rows.css';

export { actions, block, card, paragraph, section, status, toolbar } from '../../framework/screens.css';

const wide = 'screen and (min-width: 60rem)';

export const basis = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [wide]: { gridTemplateColumns: '1fr 1fr' } },
});

export const list = style([rowList, { gap: vars.space['3'] }]);

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const head = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap', alignItems: 'center' });

export const reasons = style([
  rowList,
  { gap: vars.space['1'], paddingLeft: vars.space['3'], borderLeft: `3px solid ${vars.color.border}` },
]);

export const reason = style([
  vars.type.bodySmall,
  { margin: 0, display: 'flex', gap: vars.space['2'], alignItems: 'baseline' },
]);

export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [wide]: { gridTemplateColumns: '1fr 1fr' } },
});

export const muted = style([vars.type.bodySmall, { margin: 0, color: vars.color.textMuted }]);
