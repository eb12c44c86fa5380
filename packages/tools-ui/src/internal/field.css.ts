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

export const label = style([vars.type.label, { color: vars.color.text, cursor: 'default' }]);

export const labelRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['1'] });

export const requiredMark = style({
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.bold,
});

export const description = style([vars.type.bodySmall, { color: vars.color.textMuted }]);

export const error = style([
  vars.type.bodySmall,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['1'],
    fontWeight: vars.fontWeight.medium,
    color: vars.color.dangerText,
  },
]);

export const errorIcon = style({ flexShrink: 0, marginTop: '0.2em' });

/** Text inputs, textareas and the select trigger share one look and one set of states. */
export const control = style({
  width: '100%',
  minHeight: vars.density.controlMd,
  paddingBlock: vars.density.fieldBlock,
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  // One line fits the compact height as well as the comfortable one.
  lineHeight: vars.lineHeight.snug,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&:focus-visible, &[data-focus-visible], &[data-focused]': { ...focusRing, borderColor: vars.color.brand },
    '&[data-invalid], &[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    // Read-only (an answer under review): full-strength text on the muted surface, nothing to hover.
    '&[readonly]': { background: vars.color.surfaceMuted, borderColor: vars.color.borderStrong, cursor: 'default' },
    '&[data-disabled], &:disabled': {
      background: vars.color.disabledBackground,
      color: vars.color.disabledText,
      borderColor: vars.color.disabledBorder,
      cursor: 'not-allowed',
    },
  },
});
