import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The value of a field in a form drawn at build time (decision 012). A person may type before the
 * page comes alive; what they typed is still in the input when this first runs (before the first
 * repaint, and before a re-render would set the input to the field's empty value): it becomes the
 * field's value instead of being wiped. The field must be controlled with the pair this returns.
 */
export function useDrawnField(
  form: RefObject<HTMLFormElement | null>,
  name: string,
): [string, (value: string) => void] {
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    const input = form.current?.elements.namedItem(name);
    const typed = input instanceof HTMLInputElement ? input.value : '';
    if (typed) setValue((current) => current || typed);
  }, [form, name]);
  return [value, setValue];
}
