import type { SVGProps } from 'react';
import type { Quadrant } from '../types';
import * as styles from './MatrixPlot.css';
import { QUADRANT_COLOR } from './palette';

type MarkProps = { quadrant: Quadrant; x: number; y: number; r: number } & Omit<
  SVGProps<SVGElement>,
  'x' | 'y' | 'r' | 'ref'
>;

/**
 * A quadrant's mark centred at (x, y): a circle of radius `r`, or a square, a triangle or a diamond
 * inside the circle's square (the plot keeps that square clear of the dividers and the names).
 */
export function QuadrantMark({ quadrant, x, y, r, ...rest }: MarkProps) {
  const props = rest as SVGProps<SVGPolygonElement>;
  switch (QUADRANT_COLOR[quadrant].shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={r} {...(rest as SVGProps<SVGCircleElement>)} />;
    case 'square': {
      const half = r * 0.89;
      return (
        <rect x={x - half} y={y - half} width={2 * half} height={2 * half} {...(rest as SVGProps<SVGRectElement>)} />
      );
    }
    case 'triangle': {
      const half = r * 0.94;
      return (
        <polygon points={`${x},${y - half} ${x + half},${y + half * 0.8} ${x - half},${y + half * 0.8}`} {...props} />
      );
    }
    case 'diamond': {
      const half = r * 0.94;
      return <polygon points={`${x},${y - half} ${x + half},${y} ${x},${y + half} ${x - half},${y}`} {...props} />;
    }
  }
}

/** The mark as a legend's swatch beside its words (decorative: the words say the same). */
export function QuadrantSwatch({ quadrant }: { quadrant: Quadrant }) {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="-6 -6 12 12" className={styles.swatch}>
      <QuadrantMark quadrant={quadrant} x={0} y={0} r={4.6} className={styles.mark[quadrant]} />
    </svg>
  );
}
