import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { cx } from '../../internal/cx';
import { type FieldErrorMessage, FieldHelp, markedInvalid } from '../../internal/FieldParts';
import { Icon } from '../Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'style' | 'children'> {
  /** The label, in Korean; pressing it toggles the box. */
  children: ReactNode;
  /** A line of help under the label. */
  description?: ReactNode;
  /** Says what is wrong when the box is invalid (`isInvalid`, or a failed required check). */
  errorMessage?: FieldErrorMessage;
  className?: string;
}

/**
 * A check box with its label; shows a check mark (or a dash when indeterminate), not colour alone.
 * Read-only shows a given answer at full strength without letting it change.
 */
export function Checkbox({ children, description, errorMessage, className, ...rest }: CheckboxProps) {
  return (
    <CheckboxField {...rest} isInvalid={markedInvalid(rest.isInvalid)} className={cx(styles.field, className)}>
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? <Icon name="minus" size="sm" /> : isSelected ? <Icon name="check" size="sm" /> : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      <div className={styles.help}>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </div>
    </CheckboxField>
  );
}
