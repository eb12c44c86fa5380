import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { RootLayout } from './layouts/RootLayout';
import { unknownLoader } from './routing/redirects';
import { screen } from './routing/routeObjects';

/**
 * A path no route below answers, tool screens not built yet included: redirected by prefix before
 * any guard (spec §2; decision 007). Routes rank by specificity, so this never hides a screen.
 */
const unknown: RouteObject = { path: '*', loader: unknownLoader };

const publicSite: RouteObject = {
  lazy: () => import('./layouts/PublicLayout').then((m) => ({ Component: m.PublicLayout })),
  children: [
    { index: true, lazy: () => import('./screens/Home').then((m) => ({ Component: m.Home })) },
    screen('privacyPolicy', '개인정보처리방침', () =>
      import('./screens/public/PrivacyPolicy').then((m) => ({ Component: m.PrivacyPolicy })),
    ),
    screen('serviceTermPolicy', '서비스 이용약관', () =>
      import('./screens/public/ServiceTermPolicy').then((m) => ({ Component: m.ServiceTermPolicy })),
    ),
  ],
};

const signIn: RouteObject[] = [
  screen('login', '강사 로그인', () =>
    import('./screens/public/InstructorLogin').then((m) => ({ Component: m.InstructorLogin })),
  ),
  screen('signUp', '강사 회원가입', () => import('./screens/public/SignUp').then((m) => ({ Component: m.SignUp }))),
  screen('findPassword', '비밀번호 찾기', () =>
    import('./screens/public/FindPassword').then((m) => ({ Component: m.FindPassword })),
  ),
  screen('consultant/login', '상담사 로그인', () =>
    import('./screens/consultant/ConsultantLogin').then((m) => ({ Component: m.ConsultantLogin })),
  ),
  screen('university/login', '대학 담당자 로그인', () =>
    import('./screens/university/UniversityLogin').then((m) => ({ Component: m.UniversityLogin, loader: m.loader })),
  ),
  screen('user/main/login', '링크 코드로 시작하기', () =>
    import('./screens/user/UserMainLogin').then((m) => ({ Component: m.UserMainLogin })),
  ),
  screen('ai-gift/login', 'AI 선물 코드로 시작하기', () =>
    import('./screens/user/AiGiftLogin').then((m) => ({ Component: m.AiGiftLogin })),
  ),
];

const ROOT = 'root';

/** What a first visit knows: the public site and the sign-in screens; the areas join on demand. */
export const routes: RouteObject[] = [
  {
    id: ROOT,
    path: '/',
    Component: RootLayout,
    HydrateFallback: () => null,
    children: [publicSite, ...signIn, unknown],
  },
];

let areasJoined = false;

/**
 * React Router's lazy route discovery: asked on the first navigation to a path the table does not
 * answer, or answers only with a splat (the unknown route, which must not hide an area's screen).
 * The areas' routes are added under the root once, and the path is matched again.
 */
export const discoverAreas: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  if (areasJoined) return;
  const { areaRoutes } = await import('./areaRoutes');
  if (areasJoined) return;
  areasJoined = true;
  patch(ROOT, areaRoutes);
};
