import { expect, test } from './fixtures';
import { expectPath, signIn } from './helpers';

// Each area: a signed-out visit to a guarded route lands on the area's login with the encoded
// redirect; signing in lands on that route; logout lands where spec §4 says.
const areas = [
  {
    name: 'consultant',
    guarded: '/consultant-modal/consultant-log',
    login: '/consultant/login',
    loginId: 'consultant',
    heading: '상담 일지',
    logoutLandsOn: '/consultant/login?redirect=%2Fconsultant',
  },
  {
    name: 'instructor',
    guarded: '/order/history',
    login: '/login',
    loginId: 'instructor@demo.kr',
    heading: '주문 내역',
    logoutLandsOn: '/',
  },
  {
    name: 'university',
    guarded: '/university/participant/1',
    login: '/university/login',
    loginId: 'univ',
    heading: '참여자 관리',
    logoutLandsOn: '/university/login',
  },
  {
    name: 'admin',
    guarded: '/admin/user',
    login: '/admin/login',
    loginId: 'admin',
    heading: '사용자 관리',
    logoutLandsOn: '/admin/login',
  },
];

for (const area of areas) {
  test(`the ${area.name} area: guard, sign-in back to the route, and logout`, async ({ page }) => {
    await page.goto(area.guarded);
    await expectPath(page, `${area.login}?redirect=${encodeURIComponent(area.guarded)}`);
    await expect(page.getByRole('status')).toContainText('보려던 화면');

    await signIn(page, area.loginId);
    await expectPath(page, area.guarded);
    await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('님');

    await page.getByRole('link', { name: '로그아웃' }).click();
    await expectPath(page, area.logoutLandsOn);
    // The session is gone on the server too: the guarded route asks for a login again.
    await page.goto(area.guarded);
    await expectPath(page, `${area.login}?redirect=${encodeURIComponent(area.guarded)}`);
  });
}

test('a /user tool screen not built yet is an unknown route and goes to /user, with no redirect parameter', async ({
  page,
}) => {
  await page.goto('/user/core-coloring/main');
  await expectPath(page, '/user');
  await expect(page.getByRole('heading', { level: 1, name: '받은 링크로 들어와 주세요' })).toBeVisible();
});

test('the AI-gift area sends a signed-out visit to its login with the redirect, and back after the code', async ({
  page,
}) => {
  await page.goto('/ai-gift/ptid/main');
  await expectPath(page, '/ai-gift/login?redirect=%2Fai-gift%2Fptid%2Fmain');
  await page.getByLabel('선물 코드', { exact: true }).fill('DEMO-GIFT-2026');
  await page.getByRole('button', { name: '시작하기' }).click();
  await expectPath(page, '/ai-gift/ptid/main');
  // The tool's own front page (while it loads, the heading is the tool's name: not enough).
  await expect(page.getByRole('heading', { level: 1, name: '나는 어떤 일에 흥미를 느낄까' })).toBeVisible();
  // Spec §4: the gift's token for the tool was requested and kept as the url data.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('career.urlData') ?? '{}')))
    .toMatchObject({ actionItemType: 'ptid', token: 'DEMO-GIFT-2026' });
});

test('a consultant cannot enter instructor screens, and an instructor cannot enter consultant screens', async ({
  page,
}) => {
  await page.goto('/consultant/login');
  await signIn(page, 'consultant');
  await expectPath(page, '/consultant');
  await page.goto('/product');
  await expectPath(page, '/login?redirect=%2Fproduct');

  await signIn(page, 'instructor@demo.kr');
  await expectPath(page, '/product');
  await expect(page.getByRole('heading', { level: 1, name: '상품' })).toBeVisible();
  await page.goto('/consultant');
  await expectPath(page, '/consultant/login?redirect=%2Fconsultant');
});

test('a signed-in consultant lands on the consultant home with their name', async ({ page }) => {
  await page.goto('/consultant/login');
  await signIn(page, 'consultant');
  await expect(page.getByRole('heading', { level: 1, name: '상담 홈' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('박상담');
  await expect(
    page.getByRole('navigation', { name: '영역 메뉴' }).getByRole('link', { name: '상담 홈' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a university manager lands on the dashboard of the latest class', async ({ page }) => {
  await page.goto('/university');
  await expectPath(page, '/university/login');
  await signIn(page, 'univ');
  await expectPath(page, /^\/university\/dashboard\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '학급 대시보드' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('한빛대학교');
});
