import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  children: ReactNode;
}

/** Text for assistive technology only: a status or a name that sighted users get from the layout. */
export function VisuallyHidden({ children, className, ...rest }: VisuallyHiddenProps) {
  return (
    <span {...rest} className={cx(styles.visuallyHidden, className)}>
      {children}
    </span>
  );
}
