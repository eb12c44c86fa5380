import { type Envelope, fieldIssuesOf } from '@career/api-sdk';
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { alert, confirm } from '../shell';

// A console form: its values, the server's field errors shown at their fields (the server checks
// every field by the same schema the contract declares, and names the field of a refusal), and a
// guard against leaving with unsaved changes (a link, back, or closing the tab).

export const LEAVE_MESSAGE = '저장하지 않은 내용이 있습니다. 이 화면을 떠나면 입력한 내용이 사라집니다. 떠날까요?';

export interface ServerForm<V> {
  values: V;
  set<K extends keyof V>(name: K, value: V[K]): void;
  /** The message for a field, from the last refusal. */
  error(name: keyof V & string): string | undefined;
  /** A text field's props bound to a string value: its value, its changes, the server's message. */
  field<K extends StringKeys<V>>(name: K): TextFieldBinding;
  dirty: boolean;
  saving: boolean;
  /** Sends; on success the data (and the form is clean), else null with errors shown. */
  submit<T>(send: (values: V) => Promise<Envelope<T> | undefined>): Promise<T | null>;
}

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface TextFieldBinding {
  value: string;
  onChange(value: string): void;
  /** True with a server message; otherwise unset, so the field's own checks (required, min, max) still show. */
  isInvalid: true | undefined;
  errorMessage: string | undefined;
}

export function useServerForm<V extends Record<string, unknown>>(initial: V): ServerForm<V> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirtyState] = useState(false);
  const [saving, setSaving] = useState(false);
  // Read by the blocker at the moment of leaving: a form saved a moment ago may leave at once,
  // before its state has re-rendered.
  const dirtyNow = useRef(false);
  const setDirty = (value: boolean) => {
    dirtyNow.current = value;
    setDirtyState(value);
  };

  // The form a refusal came back to: once its messages are shown, focus moves to the first field
  // refused (a screen reader then reads its label and message; the pointer user sees where).
  const refusedForm = useRef<HTMLFormElement | null>(null);
  // Refusals of the last reply that name no field of the form (a class id from the address, say).
  const unplaced = useRef<string[]>([]);
  useEffect(() => {
    const formElement = refusedForm.current;
    if (!formElement || Object.keys(errors).length === 0) return;
    refusedForm.current = null;
    formElement.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]')?.focus();
    // A refusal the form does not show (its field is not on it, or draws no message) is still
    // said, never swallowed (issue 36).
    const shown = formElement.textContent ?? '';
    const unsaid = [...unplaced.current, ...Object.values(errors).filter((message) => !shown.includes(message))];
    unplaced.current = [];
    if (unsaid.length > 0) void alert([...new Set(unsaid)].join(' '));
  }, [errors]);
  // While a form shows refusals the screen's title says so first (WCAG 3.3.1: heard on arrival too).
  const refused = Object.keys(errors).length > 0;
  useEffect(() => {
    if (!refused) return;
    const title = document.title;
    document.title = `오류: ${title}`;
    return () => {
      if (document.title === `오류: ${title}`) document.title = title;
    };
  }, [refused]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirtyNow.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(LEAVE_MESSAGE, { title: '저장하지 않은 내용', confirmLabel: '떠나기', cancelLabel: '계속 쓰기' }).then(
      (leave) => (leave ? blocker.proceed() : blocker.reset()),
    );
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set: ServerForm<V>['set'] = (name, value) => {
    setValues((current) => ({ ...current, [name]: value }));
    setDirty(true);
    setErrors(({ [name as string]: _cleared, ...rest }) => rest);
  };
  return {
    values,
    set,
    field: (name) => ({
      value: values[name] as string,
      onChange: (value: string) => set(name, value as V[typeof name]),
      isInvalid: errors[name] !== undefined ? true : undefined,
      errorMessage: errors[name],
    }),
    error: (name) => errors[name],
    dirty,
    saving,
    async submit(send) {
      // Sent from a field or the form's button: the form they are in.
      const formElement = document.activeElement?.closest('form') ?? null;
      setSaving(true);
      const reply = await send(values);
      setSaving(false);
      if (!reply) {
        void alert('서버에 연결하지 못했습니다. 연결을 확인하고 다시 시도해 주세요.');
        return null;
      }
      if (reply.code === 200) {
        setErrors({});
        setDirty(false);
        return reply.data;
      }
      const byField: Record<string, string> = {};
      const elsewhere: string[] = [];
      for (const issue of fieldIssuesOf(reply.data)) {
        const field = fieldOfPath(issue.path, Object.keys(values));
        if (!field) elsewhere.push(issue.message);
        else if (!(field in byField)) byField[field] = issue.message;
      }
      refusedForm.current = formElement;
      unplaced.current = elsewhere;
      setErrors(byField);
      // A refusal that names none of the form's fields is still said, never swallowed.
      if (Object.keys(byField).length === 0) {
        unplaced.current = [];
        void alert(
          elsewhere.length > 0 ? [...new Set(elsewhere)].join(' ') : reply.message || '시스템에 문제가 발생했습니다.',
        );
      }
      return null;
    },
  };
}

/**
 * The form field a refusal's path names: the field itself, or the field a body nests it under
 * (`participant.phone` is the form's `phone`; the contract's body may wrap the form's values).
 */
export function fieldOfPath(path: string, fields: readonly string[]): string | undefined {
  if (fields.includes(path)) return path;
  return fields.find((field) => path.endsWith(`.${field}`));
}
