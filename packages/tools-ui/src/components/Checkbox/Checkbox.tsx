import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { cx } from '../../internal/cx';
import { Icon } from '../Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The label, in Korean; pressing it toggles the box. */
  children: ReactNode;
  /** A line of help under the label. */
  description?: ReactNode;
  className?: string;
}

/** A check box with its label; shows a check mark (or a dash when indeterminate), not colour alone. */
export function Checkbox({ children, description, className, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={cx(styles.checkbox, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <Icon name="minus" size="sm" /> : isSelected ? <Icon name="check" size="sm" /> : null}
          </span>
          <span className={styles.text}>
            <span>{children}</span>
            {description ? <span className={styles.description}>{description}</span> : null}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}
