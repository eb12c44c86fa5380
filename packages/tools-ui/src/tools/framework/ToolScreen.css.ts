import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  maxWidth: '56rem',
  margin: '0 auto',
  padding: `${vars.space['8']} 0 ${vars.space['16']}`,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const headerRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const eyebrow = style([vars.type.label, { color: vars.color.accentText, margin: 0 }]);

export const description = style([vars.type.body, { color: vars.color.textMuted, margin: 0, maxWidth: '44rem' }]);

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['4'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const footerEnd = style({ display: 'flex', gap: vars.space['3'], marginLeft: 'auto' });

/** The screen's title: focused by script after a page turn, it is a place to start reading, not a control. */
export const heading = style({ selectors: { '&:focus': { outline: 'none' } } });
