import { routes } from '@career/api-sdk';
import { ensureSession, universityHome } from '@career/session';
import { textLink } from '@career/tools-ui';
import { Link, redirect } from 'react-router-dom';
import { api } from '../../api';
import { PasswordLogin } from '../PasswordLogin';

/** A manager who is already signed in (held here or on the server) goes straight to the latest class. */
export async function loader() {
  if (!(await ensureSession(api, 'university'))) return null;
  const home = await universityHome(api);
  return home ? redirect(home) : null;
}

export function UniversityLogin() {
  return (
    <PasswordLogin
      area="university"
      kind="university"
      endpoint={routes.auth.universityLogin}
      title="대학 담당자 로그인"
      description="대학 진로센터 담당자 아이디로 로그인해 주세요."
      landing={() => universityHome(api)}
      footer={
        <Link to="/" className={textLink}>
          처음 화면으로
        </Link>
      }
    />
  );
}
