import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { cx } from '../../internal/cx';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  /** What the switch turns on, in Korean. */
  children: ReactNode;
  /** Show '켜짐'/'꺼짐' next to the label, so the state is read as text as well as position. */
  showState?: boolean;
  className?: string;
}

/** An on/off setting that takes effect at once (use a Checkbox inside forms that are submitted). */
export function Switch({ children, showState = true, className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={cx(styles.switchRoot, className)}>
      {({ isSelected }) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          <span>{children}</span>
          {/* The switch role already announces on/off; this text is for sighted users. */}
          {showState ? (
            <span className={styles.state} aria-hidden="true">
              {isSelected ? '켜짐' : '꺼짐'}
            </span>
          ) : null}
        </>
      )}
    </AriaSwitch>
  );
}
