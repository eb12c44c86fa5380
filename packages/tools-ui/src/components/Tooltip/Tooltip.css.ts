import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(2px)' }, to: { opacity: 1 } });

export const tooltip = style([
  vars.type.bodySmall,
  {
    maxWidth: '20rem',
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.sm,
    background: vars.color.text,
    color: vars.color.surface,
    boxShadow: vars.shadow.md,
    zIndex: vars.zIndex.popover,
    wordBreak: 'keep-all',
    selectors: {
      '&[data-entering]': { animation: `${appear} ${vars.duration.fast} ease-out` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);

export const arrow = style({
  display: 'block',
  fill: vars.color.text,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});
