import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import type { ButtonSize } from '../Button/Button.css';

export const iconButton = style({ paddingInline: 0, flexShrink: 0 });

export const square = styleVariants({
  sm: { width: vars.density.controlSm },
  md: { width: vars.density.controlMd },
  lg: { width: vars.density.controlLg },
} satisfies Record<ButtonSize, object>);
