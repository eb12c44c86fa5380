import { useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Form } from '../../components/Form';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { ActionError } from '../ActionError';
import { Notice } from '../Notice';
import * as styles from './SignInForm.css';
import { useDrawnField } from './useDrawnField';

export interface SignInValues {
  loginId: string;
  password: string;
}

export interface SignInFormProps {
  /** Label of the id field: '아이디' or '이메일'. */
  idLabel?: string;
  /** Signs in; resolves to an error message to show, or null when it worked. */
  onSubmit(values: SignInValues): Promise<string | null>;
  /** Shown above the form, e.g. why the person was sent here. */
  notice?: string | null;
}

/** Id and password with inline, announced errors; the password survives a failed attempt. */
export function SignInForm({ idLabel = '아이디', onSubmit, notice }: SignInFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The form comes drawn in the HTML (decision 012): what is typed before the page comes alive stays.
  const [loginId, setLoginId] = useDrawnField(formRef, 'login_id');
  const [password, setPassword] = useDrawnField(formRef, 'password');

  async function submit(element: HTMLFormElement) {
    const form = new FormData(element);
    setSubmitting(true);
    setError(null);
    const message = await onSubmit({
      loginId: String(form.get('login_id') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    setSubmitting(false);
    setError(message);
  }

  return (
    // POST: should the drawn page's holding script ever not run (decision 042), the browser would
    // send the form itself, and the password must not go into the address.
    <Form ref={formRef} method="post" onSubmit={submit} className={styles.form}>
      {notice ? <Notice tone="info">{notice}</Notice> : null}
      {error ? <ActionError message={error} /> : null}
      <TextField
        label={idLabel}
        name="login_id"
        type={idLabel === '이메일' ? 'email' : 'text'}
        autoComplete="username"
        isRequired
        autoFocus
        value={loginId}
        onChange={setLoginId}
      />
      <PasswordField
        label="비밀번호"
        name="password"
        autoComplete="current-password"
        isRequired
        value={password}
        onChange={setPassword}
      />
      <Button type="submit" variant="primary" size="lg" fullWidth isLoading={submitting} loadingLabel="로그인 중">
        로그인
      </Button>
    </Form>
  );
}
