import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoIds, signInAs } from './helpers';

// One title per screen (WCAG 2.4.2, issue 36): the screens of a tool share its route, and each
// names itself first in the tab title. Reads only.

test('each screen of a tool has its own tab title, ending with the tool and the product', async ({ page }) => {
  await signInAs(page, 'user');
  const titles: string[] = [];
  for (const screen of ['main', 'introduce', 'explain']) {
    await page.goto(`/user/career-anchor/${screen}`);
    await expect(page).toHaveTitle(/^.+ · 커리어 앵커 \| 진로 코칭 플랫폼$/);
    const title = await page.title();
    // The screen's own heading, as it is shown.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.split(' · ')[0] ?? '');
    titles.push(title);
  }
  expect(new Set(titles).size).toBe(titles.length);
});

// Every screen of every area names itself (WCAG 2.4.2, decision 042): the route's title, after what
// the screen inside it calls itself; no two screens of an area share a tab title. Views that share
// a route (the instructor's classes, by `?class=`) name themselves by their heading.

const PORTAL = '진로 코칭 플랫폼';
const ADMIN = `관리자 | ${PORTAL}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Visits each [path, route title] and returns the tab titles, each checked to end with its route's. */
async function titlesOf(page: Page, screens: [path: string, title: string][], product = PORTAL) {
  const titles: string[] = [];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(new RegExp(`^(.+ · )?${escaped(title)} \\| ${escaped(product)}$`));
    titles.push(await page.title());
  }
  return titles;
}

function expectUnique(titles: string[]) {
  const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
  expect(repeated, 'titles shown by more than one screen').toEqual([]);
}

test('the public and sign-in screens each have their own tab title', async ({ page }) => {
  const titles = await titlesOf(page, [
    ['/privacyPolicy', '개인정보처리방침'],
    ['/serviceTermPolicy', '서비스 이용약관'],
    ['/login', '강사 로그인'],
    ['/signUp', '강사 회원가입'],
    ['/findPassword', '비밀번호 찾기'],
    ['/consultant/login', '상담사 로그인'],
    ['/university/login', '대학 담당자 로그인'],
    ['/user/main/login', '링크 코드로 시작하기'],
    ['/ai-gift/login', 'AI 선물 코드로 시작하기'],
    ['/guest', 'QR 링크 안내'],
  ]);
  await page.goto('/');
  await expect(page).toHaveTitle(PORTAL);
  expectUnique([PORTAL, ...titles]);
});

test('every view of the instructor’s classes, and the instructor’s other screens, has its own tab title', async ({
  page,
}) => {
  await signInAs(page, 'instructor');
  const list = await page.request.get('/api/instructor/class/list');
  const classes = (await list.json()).data.classes as { id: number; name: string }[];
  const first = classes[0];
  if (!first) throw new Error('the demo instructor has no class');
  const views: [string, string][] = [
    ['/instructor-modal/class', `수업 | ${PORTAL}`],
    ['/instructor-modal/class?class=new', `수업 등록 · 수업 | ${PORTAL}`],
    [`/instructor-modal/class?class=${first.id}`, `${first.name} · 수업 | ${PORTAL}`],
    [`/instructor-modal/class?class=${first.id}&edit=1`, `수업 고치기 · 수업 | ${PORTAL}`],
    ['/instructor-modal/class?class=abc', `수업 번호가 올바르지 않습니다 · 수업 | ${PORTAL}`],
  ];
  const titles: string[] = [];
  for (const [path, title] of views) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    titles.push(title);
  }
  titles.push(
    ...(await titlesOf(page, [
      ['/instructor-modal/class-log', '수업 기록'],
      ['/instructor-modal/intro', '도구 소개'],
      ['/instructor-modal/qrcode', 'QR 링크'],
      ['/instructor-modal/timer', '타이머'],
      ['/instructor-modal/profile', '프로필'],
      ['/product', '상품'],
      ['/order/history', '주문 내역'],
      ['/order/refund', '환불 신청'],
    ])),
  );
  expectUnique(titles);
});

test('the consultant’s screens each have their own tab title', async ({ page }) => {
  await signInAs(page, 'consultant');
  expectUnique(
    await titlesOf(page, [
      ['/consultant', '상담 홈'],
      ['/consultant-modal/intro', '도구 소개'],
      ['/consultant-modal/qrcode', 'QR 코드'],
      ['/consultant-modal/timer', '타이머'],
      ['/consultant-modal/consultant-log', '상담 일지'],
    ]),
  );
});

test('the university manager’s screens each have their own tab title', async ({ page }) => {
  const { classId } = await demoIds(page);
  expectUnique(
    await titlesOf(page, [
      [`/university/dashboard/${classId}`, '학급 대시보드'],
      [`/university/consultant-log/${classId}`, '상담 일지'],
      [`/university/consultant/${classId}`, '상담사 관리'],
      [`/university/consultant/register/${classId}`, '상담사 등록'],
      [`/university/participant/${classId}`, '참여자 관리'],
      [`/university/participant/register/${classId}`, '참여자 등록'],
    ]),
  );
});

test('the admin console’s screens each have their own tab title', async ({ page }) => {
  await signInAs(page, 'admin');
  const { universityId, classId } = await demoIds(page);
  expectUnique(
    await titlesOf(
      page,
      [
        ['/admin/dashboard', '대시보드'],
        ['/admin/university', '대학 관리'],
        ['/admin/university/write', '대학 등록'],
        [`/admin/university/edit/${universityId}`, '대학 수정'],
        [`/admin/university/class/${universityId}`, '학급 관리'],
        [`/admin/university/class/write/${universityId}`, '학급 등록'],
        [`/admin/university/class/edit/${classId}`, '학급 수정'],
        [`/admin/university/class/details/${classId}`, '학급 상세'],
        [`/admin/university/user/register/${classId}`, '대학 사용자 등록'],
        ['/admin/customer', '고객 관리'],
        ['/admin/instructor', '강사 관리'],
        ['/admin/user', '사용자 관리'],
        ['/admin/kit', '키트 관리'],
        ['/admin/ai-gift', 'AI 선물 관리'],
        ['/admin/ai-gift/create', 'AI 선물 만들기'],
        ['/admin/coupon', '쿠폰 관리'],
        ['/admin/coupon/write', '쿠폰 등록'],
        ['/admin/statistics', '통계'],
        ['/admin/statistics/university', '대학 통계'],
        ['/admin/statistics/instructor', '강사 통계'],
        ['/admin/content/career-anchor', '커리어 앵커'],
        ['/admin/content/job-card', '직업 카드'],
        ['/admin/content/job-card/write', '직업 카드 만들기'],
        ['/admin/audit', '관리 기록'],
      ],
      ADMIN,
    ),
  );
});
