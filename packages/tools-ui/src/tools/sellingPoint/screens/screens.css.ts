import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';
import { rowList } from '../../framework/rows.css';

export { actions, block, card, paragraph, result, section, status, toolbar } from '../../framework/screens.css';

const wide = 'screen and (min-width: 60rem)';

export const list = style([rowList, { gap: vars.space['2'] }]);

export const chosenCard = style({ borderColor: vars.color.brand, boxShadow: `inset 4px 0 0 ${vars.color.brand}` });

/** The paragraphs side by side to compare, two to a row from a laptop's width. */
export const versions = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [wide]: { gridTemplateColumns: '1fr 1fr' } },
});

/** One set of keywords under its heading. */
export const keywordSet = style({ display: 'grid', gap: vars.space['3'] });

export const keywordGrid = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [wide]: { gridTemplateColumns: '1fr 1fr' } },
});

export const meaning = style([vars.type.bodySmall, { margin: 0, color: vars.color.textMuted }]);

export const unsupported = style({
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  padding: '0 2px',
});

/** A search field with its button on the field's line (below the label). */
export const searchRow = style({ display: 'flex', gap: vars.space['3'], flexWrap: 'wrap', alignItems: 'flex-end' });
