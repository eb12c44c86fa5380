import { type ReactNode, useRef } from 'react';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps, Input } from 'react-aria-components';
import { cx } from '../../internal/cx';
import { type FieldErrorMessage, FieldHelp, FieldLabel, markedInvalid } from '../../internal/FieldParts';
import * as fieldStyles from '../../internal/field.css';
import { useFocusAfterPaint } from '../../internal/useFocusAfterPaint';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  /** The visible label, in Korean. */
  label: ReactNode;
  /** Help under the field; linked to the input as its description. */
  description?: ReactNode;
  /** Shown when the field is invalid (`isInvalid`, or a failed `validate`/constraint). */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** The first and last value a date or number takes (the contract's domain, e.g. a day no later than today). */
  min?: string;
  max?: string;
  className?: string;
}

/** A single-line text input with label, description and error message; `autoFocus` focuses it once the screen is drawn. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  autoFocus,
  min,
  max,
  ...rest
}: TextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useFocusAfterPaint(input, autoFocus);
  return (
    <AriaTextField {...rest} isInvalid={markedInvalid(rest.isInvalid)} className={cx(fieldStyles.field, className)}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Input ref={input} className={fieldStyles.control} placeholder={placeholder} min={min} max={max} />
      <FieldHelp description={description} errorMessage={errorMessage} range={{ min, max }} />
    </AriaTextField>
  );
}
