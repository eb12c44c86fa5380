import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  maxWidth: '100%',
});

export const code = style({
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#ffffff',
  overflow: 'hidden',
});

export const svg = style({ display: 'block', width: '100%', height: '100%' });

export const caption = style([
  vars.type.bodySmall,
  {
    maxWidth: '20rem',
    color: vars.color.text,
    textAlign: 'center',
    overflowWrap: 'anywhere',
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const error = style([vars.type.bodySmall, { margin: 0, color: vars.color.dangerText }]);
