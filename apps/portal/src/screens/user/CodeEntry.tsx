import { ActionError, Button, Form, SignInPanel, Stack, TextField, textLink, useDrawnField } from '@career/tools-ui';
import { useRef } from 'react';
import { Link } from 'react-router-dom';

export interface CodeEntryProps {
  title: string;
  description: string;
  /** The other way in with a code, offered under the form. */
  other: { to: string; label: string };
  /** The code's field: its label and an example. */
  label: string;
  example: string;
  /** Why the last code did not open anything. */
  error: string | null;
  submitting?: boolean;
  onCode(code: string): void;
}

/** A way in with one code (a link's or a gift's): the code, typed or pasted, and 시작하기. */
export function CodeEntry({ title, description, other, label, example, error, submitting, onCode }: CodeEntryProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // Drawn at build time (decision 012): a code typed before the page comes alive stays.
  const [code, setCode] = useDrawnField(formRef, 'code');
  return (
    <SignInPanel
      eyebrow="진로 코칭 플랫폼"
      title={title}
      description={description}
      footer={
        <>
          <Link to={other.to} className={textLink}>
            {other.label}
          </Link>
          <Link to="/" className={textLink}>
            처음 화면으로
          </Link>
        </>
      }
    >
      <Form ref={formRef} onSubmit={(element) => onCode(String(new FormData(element).get('code') ?? ''))}>
        <Stack space="4">
          {error ? <ActionError message={error} /> : null}
          <TextField
            label={label}
            name="code"
            value={code}
            onChange={setCode}
            isRequired
            autoFocus
            autoComplete="off"
            description={`예: ${example}`}
          />
          <Button type="submit" variant="primary" size="lg" fullWidth isLoading={submitting} loadingLabel="확인 중">
            시작하기
          </Button>
        </Stack>
      </Form>
    </SignInPanel>
  );
}
