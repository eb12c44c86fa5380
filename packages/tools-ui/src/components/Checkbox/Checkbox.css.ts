import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';

const boxSize = '1.25rem';
const boxGap = vars.space['3'];

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const checkbox = style([
  vars.type.body,
  {
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: boxGap,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
      // Reviewing answers: the chosen ones at full strength, the others stepped back (as in RadioGroup).
      '&[data-readonly]': { cursor: 'default' },
      '&[data-readonly]:not([data-selected])': { color: vars.color.textMuted },
      '&[data-readonly][data-selected]': { fontWeight: vars.fontWeight.semibold },
    },
  },
]);

export const box = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: boxSize,
  height: boxSize,
  // Centre the box on the first line of the label.
  marginTop: `calc((1lh - ${boxSize}) / 2)`,
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
    [`${checkbox}[data-disabled] &`]: {
      background: vars.color.disabledBackground,
      borderColor: vars.color.disabledBorder,
    },
    // A disabled answer still shows: a grey box with a white mark (3:1 or more, contrast.test.ts).
    [`${checkbox}[data-disabled][data-selected] &, ${checkbox}[data-disabled][data-indeterminate] &`]: {
      background: vars.color.disabledText,
      borderColor: vars.color.disabledText,
    },
  },
});

// Description and error line up with the label's text, not with the box.
export const help = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingLeft: `calc(${boxSize} + ${boxGap})`,
  selectors: { '&:empty': { display: 'none' } },
});
