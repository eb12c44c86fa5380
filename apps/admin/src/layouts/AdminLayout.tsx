import { identities } from '@career/session';
import { brandLink, ConsoleFrame, IdentityName, linkButton, sideNavLink } from '@career/tools-ui';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { contentMenu } from '../tools/content';

// The console's sections, grouped so twelve items read as four short lists.
const sections = [
  {
    label: '현황',
    items: [
      { label: '대시보드', to: '/dashboard' },
      { label: '통계', to: '/statistics' },
      { label: '관리 기록', to: '/audit' },
    ],
  },
  {
    label: '기관과 사람',
    items: [
      { label: '대학', to: '/university' },
      { label: '고객', to: '/customer' },
      { label: '강사', to: '/instructor' },
      { label: '사용자', to: '/user' },
    ],
  },
  {
    label: '판매',
    items: [
      { label: '키트', to: '/kit' },
      { label: 'AI 선물', to: '/ai-gift' },
      { label: '쿠폰', to: '/coupon' },
    ],
  },
  {
    label: '콘텐츠',
    items: contentMenu,
  },
] as const;

/** The admin console's frame: full width, its sections in a side menu, the administrator and sign-out. */
export function AdminLayout() {
  const names = useSnapshot(identities);
  return (
    <ConsoleFrame
      brand={
        <Link to="/dashboard" className={brandLink}>
          진로 코칭 플랫폼
        </Link>
      }
      area="관리자"
      navigationLabel="관리 메뉴"
      navigation={sections.map((group) => ({
        label: group.label,
        items: group.items.map((section) => (
          // A class function: NavLink then adds no `active` class of its own (aria-current marks the page).
          <NavLink key={section.to} to={section.to} className={() => sideNavLink}>
            {section.label}
          </NavLink>
        )),
      }))}
      identity={
        <>
          <IdentityName name={names.admin ?? ''} detail="관리자" />
          <Link to="/logout" className={linkButton({ variant: 'secondary', size: 'sm' })}>
            로그아웃
          </Link>
        </>
      }
    >
      <Outlet />
    </ConsoleFrame>
  );
}
