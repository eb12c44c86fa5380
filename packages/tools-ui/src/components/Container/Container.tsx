import type { ElementType, ReactNode } from 'react';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { Box } from '../Box';

export const containerWidths = ['narrow', 'medium', 'wide'] as const;
export type ContainerWidth = (typeof containerWidths)[number];

export interface ContainerProps {
  children: ReactNode;
  /** narrow: forms and sign-in; medium: reading and tool steps; wide: dashboards and tables. */
  width?: ContainerWidth;
  /** Space on the left and right inside the container. */
  gutter?: Sprinkles['paddingX'];
  as?: ElementType;
  className?: string;
}

/** Centres content at a readable width with side gutters. */
export function Container({ children, width = 'wide', gutter = '6', as, className }: ContainerProps) {
  return (
    <Box as={as} width="full" maxWidth={width} marginX="auto" paddingX={gutter} className={className}>
      {children}
    </Box>
  );
}
