import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';
import { rowList } from '../../framework/rows.css';
import { section } from '../../framework/screens.css';

export { actions, block, card, paragraph, result, section, status, toolbar } from '../../framework/screens.css';

const wide = 'screen and (min-width: 60rem)';

export const list = style([rowList, { gap: vars.space['2'] }]);

export const groupGrid = style({
  display: 'grid',
  gap: vars.space['2'],
  '@media': { [wide]: { gridTemplateColumns: '1fr 1fr' } },
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

export const muted = style([vars.type.bodySmall, { margin: 0, color: vars.color.textMuted }]);

export const fieldset = style([section, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);
