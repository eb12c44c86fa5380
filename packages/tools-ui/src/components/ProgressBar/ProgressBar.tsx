import type { ReactNode } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  Label,
} from 'react-aria-components';
import { cx } from '../../internal/cx';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'style' | 'children'> {
  /** What is progressing, in Korean. */
  label: ReactNode;
  /** Show the value text (by default the percentage, or `valueLabel`). */
  showValue?: boolean;
  className?: string;
}

/** Progress of a task with a known length (or `isIndeterminate` without one), labelled and with its value. */
export function ProgressBar({ label, showValue = true, className, ...rest }: ProgressBarProps) {
  return (
    <AriaProgressBar {...rest} className={cx(styles.root, className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <span className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            {showValue && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : null}
          </span>
          <span className={styles.track}>
            <span
              className={cx(styles.fill, isIndeterminate && styles.indeterminate)}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
