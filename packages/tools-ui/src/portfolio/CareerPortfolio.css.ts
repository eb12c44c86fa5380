import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

export const report = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const block = style({ breakInside: 'avoid' });

export const list = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

/** The timeline: a line down the left, each result a point on it. */
export const timeline = style({
  listStyle: 'none',
  // Room for the points, which sit across the line (a report's page clips what leaves its box).
  margin: `0 0 0 ${vars.space['2']}`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  borderLeft: `2px solid ${vars.color.border}`,
});

export const entry = style({
  position: 'relative',
  paddingLeft: vars.space['5'],
  breakInside: 'avoid',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  '::before': {
    content: '""',
    position: 'absolute',
    left: `calc(-1 * ${vars.space['2']} + -1px)`,
    top: '0.4em',
    width: vars.space['3'],
    height: vars.space['3'],
    borderRadius: '50%',
    background: vars.color.brand,
  },
});

export const held = style({ '::before': { background: vars.color.border } });

export const note = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});

/** A term and its detail: the grid's row (a `div` in the list, as HTML allows). */
export const fact = style({ display: 'contents' });

export const term = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

export const detail = style({ margin: 0 });
