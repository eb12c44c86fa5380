import { type ReactNode, useState } from 'react';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps, TextArea } from 'react-aria-components';
import { cx } from '../../internal/cx';
import { type FieldErrorMessage, FieldHelp, FieldLabel, markedInvalid } from '../../internal/FieldParts';
import * as fieldStyles from '../../internal/field.css';
import * as styles from './Textarea.css';

export interface TextareaProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** Visible lines before it scrolls; the user may drag it taller. */
  rows?: number;
  className?: string;
}

/** A multi-line text input. With `maxLength` it shows how many characters are used. */
export function Textarea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  onChange,
  ...rest
}: TextareaProps) {
  const [uncontrolledLength, setUncontrolledLength] = useState(rest.defaultValue?.length ?? 0);
  const length = rest.value !== undefined ? rest.value.length : uncontrolledLength;
  return (
    <AriaTextField
      {...rest}
      isInvalid={markedInvalid(rest.isInvalid)}
      onChange={(value) => {
        setUncontrolledLength(value.length);
        onChange?.(value);
      }}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <TextArea className={cx(fieldStyles.control, styles.textarea)} rows={rows} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
      {rest.maxLength !== undefined ? (
        // Read on demand, not live: announcing every keystroke would drown out the typing.
        <span className={styles.count}>
          {length.toLocaleString('ko-KR')} / {rest.maxLength.toLocaleString('ko-KR')}자
        </span>
      ) : null}
    </AriaTextField>
  );
}
