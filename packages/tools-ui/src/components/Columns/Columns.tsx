import type { ElementType, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { Box } from '../Box';
import * as styles from './Columns.css';

const alignItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  stretch: 'stretch',
} as const satisfies Record<string, Sprinkles['alignItems']>;

export interface ColumnsProps {
  /** `<Column>` elements. */
  children: ReactNode;
  space?: Sprinkles['gap'];
  alignY?: keyof typeof alignItems;
  as?: ElementType;
  className?: string;
}

/** A row of columns with even gutters; each Column takes a fraction, its content width, or the rest. */
export function Columns({ children, space = '6', alignY = 'top', as, className }: ColumnsProps) {
  return (
    <Box as={as} gap={space} alignItems={alignItems[alignY]} className={cx(styles.columns, className)}>
      {children}
    </Box>
  );
}

export interface ColumnProps {
  children?: ReactNode;
  width?: styles.ColumnWidth;
  as?: ElementType;
  className?: string;
}

export function Column({ children, width = 'fill', as, className }: ColumnProps) {
  return (
    <Box as={as} className={cx(styles.column[width], className)}>
      {children}
    </Box>
  );
}
