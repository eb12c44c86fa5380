import { Label, ProgressBar } from 'react-aria-components';
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

/** An indeterminate progress indicator (role progressbar) for waits without a known length. */
export function Spinner({
  label = '불러오는 중',
  showLabel = false,
  size = 'md',
  inheritColor,
  className,
}: SpinnerProps) {
  return (
    <ProgressBar
      isIndeterminate
      aria-label={showLabel ? undefined : label}
      className={cx(styles.root, inheritColor && styles.inherit, className)}
    >
      <svg viewBox="0 0 24 24" className={cx(styles.circle, styles.size[size])} aria-hidden="true">
        <circle className={styles.track} cx="12" cy="12" r="9" />
        <path className={styles.arc} d="M12 3a9 9 0 0 1 9 9" />
      </svg>
      {showLabel ? (
        <Label elementType="span" className={styles.visibleLabel}>
          {label}
        </Label>
      ) : null}
    </ProgressBar>
  );
}
