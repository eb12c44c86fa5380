import { routes } from '@career/api-sdk';
import { login, safeRedirect } from '@career/session';
import { ActionError, Button, Form, SignInPanel, Stack, TextField, textLink, useDrawnField } from '@career/tools-ui';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api';

/** Sign in with an AI-gift code; the gift's tools open afterwards. */
export function AiGiftLogin() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Drawn at build time (decision 012): a code typed before the page comes alive stays.
  const [code, setCode] = useDrawnField(formRef, 'code');
  const [submitting, setSubmitting] = useState(false);

  async function submit(element: HTMLFormElement) {
    const code = String(new FormData(element).get('code') ?? '');
    setSubmitting(true);
    const result = await login(api, 'user', routes.auth.aiGiftLogin, { body: { code } });
    setSubmitting(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    navigate(safeRedirect('aiGift', search.get('redirect')), { replace: true });
  }

  return (
    <SignInPanel
      eyebrow="진로 코칭 플랫폼"
      title="AI 선물 코드로 시작하기"
      description="선물 받은 코드를 입력하면 선물에 담긴 진로 도구를 바로 진행할 수 있습니다."
      footer={
        <>
          <Link to="/user/main/login" className={textLink}>
            받은 링크 코드가 있어요
          </Link>
          <Link to="/" className={textLink}>
            처음 화면으로
          </Link>
        </>
      }
    >
      <Form ref={formRef} onSubmit={submit}>
        <Stack space="4">
          {error ? <ActionError message={error} /> : null}
          <TextField
            label="선물 코드"
            name="code"
            value={code}
            onChange={setCode}
            isRequired
            autoFocus
            autoComplete="off"
            description="예: DEMO-GIFT-2026"
          />
          <Button type="submit" variant="primary" size="lg" fullWidth isLoading={submitting} loadingLabel="확인 중">
            시작하기
          </Button>
        </Stack>
      </Form>
    </SignInPanel>
  );
}
