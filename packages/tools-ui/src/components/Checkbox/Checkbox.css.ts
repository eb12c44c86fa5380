import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' } },
});

export const box = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '1.25rem',
  height: '1.25rem',
  // Centre the box on the first line of the label (line height 1.6).
  marginTop: '0.175em',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textOnBrand,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-disabled] &`]: { background: vars.color.disabledBackground, borderColor: vars.color.border },
    [`${checkbox}[data-disabled][data-selected] &`]: { color: vars.color.disabledText },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
