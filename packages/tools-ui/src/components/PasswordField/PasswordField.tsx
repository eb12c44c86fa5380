import { type ReactNode, useState } from 'react';
import {
  Button as AriaButton,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import { cx } from '../../internal/cx';
import { type FieldErrorMessage, FieldHelp, FieldLabel, markedInvalid } from '../../internal/FieldParts';
import * as fieldStyles from '../../internal/field.css';
import { Icon } from '../Icon';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** Start with the password shown. */
  defaultRevealed?: boolean;
  className?: string;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label = '비밀번호',
  description,
  errorMessage,
  placeholder,
  defaultRevealed = false,
  autoComplete = 'current-password',
  className,
  ...rest
}: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(defaultRevealed);
  return (
    <AriaTextField
      {...rest}
      isInvalid={markedInvalid(rest.isInvalid)}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className={styles.group}>
        <Input className={cx(fieldStyles.control, styles.input)} placeholder={placeholder} />
        <AriaButton
          className={styles.toggle}
          aria-label={revealed ? '비밀번호 숨기기' : '비밀번호 보기'}
          isDisabled={rest.isDisabled}
          onPress={() => setRevealed((current) => !current)}
        >
          <Icon name={revealed ? 'eyeOff' : 'eye'} />
        </AriaButton>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
