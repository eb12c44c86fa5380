import { routes } from '@career/api-sdk';
import { textLink } from '@career/tools-ui';
import { Link } from 'react-router-dom';
import { PasswordLogin } from '../PasswordLogin';

export function InstructorLogin() {
  return (
    <PasswordLogin
      area="instructor"
      kind="universityUser"
      endpoint={routes.auth.instructorLogin}
      idLabel="이메일"
      title="강사 로그인"
      description="가입한 이메일과 비밀번호로 로그인해 주세요."
      footer={
        <>
          <Link to="/signUp" className={textLink}>
            회원가입
          </Link>
          <Link to="/findPassword" className={textLink}>
            비밀번호 찾기
          </Link>
          <Link to="/consultant/login" className={textLink}>
            상담사 로그인
          </Link>
        </>
      }
    />
  );
}
