import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

// On paper only the sheet prints: everything else on the page is hidden, the sheet moved to the top.
export const sheet = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space['3'],
  '@media': {
    print: {
      position: 'absolute',
      insetBlockStart: 0,
      insetInlineStart: 0,
      width: '100%',
      gridTemplateColumns: 'repeat(2, 1fr)',
    },
  },
});

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  breakInside: 'avoid',
  textAlign: 'center',
});

export const name = style({ fontWeight: 700, fontSize: '1.125rem', margin: 0 });

// Only while the sheet is on the page: the rule is global once this file's CSS is loaded, and every
// other page (a result printed as a report) must still print.
globalStyle(`body:has(${sheet}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`body:has(${sheet}) ${sheet}, body:has(${sheet}) ${sheet} *`, {
  '@media': { print: { visibility: 'visible' } },
});
