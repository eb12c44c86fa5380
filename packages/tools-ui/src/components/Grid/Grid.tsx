import type { ElementType, ReactNode } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { Box } from '../Box';

export interface GridProps {
  children: ReactNode;
  space?: Sprinkles['gap'];
  /** A fixed number of equal columns. */
  columns?: number;
  /** Otherwise: as many columns as fit, none narrower than this (CSS length). */
  minItemWidth?: string;
  as?: ElementType;
  className?: string;
}

/** Equal tiles in rows: card lists, option boards. */
export function Grid({ children, space = '4', columns, minItemWidth = '16rem', as, className }: GridProps) {
  const gridTemplateColumns = columns
    ? `repeat(${columns}, minmax(0, 1fr))`
    : `repeat(auto-fill, minmax(min(${minItemWidth}, 100%), 1fr))`;
  return (
    <Box as={as} display="grid" gap={space} className={className} style={{ gridTemplateColumns }}>
      {children}
    </Box>
  );
}
