import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({ breakInside: 'avoid' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const confidence = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const icon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.textMuted });

export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
