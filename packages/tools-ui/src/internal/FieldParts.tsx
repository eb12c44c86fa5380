// Imported from react-aria's shared types package directly (not re-exported through
// react-aria-components) so TypeScript can name these types in emitted declarations, stories' included.
import type { ValidationResult } from '@react-types/shared';
import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { Icon } from '../components/Icon';
import * as styles from './field.css';

/** An error message, or a function of the validation state that returns one. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/** Korean wording for the browser's own constraint checks, so no English message reaches the user. */
export function koreanValidationMessage(
  { validationDetails, validationErrors }: ValidationResult,
  range: { min?: string; max?: string } = {},
): string {
  if (validationDetails.valueMissing) return '필수 입력 항목입니다.';
  if (validationDetails.rangeUnderflow || validationDetails.rangeOverflow) {
    const { min, max } = range;
    if (min || max) return `${min ? `${min}부터 ` : ''}${max ? `${max}까지 ` : ''}입력할 수 있습니다.`;
  }
  if (validationDetails.typeMismatch || validationDetails.patternMismatch) return '형식이 올바르지 않습니다.';
  if (validationDetails.tooShort) return '입력한 내용이 너무 짧습니다.';
  if (validationDetails.tooLong) return '입력한 내용이 너무 깁니다.';
  return validationErrors.join(' ') || '입력한 내용을 확인해 주세요.';
}

/**
 * What a field passes to react-aria as `isInvalid`: true when the caller marks it (a server's
 * refusal), otherwise unset. An explicit `false` would switch off the field's own checks (required,
 * min, max), so sent empty it would show nothing (issue 37).
 */
export function markedInvalid(isInvalid: boolean | undefined): true | undefined {
  return isInvalid ? true : undefined;
}

export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  if (!isRequired) return <Label className={styles.label}>{children}</Label>;
  return (
    <span className={styles.labelRow}>
      <Label className={styles.label}>{children}</Label>
      {/* aria-required already tells assistive technology; the mark, outside the label so the
          label's text stays the field's name, is for sighted users. */}
      <span className={styles.requiredMark} aria-hidden="true">
        *
      </span>
    </span>
  );
}

/** Description and error under a control; react-aria links both to it with aria-describedby. */
export function FieldHelp({
  description,
  errorMessage,
  range,
}: {
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** The input's own `min` and `max`, to word the browser's range check. */
  range?: { min?: string; max?: string };
}) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>
        {(validation) => (
          <>
            <Icon name="alert" size="sm" className={styles.errorIcon} />
            <span>
              {typeof errorMessage === 'function'
                ? errorMessage(validation)
                : (errorMessage ?? koreanValidationMessage(validation, range))}
            </span>
          </>
        )}
      </FieldError>
    </>
  );
}
