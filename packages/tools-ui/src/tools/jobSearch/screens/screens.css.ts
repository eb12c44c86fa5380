import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';
import { rowList } from '../../framework/rows.css';

export { block, result, toolbar } from '../../framework/screens.css';

const wide = 'screen and (min-width: 60rem)';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const actions = style({ display: 'flex', gap: vars.space['3'], flexWrap: 'wrap', alignItems: 'center' });

export const list = style([rowList, { gap: vars.space['2'] }]);

export const groupGrid = style({
  display: 'grid',
  gap: vars.space['2'],
  '@media': { [wide]: { gridTemplateColumns: '1fr 1fr' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style([
  vars.type.bodySmall,
  {
    padding: `${vars.space['1']} ${vars.space['3']}`,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceMuted,
    border: `1px solid ${vars.color.border}`,
  },
]);

export const weeks = style([rowList, { gap: vars.space['3'] }]);

export const paragraph = style([vars.type.body, { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }]);

export const muted = style([vars.type.bodySmall, { margin: 0, color: vars.color.textMuted }]);

export const status = style([vars.type.bodySmall, { color: vars.color.textMuted, margin: 0 }]);

export const fieldset = style([section, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);
