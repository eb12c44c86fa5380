import { style, styleVariants } from '@vanilla-extract/css';
import type { ButtonSize } from '../Button/Button.css';

export const iconButton = style({ paddingInline: 0, flexShrink: 0 });

export const square = styleVariants({
  sm: { width: '2.25rem' },
  md: { width: '2.75rem' },
  lg: { width: '3.25rem' },
} satisfies Record<ButtonSize, object>);
