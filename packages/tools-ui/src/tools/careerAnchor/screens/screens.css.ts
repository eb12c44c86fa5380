import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/vars.css';

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
  steps,
  toolbar,
} from '../../framework/screens.css';

export const anchorGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['4'],
});

export const progressRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });
