import { ACTION_ITEMS, AI_GIFT_TOOLS, GUEST_TOOLS, TOOL_NAMES } from '@career/api-sdk';
import { type RouteObject, redirect } from 'react-router-dom';
import { guardLoader, logoutLoader, phoneRefusedBeforeGuard, sessionLoader } from './routing/guards';
import { layout, screen } from './routing/routeObjects';
import { aiGiftToolRoute, toolRoutes } from './tools/manifest';

// The signed-in areas' and the guests' routes: they join the route table on the first navigation
// into any of them (routes.tsx, discoverAreas), so a first visit to the public site loads none.

const logouts: RouteObject[] = [
  { path: 'consultant/logout', loader: logoutLoader('universityUser', 'CONSULTANT') },
  { path: 'consultant/student/logout', loader: logoutLoader('user') },
  { path: 'instructor/logout', loader: logoutLoader('universityUser', 'INSTRUCTOR') },
  { path: 'university/logout', loader: logoutLoader('university') },
];

const consultant: RouteObject[] = [
  // No guard (spec §2); a session held on the server still shows in the bar.
  layout(
    'consultant',
    [
      screen('consultant-modal/intro', '도구 소개', () =>
        import('./screens/session/ToolIntro').then((m) => ({ Component: m.ToolIntro })),
      ),
      screen('consultant-modal/qrcode', 'QR 코드', () =>
        import('./screens/qrcode/QrLinks').then((m) => ({ Component: m.ConsultantQrLinks })),
      ),
      screen('consultant-modal/timer', '타이머', () =>
        import('./screens/session/SessionTimer').then((m) => ({ Component: m.SessionTimer })),
      ),
    ],
    sessionLoader('universityUser'),
  ),
  // The main screen refuses a phone before its guard runs (spec §5), so it has a layout of its own.
  layout(
    'consultant',
    [
      screen('consultant', '상담 홈', () =>
        import('./screens/consultant/ConsultantMain').then((m) => ({ Component: m.ConsultantMain })),
      ),
    ],
    phoneRefusedBeforeGuard('consultant'),
  ),
  // Tool screens: every tool with screens, from the registry (tools/manifest.tsx); the others are unknown routes.
  layout(
    'consultant',
    [
      screen('consultant-modal/consultant-log', '상담 일지', () =>
        import('./screens/consultant/ConsultantLogs').then((m) => ({ Component: m.ConsultantLogs })),
      ),
      screen('consultant-modal/portfolio', '진로 포트폴리오', () =>
        import('./screens/portfolio/PortfolioScreen').then((m) => ({ Component: m.ConsultantPortfolio })),
      ),
      ...toolRoutes('consultant'),
    ],
    guardLoader('consultant'),
  ),
];

const instructor: RouteObject[] = [
  layout(
    'instructor',
    [
      screen('instructor-modal/intro', '도구 소개', () =>
        import('./screens/session/ToolIntro').then((m) => ({ Component: m.ToolIntro })),
      ),
      screen('instructor-modal/qrcode', 'QR 링크', () =>
        import('./screens/qrcode/QrLinks').then((m) => ({ Component: m.InstructorQrLinks })),
      ),
      screen('instructor-modal/qrcode/edit', 'QR 링크 편집', () =>
        import('./screens/qrcode/QrLinkEdit').then((m) => ({ Component: m.QrLinkEdit })),
      ),
      screen('instructor-modal/timer', '타이머', () =>
        import('./screens/session/SessionTimer').then((m) => ({ Component: m.SessionTimer })),
      ),
      screen('instructor-modal/profile', '프로필', () =>
        import('./screens/instructor/InstructorProfile').then((m) => ({ Component: m.InstructorProfile })),
      ),
    ],
    sessionLoader('universityUser'),
  ),
  layout(
    'instructor',
    [
      screen('product', '상품', () => import('./screens/instructor/Product').then((m) => ({ Component: m.Product }))),
      screen('payment-success', '결제 완료', () =>
        import('./screens/instructor/PaymentSuccess').then((m) => ({ Component: m.PaymentSuccess })),
      ),
      screen('payment-fail', '결제 실패', () =>
        import('./screens/instructor/PaymentFail').then((m) => ({ Component: m.PaymentFail })),
      ),
      screen('order/history', '주문 내역', () =>
        import('./screens/instructor/OrderHistory').then((m) => ({ Component: m.OrderHistory })),
      ),
      screen('order/refund', '환불 신청', () =>
        import('./screens/instructor/OrderRefund').then((m) => ({ Component: m.OrderRefund })),
      ),
      screen('order/receipt', '영수증', () =>
        import('./screens/instructor/OrderReceiptScreen').then((m) => ({ Component: m.OrderReceiptScreen })),
      ),
      screen('instructor-modal/class', '수업', () =>
        import('./screens/instructor/InstructorClass').then((m) => ({ Component: m.InstructorClass })),
      ),
      screen('instructor-modal/class-log', '수업 기록', () =>
        import('./screens/instructor/ClassLog').then((m) => ({ Component: m.ClassLog })),
      ),
      screen('instructor-modal/portfolio', '진로 포트폴리오', () =>
        import('./screens/portfolio/PortfolioScreen').then((m) => ({ Component: m.InstructorPortfolio })),
      ),
      ...toolRoutes('instructor'),
    ],
    guardLoader('instructor'),
  ),
];

