import { type RouteObject, redirect } from 'react-router-dom';
import { RootLayout, type ScreenHandle } from './layouts/RootLayout';
import { adminGuardLoader, logoutLoader, paramsLoader } from './routing/guards';
import { unknownLoader } from './routing/redirects';
import { contentScreens } from './tools/content';

// Every screen is its own chunk, loaded on demand (spec §2). Paths are inside the /admin basename.

/** A screen: its path, its title, its chunk (parameters checked first, spec §5). */
const screen = (path: string, title: string, load: RouteObject['lazy']): RouteObject => ({
  path,
  handle: { title } satisfies ScreenHandle,
  ...(path.includes(':') ? { loader: paramsLoader } : {}),
  lazy: load,
});

const adminConsole: RouteObject = {
  lazy: () => import('./layouts/AdminLayout').then((m) => ({ Component: m.AdminLayout })),
  // Every admin screen but the sign-in page needs an admin session (spec §2), checked on every
  // navigation, not only on entering the console.
  shouldRevalidate: () => true,
  loader: adminGuardLoader,
  children: [
    screen('dashboard', '대시보드', () =>
      import('./screens/AdminDashboard').then((m) => ({ Component: m.AdminDashboard })),
    ),
    screen('university', '대학 관리', () =>
      import('./screens/university/UniversityList').then((m) => ({ Component: m.UniversityList })),
    ),
    screen('university/write', '대학 등록', () =>
      import('./screens/university/UniversityForm').then((m) => ({ Component: m.UniversityForm })),
    ),
    screen('university/edit/:universityId', '대학 수정', () =>
      import('./screens/university/UniversityForm').then((m) => ({ Component: m.UniversityForm })),
    ),
    screen('university/class/:universityId', '학급 관리', () =>
      import('./screens/university/ClassList').then((m) => ({ Component: m.ClassList })),
    ),
    screen('university/class/write/:universityId', '학급 등록', () =>
      import('./screens/university/ClassForm').then((m) => ({ Component: m.ClassForm })),
    ),
    screen('university/class/edit/:universityClassId', '학급 수정', () =>
      import('./screens/university/ClassForm').then((m) => ({ Component: m.ClassForm })),
    ),
    screen('university/class/details/:universityClassId', '학급 상세', () =>
      import('./screens/university/ClassDetails').then((m) => ({ Component: m.ClassDetails })),
    ),
    screen('university/user/register/:universityClassId', '대학 사용자 등록', () =>
      import('./screens/university/StaffForm').then((m) => ({ Component: m.StaffForm })),
    ),
    screen('university/user/update/:universityClassId/:universityUserId', '대학 사용자 수정', () =>
      import('./screens/university/StaffForm').then((m) => ({ Component: m.StaffForm })),
    ),
    screen('customer', '고객 관리', () =>
      import('./screens/customer/CustomerList').then((m) => ({ Component: m.CustomerList })),
    ),
    screen('instructor', '강사 관리', () =>
      import('./screens/instructor/InstructorList').then((m) => ({ Component: m.InstructorList })),
    ),
    screen('instructor/detail/:universityUserId', '강사 상세', () =>
      import('./screens/instructor/InstructorDetail').then((m) => ({ Component: m.InstructorDetail })),
    ),
    screen('instructor/consultant-log/:actionItem/:actionItemId', '강사 상담 일지', () =>
      import('./screens/user/ConsultantLogAdmin').then((m) => ({ Component: m.ConsultantLogAdmin })),
    ),
    screen('instructor/kit/:universityUserId', '강사 키트', () =>
      import('./screens/kit/InstructorKits').then((m) => ({ Component: m.InstructorKits })),
    ),
    screen('user', '사용자 관리', () => import('./screens/user/UserList').then((m) => ({ Component: m.UserList }))),
    screen('user/detail/:userId', '사용자 상세', () =>
      import('./screens/user/UserDetail').then((m) => ({ Component: m.UserDetail })),
    ),
    screen('user/consultant-log/:actionItem/:actionItemId', '사용자 상담 일지', () =>
      import('./screens/user/ConsultantLogAdmin').then((m) => ({ Component: m.ConsultantLogAdmin })),
    ),
    screen('kit', '키트 관리', () => import('./screens/kit/KitAdmin').then((m) => ({ Component: m.KitAdmin }))),
    screen('ai-gift', 'AI 선물 관리', () =>
      import('./screens/aiGift/AiGiftList').then((m) => ({ Component: m.AiGiftList })),
    ),
    screen('ai-gift/create', 'AI 선물 만들기', () =>
      import('./screens/aiGift/AiGiftForm').then((m) => ({ Component: m.AiGiftForm })),
    ),
    screen('ai-gift/update/:aiGiftId', 'AI 선물 수정', () =>
      import('./screens/aiGift/AiGiftForm').then((m) => ({ Component: m.AiGiftForm })),
    ),
    screen('coupon', '쿠폰 관리', () =>
      import('./screens/coupon/CouponList').then((m) => ({ Component: m.CouponList })),
    ),
    screen('coupon/write', '쿠폰 등록', () =>
      import('./screens/coupon/CouponForm').then((m) => ({ Component: m.CouponForm })),
    ),
    screen('coupon/:couponGroupId/edit', '쿠폰 수정', () =>
      import('./screens/coupon/CouponForm').then((m) => ({ Component: m.CouponForm })),
    ),
    screen('coupon/:couponGroupId', '쿠폰 상세', () =>
      import('./screens/coupon/CouponDetail').then((m) => ({ Component: m.CouponDetail })),
    ),
    screen('statistics', '통계', () =>
      import('./screens/statistics/StatisticsScreen').then((m) => ({ Component: m.Statistics })),
    ),
    screen('statistics/university', '대학 통계', () =>
      import('./screens/statistics/StatisticsScreen').then((m) => ({ Component: m.UniversityStatistics })),
    ),
    screen('statistics/instructor', '강사 통계', () =>
      import('./screens/statistics/StatisticsScreen').then((m) => ({ Component: m.InstructorStatistics })),
    ),
    ...contentScreens.map(({ path, title, load }) => screen(path, title, load)),
    screen('audit', '관리 기록', () => import('./screens/AuditLog').then((m) => ({ Component: m.AuditLog }))),
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
