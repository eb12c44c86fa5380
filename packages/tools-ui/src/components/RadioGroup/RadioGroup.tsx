import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { cx } from '../../internal/cx';
import { type FieldErrorMessage, FieldHelp, FieldLabel, markedInvalid } from '../../internal/FieldParts';
import * as fieldStyles from '../../internal/field.css';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'> {
  /** The question the options answer, in Korean. */
  label: ReactNode;
  /** The options: `<Radio value="…">…</Radio>` elements. */
  children: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  className?: string;
}

/** One choice from a few visible options; arrow keys move between them. */
export function RadioGroup({ label, children, description, errorMessage, className, ...rest }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      isInvalid={markedInvalid(rest.isInvalid)}
      className={cx(fieldStyles.field, styles.group, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className={styles.options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** One option of a RadioGroup. */
export function Radio({ children, description, className, ...rest }: RadioProps) {
  return (
    <AriaRadio {...rest} className={cx(styles.radio, className)}>
      <span className={styles.circle} aria-hidden="true" />
      <span className={styles.text}>
        <span>{children}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
    </AriaRadio>
  );
}
