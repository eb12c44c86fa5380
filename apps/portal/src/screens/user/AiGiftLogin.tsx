import { routes } from '@career/api-sdk';
import { login, safeRedirect } from '@career/session';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { CodeEntry } from './CodeEntry';

/** Sign in with an AI-gift code; the gift's tools open afterwards. */
export function AiGiftLogin() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function enter(code: string) {
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
    <CodeEntry
      title="AI 선물 코드로 시작하기"
      description="선물 받은 코드를 입력하면 선물에 담긴 진로 도구를 바로 진행할 수 있습니다."
      other={{ to: '/user/main/login', label: '받은 링크 코드가 있어요' }}
      label="선물 코드"
      example="DEMO-GIFT-2026"
      error={error}
      submitting={submitting}
      onCode={(code) => void enter(code)}
    />
  );
}
