import { identities, sessions } from '@career/session';
import { AppFrame, brandLink, IdentityName, linkButton, navLink } from '@career/tools-ui';
import { Link, NavLink, Outlet, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { type FrameName, useAreaFrame } from './RootLayout';

interface NavItem {
  label: string;
  to: string;
}

interface AreaFrame {
  area: string;
  nav(params: Readonly<Record<string, string | undefined>>): NavItem[];
  /** The signed-in person, or null. */
  identity(): { name: string; role: string } | null;
  login: string;
  logout?: string;
}

// The university pages are per class; detail pages (addressed by other ids) keep the last class,
// for the tab's life (so a detail page reloaded or opened from a bookmark in it keeps its menu).
const LAST_CLASS_KEY = 'university.lastClassId';
let lastUniversityClassId: string | undefined;

/** The class in the address, else the one last visited in this tab by the same manager. */
function rememberedClassId(fromAddress: string | undefined): string | undefined {
  if (typeof sessionStorage === 'undefined') return fromAddress ?? lastUniversityClassId;
  const manager = String(sessions.university.uid ?? '');
  if (fromAddress) sessionStorage.setItem(LAST_CLASS_KEY, `${manager}:${fromAddress}`);
  const [who, kept] = (sessionStorage.getItem(LAST_CLASS_KEY) ?? '').split(':');
  return fromAddress ?? lastUniversityClassId ?? (who === manager && kept ? kept : undefined);
}

const frames: Record<FrameName, AreaFrame> = {
  consultant: {
    area: '상담사',
    nav: () => [
      { label: '상담 홈', to: '/consultant' },
      { label: '상담 일지', to: '/consultant-modal/consultant-log' },
      { label: '도구 소개', to: '/consultant-modal/intro' },
      { label: 'QR 코드', to: '/consultant-modal/qrcode' },
      { label: '타이머', to: '/consultant-modal/timer' },
    ],
    identity: () =>
      sessions.universityUser.isAuth && sessions.universityUser.type !== 'INSTRUCTOR'
        ? { name: identities.universityUser ?? '', role: '상담사' }
        : null,
    login: '/consultant/login',
    logout: '/consultant/logout',
  },
  instructor: {
    area: '강사',
    nav: () => [
      { label: '상품', to: '/product' },
      { label: '주문 내역', to: '/order/history' },
      { label: '환불 신청', to: '/order/refund' },
      { label: '수업', to: '/instructor-modal/class' },
      { label: '수업 기록', to: '/instructor-modal/class-log' },
      { label: 'QR 링크', to: '/instructor-modal/qrcode' },
      { label: '타이머', to: '/instructor-modal/timer' },
      { label: '프로필', to: '/instructor-modal/profile' },
    ],
    identity: () =>
      sessions.universityUser.isAuth && sessions.universityUser.type === 'INSTRUCTOR'
        ? { name: identities.universityUser ?? '', role: '강사' }
        : null,
    login: '/login',
    logout: '/instructor/logout',
  },
  university: {
    area: '대학 담당자',
    nav: (params) => {
      lastUniversityClassId = rememberedClassId(params.universityClassId);
      const classId = lastUniversityClassId;
      if (!classId) return [];
      return [
        { label: '대시보드', to: `/university/dashboard/${classId}` },
        { label: '상담사', to: `/university/consultant/${classId}` },
        { label: '참여자', to: `/university/participant/${classId}` },
        { label: '상담 일지', to: `/university/consultant-log/${classId}` },
      ];
    },
    identity: () =>
      sessions.university.isAuth
        ? { name: identities.university ?? '', role: sessions.university.university?.name ?? '대학 담당자' }
        : null,
    login: '/university/login',
    logout: '/university/logout',
  },
  user: {
    area: '참여자',
    nav: () => [{ label: '내 도구', to: '/user' }],
    identity: () =>
      sessions.user.isAuth ? { name: identities.user ?? '', role: sessions.user.code ? 'AI 선물' : '참여자' } : null,
    login: '/user/main/login',
  },
  guest: { area: '게스트', nav: () => [], identity: () => null, login: '/' },
};

/** Sign-in and sign-out in the bar: small buttons, not underlined links in running text. */
const barAction = linkButton({ variant: 'secondary', size: 'sm' });

/** Shown inside a tool window of the same app (the consultant's home opens tools so). */
const isEmbedded = typeof window !== 'undefined' && window.self !== window.top;

/** The layout of a signed-in area (or its unguarded screens): navigation, identity, sign-out. */
export function AreaLayout() {
  const frame = useAreaFrame() ?? 'guest';
  useSnapshot(sessions.universityUser);
  useSnapshot(sessions.university);
  useSnapshot(sessions.user);
  useSnapshot(identities);
  const params = useParams();
  const config = frames[frame];
  const person = config.identity();
  return (
    <AppFrame
      brand={
        <Link to="/" className={brandLink}>
          진로 코칭 플랫폼
        </Link>
      }
      area={config.area}
      embedded={isEmbedded}
      navigation={config.nav(params).map((item) => (
        // A class function: NavLink then adds no `active` class of its own (aria-current marks the page).
        <NavLink key={item.to} to={item.to} end className={() => navLink}>
          {item.label}
        </NavLink>
      ))}
      identity={
        person ? (
          <>
            <IdentityName name={person.name} detail={person.role} />
            {config.logout ? (
              <Link to={config.logout} className={barAction}>
                로그아웃
              </Link>
            ) : null}
          </>
        ) : frame === 'guest' ? null : (
          <Link to={config.login} className={barAction}>
            로그인
          </Link>
        )
      }
    >
      <Outlet />
    </AppFrame>
  );
}
