import { cx } from '../../internal/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** What is being loaded, for screen readers ("문항을 불러오는 중"). */
  label: string;
  /** How many placeholder rows. */
  lines?: number;
  /** Rows the height of a questionnaire item instead of a line of text. */
  variant?: 'text' | 'block';
  className?: string;
}

/** A quiet placeholder in the shape of what is loading, so the page does not jump when it arrives. */
export function Skeleton({ label, lines = 3, variant = 'text', className }: SkeletonProps) {
  return (
    <div className={cx(styles.skeleton, className)} role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: lines }, (_, row) => `row-${row}`).map((key) => (
        <span key={key} className={variant === 'block' ? styles.block : styles.line} aria-hidden="true" />
      ))}
    </div>
  );
}
