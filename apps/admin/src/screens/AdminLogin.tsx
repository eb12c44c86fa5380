import { routes } from '@career/api-sdk';
import { login, safeRedirect } from '@career/session';
import { SignInForm, SignInPanel } from '@career/tools-ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../api';
import { inAdminApp } from '../paths';

/** Sign-in of the site administrator; back to the (safe) `redirect=` target afterwards. */
export function AdminLogin() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirectTo = search.get('redirect');

  async function submit({ loginId, password }: { loginId: string; password: string }) {
    const result = await login(api, 'admin', routes.auth.adminLogin, { body: { login_id: loginId, password } });
    if (!result.ok) return result.message;
    navigate(inAdminApp(safeRedirect('admin', redirectTo)), { replace: true });
    return null;
  }

  return (
    <SignInPanel eyebrow="진로 코칭 플랫폼" title="관리자 로그인" description="관리 콘솔에 들어가려면 로그인해 주세요.">
      <SignInForm onSubmit={submit} notice={redirectTo ? '로그인하면 보려던 화면으로 이어집니다.' : null} />
    </SignInPanel>
  );
}
