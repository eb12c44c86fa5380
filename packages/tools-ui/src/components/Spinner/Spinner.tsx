import { useId } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** What is happening, in Korean; announced, and shown when `showLabel` is set. */
  label?: string;
  /** Show the label beside the spinner, not only to assistive technology. */
  showLabel?: boolean;
  size?: styles.SpinnerSize;
  /** Take the surrounding text colour (inside buttons) instead of the brand colour. */
  inheritColor?: boolean;
  className?: string;
}

/**
 * An indeterminate progress indicator (role progressbar, no value: ARIA's indeterminate form) for
 * waits without a known length. Plain elements rather than react-aria's ProgressBar, whose number
 * formatting (for a value a spinner never has) weighs 1.5 KiB on every sign-in page.
 */
export function Spinner({
  label = '불러오는 중',
  showLabel = false,
  size = 'md',
  inheritColor,
  className,
}: SpinnerProps) {
  const labelId = useId();
  return (
    <div
      role="progressbar"
      aria-label={showLabel ? undefined : label}
      aria-labelledby={showLabel ? labelId : undefined}
      className={cx(styles.root, inheritColor && styles.inherit, className)}
    >
      <svg viewBox="0 0 24 24" className={cx(styles.circle, styles.size[size])} aria-hidden="true">
        <circle className={styles.track} cx="12" cy="12" r="9" />
        <path className={styles.arc} d="M12 3a9 9 0 0 1 9 9" />
      </svg>
      {showLabel ? (
        <span id={labelId} className={styles.visibleLabel}>
          {label}
        </span>
      ) : null}
    </div>
  );
}
