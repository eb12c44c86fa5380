import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps, TextArea } from 'react-aria-components';
import { cx } from '../../internal/cx';
import { type FieldErrorMessage, FieldHelp, FieldLabel } from '../../internal/FieldParts';
import * as fieldStyles from '../../internal/field.css';
import * as styles from './AutosizeTextarea.css';
import { type AutosizeVariant, fitTextarea } from './autosize';

export interface AutosizeTextareaProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** Room below the text: 60 px by default, 10 px compact (spec §9). */
  variant?: AutosizeVariant;
  /** Lines it is at least as tall as. */
  rows?: number;
  className?: string;
}

/** A multi-line text input that grows with what is typed, always with room below the last line. */
export function AutosizeTextarea({
  label,
  description,
  errorMessage,
  placeholder,
  variant = 'default',
  rows = 2,
  className,
  onChange,
  ...rest
}: AutosizeTextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const fit = useCallback(() => {
    if (ref.current) fitTextarea(ref.current, variant);
  }, [variant]);

  // Before paint, whenever the value or the variant changes: no frame at the wrong height.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new controlled value is new text in the DOM to fit.
  useLayoutEffect(fit, [fit, rest.value]);
  // A different width wraps the lines differently.
  useEffect(() => {
    const textarea = ref.current;
    if (!textarea || typeof ResizeObserver === 'undefined') return;
    let width = textarea.clientWidth;
    const observer = new ResizeObserver(() => {
      if (textarea.clientWidth === width) return;
      width = textarea.clientWidth;
      fit();
    });
    observer.observe(textarea);
    return () => observer.disconnect();
  }, [fit]);

  return (
    <AriaTextField
      {...rest}
      onChange={(value) => {
        onChange?.(value);
        // Uncontrolled: the DOM already holds the new text.
        if (rest.value === undefined) fit();
      }}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <TextArea ref={ref} rows={rows} placeholder={placeholder} className={cx(fieldStyles.control, styles.textarea)} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
