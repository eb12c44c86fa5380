/**
 * Every non-tool screen of spec §2, with who must be signed in to see it (demo data ids), and the
 * heading that proves the visit landed on the screen and not on a login or a redirect target.
 * Tool screens join with their tools; logout routes and token entries are journeys, not screens.
 */
export type Visitor = 'consultant' | 'instructor' | 'university' | 'admin' | 'user';

export interface Screen {
  path: string;
  /** Who signs in first; none for public screens. */
  as?: Visitor;
  /** The h1 the screen shows. */
  heading: string | RegExp;
  /** Where the visit ends when the route itself redirects (spec: /university → /university/login). */
  landsOn?: string;
  /**
   * Its route's title, which the tab title ends with, when it is not the heading (a heading that is
   * a pattern, or a screen that heads its state); '' where the tab shows the product's name alone.
   */
  title?: string;
}

const publicSite: Screen[] = [
  { path: '/', heading: /진로를 함께 찾는 대화/, title: '' },
  { path: '/login', heading: '강사 로그인' },
  { path: '/findPassword', heading: '비밀번호 찾기' },
  { path: '/signUp', heading: '강사 회원가입' },
  { path: '/privacyPolicy', heading: '개인정보처리방침' },
  { path: '/serviceTermPolicy', heading: '서비스 이용약관' },
];

const consultant: Screen[] = [
  { path: '/consultant/login', heading: '상담사 로그인' },
  { path: '/consultant', as: 'consultant', heading: '상담 홈' },
  { path: '/consultant-modal/intro', heading: '도구 소개' },
  { path: '/consultant-modal/qrcode', as: 'consultant', heading: 'QR 코드' },
  { path: '/consultant-modal/timer', heading: '타이머' },
  { path: '/consultant-modal/consultant-log', as: 'consultant', heading: '상담 일지' },
  {
    path: '/consultant-modal/portfolio',
    as: 'consultant',
    heading: '진로 포트폴리오: 누구와 진행할까요?',
    title: '진로 포트폴리오',
  },
];

const user: Screen[] = [
  { path: '/user', heading: '받은 링크로 들어와 주세요', title: '내 도구' },
  { path: '/user', as: 'user', heading: /최민준/, title: '내 도구' },
  { path: '/user/portfolio', as: 'user', heading: '최민준 님의 진로 포트폴리오', title: '진로 포트폴리오' },
  { path: '/user/main/login', heading: '링크 코드로 시작하기' },
  { path: '/ai-gift/login', heading: 'AI 선물 코드로 시작하기' },
];

const instructor: Screen[] = [
  { path: '/product', as: 'instructor', heading: '상품' },
  { path: '/payment-success', as: 'instructor', heading: '결제 정보 없음', title: '결제 완료' },
  { path: '/payment-fail', as: 'instructor', heading: '결제 실패' },
  { path: '/order/history', as: 'instructor', heading: '주문 내역' },
  { path: '/order/refund', as: 'instructor', heading: '환불 신청' },
  { path: '/instructor-modal/class', as: 'instructor', heading: '수업' },
  { path: '/instructor-modal/class-log', as: 'instructor', heading: '수업 기록' },
  {
    path: '/instructor-modal/portfolio',
    as: 'instructor',
    heading: '진로 포트폴리오: 누구와 진행할까요?',
    title: '진로 포트폴리오',
  },
  { path: '/instructor-modal/intro', heading: '도구 소개' },
  { path: '/instructor-modal/qrcode', as: 'instructor', heading: 'QR 링크' },
  { path: '/instructor-modal/qrcode/edit', as: 'instructor', heading: 'QR 링크 편집' },
  { path: '/instructor-modal/timer', heading: '타이머' },
  { path: '/instructor-modal/profile', heading: '프로필' },
];

const university: Screen[] = [
  { path: '/university', heading: '대학 담당자 로그인', landsOn: '/university/login' },
  { path: '/university/dashboard/1', as: 'university', heading: '학급 대시보드' },
  { path: '/university/consultant-log/1', as: 'university', heading: '상담 일지' },
  { path: '/university/consultant-log/detail/general/1', as: 'university', heading: '상담 일지 상세' },
  { path: '/university/consultant/1', as: 'university', heading: '상담사 관리' },
  { path: '/university/consultant/detail/1', as: 'university', heading: '상담사 상세' },
  { path: '/university/consultant/register/1', as: 'university', heading: '상담사 등록' },
  { path: '/university/consultant/update/1/1', as: 'university', heading: '상담사 수정' },
  { path: '/university/participant/1', as: 'university', heading: '참여자 관리' },
  { path: '/university/participant/detail/1/1', as: 'university', heading: '참여자 상세' },
  { path: '/university/participant/consultant-log/general/1', as: 'university', heading: '참여자 상담 일지' },
  { path: '/university/participant/register/1', as: 'university', heading: '참여자 등록' },
  { path: '/university/participant/update/1/1', as: 'university', heading: '참여자 수정' },
];

const admin: Screen[] = [
  { path: '/admin/login', heading: '관리자 로그인' },
  ...(
    [
      ['dashboard', '대시보드'],
      ['university', '대학 관리'],
      ['university/write', '대학 등록'],
      ['university/edit/1', '대학 수정'],
      ['university/class/1', '학급 관리'],
      ['university/class/write/1', '학급 등록'],
      ['university/class/edit/1', '학급 수정'],
      ['university/class/details/1', '학급 상세'],
      ['university/user/register/1', '대학 사용자 등록'],
      ['university/user/update/1/1', '대학 사용자 수정'],
      ['customer', '고객 관리'],
      ['instructor', '강사 관리'],
      ['instructor/detail/2', '강사 상세'],
      ['instructor/consultant-log/general/1', '강사 상담 일지'],
      ['instructor/kit/2', '강사 키트'],
      ['user', '사용자 관리'],
      ['user/detail/1', '사용자 상세'],
      ['user/consultant-log/general/1', '사용자 상담 일지'],
      ['kit', '키트 관리'],
      ['ai-gift', 'AI 선물 관리'],
      ['ai-gift/create', 'AI 선물 만들기'],
      ['ai-gift/update/1', 'AI 선물 수정'],
      ['coupon', '쿠폰 관리'],
      ['coupon/write', '쿠폰 등록'],
      ['coupon/1/edit', '쿠폰 수정'],
      ['coupon/1', '쿠폰 상세'],
      ['statistics', '통계'],
      ['statistics/university', '대학 통계'],
      ['statistics/instructor', '강사 통계'],
      ['audit', '관리 기록'],
      ['content/career-anchor', '커리어 앵커'],
      ['content/job-card', '직업 카드'],
      ['content/job-card/write', '직업 카드 만들기'],
      ['content/job-card/1', '직업 카드 수정'],
    ] as const
  ).map(([path, heading]): Screen => ({ path: `/admin/${path}`, as: 'admin', heading })),
];

const guest: Screen[] = [
  { path: '/guest', heading: 'QR 코드로 들어와 주세요', title: 'QR 링크 안내' },
  { path: '/guest/self-introduce/qr/demo-guest-self', heading: /자기소개서/, title: '자기소개서' },
  { path: '/guest/deepinter/qr/demo-guest-deep', heading: /심층 인터뷰/, title: '심층 인터뷰' },
];

export const screens: Screen[] = [
  ...publicSite,
  ...consultant,
  ...user,
  ...instructor,
  ...university,
  ...admin,
  ...guest,
];

/** A file name for a screen's baseline: its path and who saw it. */
export function screenshotName({ path, as }: Screen): string {
  const slug = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
  return `${slug}${as ? `.as-${as}` : ''}.png`;
}
