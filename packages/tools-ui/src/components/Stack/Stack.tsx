import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { Box } from '../Box';

export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAlignments)[number];

const alignItems = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
} as const satisfies Record<StackAlign, Sprinkles['alignItems']>;

/** Attributes a layout element may need to be a named list or landmark. */
type Naming = Pick<HTMLAttributes<HTMLElement>, 'id' | 'role' | 'aria-label' | 'aria-labelledby'>;

export interface StackProps extends Naming {
  children: ReactNode;
  /** Space between the items, from the theme's spacing scale. */
  space?: Sprinkles['gap'];
  /** Horizontal alignment of the items. */
  align?: StackAlign;
  as?: ElementType;
  className?: string;
}

/** Items one under another with even space between them. */
export function Stack({ children, space = '4', align = 'stretch', as, className, ...naming }: StackProps) {
  return (
    <Box
      {...naming}
      as={as}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignItems[align]}
      className={className}
    >
      {children}
    </Box>
  );
}
