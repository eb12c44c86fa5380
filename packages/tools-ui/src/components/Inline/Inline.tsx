import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { Box } from '../Box';

export const inlineAlignments = ['start', 'center', 'end', 'between'] as const;
export const inlineVerticalAlignments = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlign = (typeof inlineAlignments)[number];
export type InlineAlignY = (typeof inlineVerticalAlignments)[number];

const justify = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const satisfies Record<InlineAlign, Sprinkles['justifyContent']>;

const alignItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
} as const satisfies Record<InlineAlignY, Sprinkles['alignItems']>;

/** Attributes a layout element may need to be a named list or landmark. */
type Naming = Pick<HTMLAttributes<HTMLElement>, 'id' | 'role' | 'aria-label' | 'aria-labelledby'>;

export interface InlineProps extends Naming {
  children: ReactNode;
  space?: Sprinkles['gap'];
  align?: InlineAlign;
  alignY?: InlineAlignY;
  /** Let items wrap to the next line when they run out of room (default). */
  wrap?: boolean;
  as?: ElementType;
  className?: string;
}

/** Items side by side with even space, wrapping when needed: buttons, badges, tags. */
export function Inline({
  children,
  space = '3',
  align = 'start',
  alignY = 'center',
  wrap = true,
  as,
  className,
  ...naming
}: InlineProps) {
  return (
    <Box
      {...naming}
      as={as}
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      justifyContent={justify[align]}
      alignItems={alignItems[alignY]}
      className={className}
    >
      {children}
    </Box>
  );
}
