import { type RefObject, useEffect, useRef } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { announce } from './announce';

// Kept while pending, as react-aria keeps them: focus, and what tooltips listen to.
const KEPT = /Focus|Blur|Hover|Pointer(Enter|Leave|Over|Out)|Mouse(Enter|Leave|Over|Out)/;

/**
 * react-aria's `isPending`, with the wait announced as text (see `announce`): presses ignored,
 * no implicit sending of the form, `aria-disabled`, and `data-loading` for the cursor. The wait is
 * announced when it starts while the button has focus.
 */
export function usePending<P extends AriaButtonProps>(
  props: P,
  isPending: boolean,
  label: string,
  button: RefObject<HTMLButtonElement | null>,
): P {
  const wasPending = useRef(isPending);
  useEffect(() => {
    if (isPending && !wasPending.current && button.current === document.activeElement) announce(label);
    wasPending.current = isPending;
  }, [isPending, label, button]);
  if (!isPending) return props;
  const kept = Object.fromEntries(Object.entries(props).filter(([key]) => !key.startsWith('on') || KEPT.test(key)));
  const pending = {
    type: props.type === 'submit' ? 'button' : props.type,
    'aria-disabled': true,
    'data-loading': true,
  };
  return { ...kept, ...pending } as unknown as P;
}
