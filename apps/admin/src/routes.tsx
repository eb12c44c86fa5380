import { type RouteObject, redirect } from 'react-router-dom';
import { RootLayout, type ScreenHandle } from './layouts/RootLayout';
import { adminGuardLoader, logoutLoader, paramsLoader } from './routing/guards';
import { unknownLoader } from './routing/redirects';

// Every screen is its own chunk, loaded on demand (spec §2). Paths are inside the /admin basename.

/** A screen registered ahead of the step that builds it: the admin layout and its title. */
const titled = (path: string, title: string): RouteObject => ({
  path,
  handle: { title } satisfies ScreenHandle,
  loader: paramsLoader,
  lazy: () => import('./screens/AreaTitle').then((m) => ({ Component: m.AreaTitle })),
});

const adminConsole: RouteObject = {
  lazy: () => import('./layouts/AdminLayout').then((m) => ({ Component: m.AdminLayout })),
  // Every admin screen but the sign-in page needs an admin session (spec §2), checked on every
  // navigation, not only on entering the console.
  shouldRevalidate: () => true,
  loader: adminGuardLoader,
  children: [
    {
      path: 'dashboard',
      handle: { title: '대시보드' } satisfies ScreenHandle,
      lazy: () => import('./screens/AdminDashboard').then((m) => ({ Component: m.AdminDashboard })),
    },
    titled('university', '대학 관리'),
    titled('university/write', '대학 등록'),
    titled('university/edit/:universityId', '대학 수정'),
    titled('university/class/:universityId', '학급 관리'),
    titled('university/class/write/:universityId', '학급 등록'),
    titled('university/class/edit/:universityClassId', '학급 수정'),
    titled('university/class/details/:universityClassId', '학급 상세'),
    titled('university/user/register/:universityClassId', '대학 사용자 등록'),
    titled('university/user/update/:universityClassId/:universityUserId', '대학 사용자 수정'),
    titled('customer', '고객 관리'),
    titled('instructor', '강사 관리'),
    titled('instructor/detail/:universityUserId', '강사 상세'),
    titled('instructor/consultant-log/:actionItem/:actionItemId', '강사 상담 일지'),
    titled('instructor/kit/:universityUserId', '강사 키트'),
    titled('user', '사용자 관리'),
    titled('user/detail/:userId', '사용자 상세'),
    titled('user/consultant-log/:actionItem/:actionItemId', '사용자 상담 일지'),
    titled('kit', '키트 관리'),
    titled('ai-gift', 'AI 선물 관리'),
    titled('ai-gift/create', 'AI 선물 만들기'),
    titled('ai-gift/update/:aiGiftId', 'AI 선물 수정'),
    titled('coupon', '쿠폰 관리'),
    titled('coupon/write', '쿠폰 등록'),
    titled('coupon/:couponGroupId/edit', '쿠폰 수정'),
    titled('coupon/:couponGroupId', '쿠폰 상세'),
    titled('statistics', '통계'),
    titled('statistics/university', '대학 통계'),
    titled('statistics/instructor', '강사 통계'),
  ],
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: () => null,
    children: [
      { index: true, loader: () => redirect('/login') },
      {
        path: 'login',
        handle: { title: '관리자 로그인' } satisfies ScreenHandle,
        lazy: () => import('./screens/AdminLogin').then((m) => ({ Component: m.AdminLogin })),
      },
      { path: 'logout', loader: logoutLoader },
      adminConsole,
      // A path no screen answers goes to the dashboard (spec §2), before any guard (decision 007).
      { path: '*', loader: unknownLoader },
    ],
  },
];
