import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const memo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minHeight: '64px',
  breakInside: 'avoid',
  // Paper only: the PDF's copy shows it (cloneForPdf), and so does print.
  '@media': { screen: { display: 'none' } },
});
