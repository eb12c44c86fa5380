import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], border: 0, padding: 0 });

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  selectors: { '[data-orientation=horizontal] > &': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space['6'] } },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' } },
});

export const circle = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.175em',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  transition: `border-width ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    // Selected reads as a ring with a dot (shape), not only as a colour change.
    [`${radio}[data-selected] &`]: { borderWidth: '6px', borderColor: vars.color.brand },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-disabled] &`]: { background: vars.color.disabledBackground, borderColor: vars.color.border },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