const user: RouteObject[] = [
  layout('user', [
    screen('user', '내 도구', () => import('./screens/user/UserMain').then((m) => ({ Component: m.UserMain }))),
    screen('user/:token', '링크 확인', () =>
      import('./screens/user/LinkEntry').then((m) => ({ Component: m.LinkEntry })),
    ),
    screen('gwangju/:token/:userId', '링크 확인', () =>
      import('./screens/user/LinkEntry').then((m) => ({ Component: m.RegionalEntry })),
    ),
  ]),
  // /user tool screens need a valid user session (spec §2).
  layout(
    'user',
    [
      screen('user/portfolio', '진로 포트폴리오', () =>
        import('./screens/portfolio/PortfolioScreen').then((m) => ({ Component: m.UserPortfolio })),
      ),
      ...toolRoutes('user'),
    ],
    guardLoader('user'),
  ),
  // The AI-gift tool screens are named in spec §2.
  layout(
    'user',
    [
      ...AI_GIFT_TOOLS.map(aiGiftToolRoute),
      // A tool no gift holds: a refusal with the way back, not the public home.
      ...ACTION_ITEMS.filter((tool) => !(AI_GIFT_TOOLS as readonly string[]).includes(tool)).map((tool) =>
        screen(`ai-gift/${tool}/main`, TOOL_NAMES[tool], () =>
          import('./screens/user/NotAGiftTool').then((m) => ({ Component: m.NotAGiftTool })),
        ),
      ),
    ],
    guardLoader('aiGift'),
  ),
];

const university: RouteObject[] = [
  { path: 'university', loader: () => redirect('/university/login') },
  layout(
    'university',
    [
      screen('university/dashboard/:universityClassId', '학급 대시보드', () =>
        import('./screens/university/UniversityDashboard').then((m) => ({ Component: m.UniversityDashboard })),
      ),
      screen('university/consultant-log/:universityClassId', '상담 일지', () =>
        import('./screens/university/ConsultantLogList').then((m) => ({ Component: m.ConsultantLogList })),
      ),
      screen('university/consultant-log/detail/:actionItem/:actionItemId', '상담 일지 상세', () =>
        import('./screens/university/ConsultantLogDetail').then((m) => ({ Component: m.ConsultantLogDetail })),
      ),
      screen('university/consultant/:universityClassId', '상담사 관리', () =>
        import('./screens/university/ConsultantList').then((m) => ({ Component: m.ConsultantList })),
      ),
      screen('university/consultant/detail/:universityUserId', '상담사 상세', () =>
        import('./screens/university/ConsultantDetail').then((m) => ({ Component: m.ConsultantDetail })),
      ),
      screen('university/consultant/register/:universityClassId', '상담사 등록', () =>
        import('./screens/university/ConsultantForm').then((m) => ({ Component: m.ConsultantForm })),
      ),
      screen('university/consultant/update/:universityClassId/:universityUserId', '상담사 수정', () =>
        import('./screens/university/ConsultantForm').then((m) => ({ Component: m.ConsultantForm })),
      ),
      screen('university/participant/:universityClassId', '참여자 관리', () =>
        import('./screens/university/ParticipantList').then((m) => ({ Component: m.ParticipantList })),
      ),
      screen('university/participant/detail/:universityClassId/:participantId', '참여자 상세', () =>
        import('./screens/university/ParticipantDetail').then((m) => ({ Component: m.ParticipantDetail })),
      ),
      screen('university/participant/consultant-log/:actionItem/:actionItemId', '참여자 상담 일지', () =>
        import('./screens/university/ConsultantLogDetail').then((m) => ({ Component: m.ConsultantLogDetail })),
      ),
      screen('university/participant/register/:universityClassId', '참여자 등록', () =>
        import('./screens/university/ParticipantForm').then((m) => ({ Component: m.ParticipantForm })),
      ),
      screen('university/participant/update/:universityClassId/:participantId', '참여자 수정', () =>
        import('./screens/university/ParticipantForm').then((m) => ({ Component: m.ParticipantForm })),
      ),
    ],
    guardLoader('university'),
  ),
];

const guest: RouteObject[] = [
  layout('guest', [
    // Spec §2 sends unknown guest paths here but gives it no screen: a short landing (decision 007).
    screen('guest', 'QR 링크 안내', () =>
      import('./screens/guest/GuestHome').then((m) => ({ Component: m.GuestHome })),
    ),
    ...GUEST_TOOLS.map((tool) =>
      screen(`guest/${tool}/qr/:token`, TOOL_NAMES[tool], () =>
        import('./screens/guest/GuestQr').then((m) => ({ Component: m.GuestQrRoute })),
      ),
    ),
  ]),
];

export const areaRoutes: RouteObject[] = [...logouts, ...consultant, ...instructor, ...user, ...university, ...guest];
