import type { FormHTMLAttributes, Ref } from 'react';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /**
   * Called when the form is sent (its button, or Enter in a field) and the browser's own checks
   * pass; the page never reloads. The form element is given for the rare screen that reads it.
   */
  onSubmit(form: HTMLFormElement): unknown;
  ref?: Ref<HTMLFormElement>;
}

/**
 * The one form element of the product (decision 050): every screen's form is this, so sending
 * never reloads the page and an async handler's promise is never left floating.
 */
export function Form({ onSubmit, ...props }: FormProps) {
  return (
    <form
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event.currentTarget);
      }}
    />
  );
}
