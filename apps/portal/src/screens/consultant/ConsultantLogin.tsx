import { routes } from '@career/api-sdk';
import { textLink } from '@career/tools-ui';
import { Link } from 'react-router-dom';
import { PasswordLogin } from '../PasswordLogin';

export function ConsultantLogin() {
  return (
    <PasswordLogin
      area="consultant"
      kind="universityUser"
      endpoint={routes.auth.universityUserLogin}
      title="상담사 로그인"
      description="소속 대학에서 받은 상담사 아이디로 로그인해 주세요."
      footer={
        <>
          <Link to="/login" className={textLink}>
            강사이신가요? 강사 로그인
          </Link>
          <Link to="/" className={textLink}>
            처음 화면으로
          </Link>
        </>
      }
    />
  );
}
