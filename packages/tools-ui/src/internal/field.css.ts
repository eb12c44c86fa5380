import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus.css';
import { vars } from '../styles/vars.css';

/** The column every form field stacks in: label, control, description, error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'default',
});

export const labelRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['1'] });

export const requiredMark = style({
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.dangerText,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.2em' });

/** Text inputs, textareas and the select trigger share one look and one set of states. */
export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&:focus-visible, &[data-focus-visible], &[data-focused]': { ...focusRing, borderColor: vars.color.brand },
    '&[data-invalid], &[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&[data-disabled], &:disabled': {
      background: vars.color.disabledBackground,
      color: vars.color.disabledText,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
});
