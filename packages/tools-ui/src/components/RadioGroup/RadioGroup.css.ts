import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';

const circleSize = '1.25rem';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], border: 0, padding: 0 });

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  selectors: { '[data-orientation=horizontal] > &': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space['6'] } },
});

export const radio = style([
  vars.type.body,
  {
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
      // Reviewing answers: the chosen one at full strength, the others stepped back.
      '&[data-readonly]': { cursor: 'default' },
      '&[data-readonly]:not([data-selected])': { color: vars.color.textMuted },
      '&[data-readonly][data-selected]': { fontWeight: vars.fontWeight.semibold },
    },
  },
]);

export const circle = style({
  flexShrink: 0,
  width: circleSize,
  height: circleSize,
  marginTop: `calc((1lh - ${circleSize}) / 2)`,
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
    [`${radio}[data-disabled] &`]: {
      background: vars.color.disabledBackground,
      borderColor: vars.color.disabledBorder,
    },
    // The ring of a disabled answer stays 3:1 from its dot, so the answer does not disappear.
    [`${radio}[data-disabled][data-selected] &`]: { borderColor: vars.color.disabledText },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const description = style([
  vars.type.bodySmall,
  {
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.regular,
    // Part of the option: greyed with it when disabled.
    selectors: { [`${radio}[data-disabled] &`]: { color: vars.color.disabledText } },
  },
]);
