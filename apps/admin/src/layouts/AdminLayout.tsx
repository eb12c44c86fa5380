import { identities } from '@career/session';
import { AppFrame, IdentityName, navLink, textLink } from '@career/tools-ui';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';

const sections = [
  { label: '대시보드', to: '/dashboard' },
  { label: '대학', to: '/university' },
  { label: '고객', to: '/customer' },
  { label: '강사', to: '/instructor' },
  { label: '사용자', to: '/user' },
  { label: '키트', to: '/kit' },
  { label: 'AI 선물', to: '/ai-gift' },
  { label: '쿠폰', to: '/coupon' },
  { label: '통계', to: '/statistics' },
] as const;

/** The admin console's frame: its sections, the signed-in administrator and sign-out. */
export function AdminLayout() {
  const names = useSnapshot(identities);
  return (
    <AppFrame
      brand={
        <Link to="/dashboard" className={textLink}>
          진로 코칭 플랫폼
        </Link>
      }
      area="관리자"
      navigationLabel="관리 메뉴"
      navigation={sections.map((section) => (
        <NavLink key={section.to} to={section.to} className={navLink}>
          {section.label}
        </NavLink>
      ))}
      identity={
        <>
          <IdentityName name={names.admin ?? ''} detail="관리자" />
          <Link to="/logout" className={textLink}>
            로그아웃
          </Link>
        </>
      }
    >
      <Outlet />
    </AppFrame>
  );
}
