import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    // The select's own state lives on the wrapper; mirror it on the trigger that carries the look.
    '[data-invalid] > &': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    '[data-open] > &': { borderColor: vars.color.brand },
  },
});

export const value = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
});

export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: '12rem',
  maxHeight: '20rem',
  overflow: 'auto',
  padding: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
});

export const listBox = style({ outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.5rem',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold, color: vars.color.brandText },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const check = style({ marginLeft: 'auto', color: vars.color.brand });

export const empty = style([
  vars.type.bodySmall,
  { paddingBlock: vars.space['3'], paddingInline: vars.space['3'], color: vars.color.textMuted },
]);
