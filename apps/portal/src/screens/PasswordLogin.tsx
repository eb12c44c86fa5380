import { type GuardArea, type LoginRoute, login, type SessionKind, safeRedirect } from '@career/session';
import { SignInForm, SignInPanel } from '@career/tools-ui';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../api';

type PasswordLoginEndpoint = Extract<
  LoginRoute,
  { path: '/university-user-login' | '/instructor-login' | '/university-login' }
>;

export interface PasswordLoginProps {
  area: GuardArea;
  kind: SessionKind;
  endpoint: PasswordLoginEndpoint;
  title: string;
  description: string;
  idLabel?: string;
  footer?: ReactNode;
  /** Where to go after signing in when no safe `redirect=` was given. */
  landing?: () => Promise<string | null>;
}

/** A password sign-in page: back to the (safe) `redirect=` target afterwards, or the area's home. */
export function PasswordLogin({
  area,
  kind,
  endpoint,
  title,
  description,
  idLabel,
  footer,
  landing,
}: PasswordLoginProps) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirectTo = search.get('redirect');
  // Sign-up and password reset hand over here with the account's address.
  const handover = useLocation().state as { signedUp?: string; passwordReset?: string } | null;

  async function submit({ loginId, password }: { loginId: string; password: string }) {
    const result = await login(api, kind, endpoint, { body: { login_id: loginId, password } });
    if (!result.ok) return result.message;
    const target = redirectTo ? safeRedirect(area, redirectTo) : ((await landing?.()) ?? safeRedirect(area, null));
    navigate(target, { replace: true });
    return null;
  }

  return (
    <SignInPanel eyebrow="진로 코칭 플랫폼" title={title} description={description} footer={footer}>
      <SignInForm
        idLabel={idLabel}
        onSubmit={submit}
        notice={
          handover?.signedUp
            ? `가입이 끝났습니다. ${handover.signedUp}(으)로 로그인해 주세요.`
            : handover?.passwordReset
              ? '비밀번호를 바꿨습니다. 새 비밀번호로 로그인해 주세요.'
              : redirectTo
                ? '로그인하면 보려던 화면으로 이어집니다.'
                : null
        }
      />
    </SignInPanel>
  );
}
