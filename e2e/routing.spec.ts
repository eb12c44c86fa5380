import { expect, test } from './fixtures';
import { expectPath, signIn } from './helpers';

// Both apps redirect an unknown path by prefix first (spec §2); the target's guard then decides,
// so a signed-out visit ends on the login of the target, with the target as its redirect.
test.describe('unknown routes and bad parameters redirect by prefix', () => {
  const redirects = [
    ['/nowhere', '/'],
    // A screen the instructor does not have (the consultant's readiness check).
    ['/instructor-modal/career-model/check/result', '/'],
    ['/user/a/b/c', '/user'],
    ['/users', '/user'],
    ['/userx', '/user'],
    ['/user/UPPER-CASE', '/user'],
    ['/university/dashboard/abc', '/university/login'],
    ['/university/nowhere', '/university/login'],
    ['/universityx', '/university/login'],
    ['/consultant/nowhere', '/consultant/login?redirect=%2Fconsultant'],
    ['/consultantx', '/consultant/login?redirect=%2Fconsultant'],
    ['/consultant-modal/x', '/consultant/login?redirect=%2Fconsultant'],
    ['/consultant-modal/core-coloring/nowhere', '/consultant/login?redirect=%2Fconsultant'],
    ['/guest/unknown/thing', '/guest'],
    ['/guestx', '/guest'],
    ['/guest/deepinter/qr/Bad_Token', '/guest'],
    ['/admin/nowhere', '/admin/login?redirect=%2Fadmin%2Fdashboard'],
    ['/admin/university/edit/12x', '/admin/login?redirect=%2Fadmin%2Fdashboard'],
    ['/admin/coupon/abc/edit', '/admin/login?redirect=%2Fadmin%2Fdashboard'],
    // Served by the portal, sent to the admin console by a page load.
    ['/adminx', '/admin/login?redirect=%2Fadmin%2Fdashboard'],
  ] as const;
  // One tab for them all (signed out throughout), each visit a step: a fresh browser per address
  // spent most of its time loading the app again.
  test('each unknown address lands where its prefix leads', async ({ page }) => {
    for (const [from, to] of redirects) {
      await test.step(`${from} → ${to}`, async () => {
        await page.goto(from);
        await expectPath(page, to);
      });
    }
  });

  test('/guest, where unknown guest paths lead, says a QR link is needed and offers a way on', async ({ page }) => {
    await page.goto('/guest/x');
    await expectPath(page, '/guest');
    await expect(page.getByRole('heading', { level: 1, name: 'QR 코드로 들어와 주세요' })).toBeVisible();
    await expect(page).toHaveTitle('QR 링크 안내 | 진로 코칭 플랫폼');
    await page.getByRole('link', { name: '처음 화면으로' }).click();
    await expectPath(page, '/');
  });

  test('signed in, an unknown consultant path lands on the consultant home', async ({ page }) => {
    await page.goto('/consultant/login');
    await signIn(page, 'consultant');
    await expectPath(page, '/consultant');
    await page.goto('/consultant-modal/core-coloring/nowhere');
    await expectPath(page, '/consultant');
    await expect(page.getByRole('heading', { level: 1, name: '상담 홈' })).toBeVisible();
  });

  test('signed in, an unknown admin path lands on the dashboard', async ({ page }) => {
    await page.goto('/admin/login');
    await signIn(page, 'admin');
    await expectPath(page, '/admin/dashboard');
    await page.goto('/admin/no/such/screen');
    await expectPath(page, '/admin/dashboard');
    await page.goto('/admin/ai-gift/update/x1');
    await expectPath(page, '/admin/dashboard');
    await page.goto('/admin/ai-gift/update/7');
    await expect(page.getByRole('heading', { level: 1, name: 'AI 선물 수정' })).toBeVisible();
  });

  test('signed in, a bad university class id is an unknown route', async ({ page }) => {
    await page.goto('/university/login');
    await signIn(page, 'univ');
    await expectPath(page, /^\/university\/dashboard\/\d+$/);
    await page.goto('/university/participant/update/1/xyz');
    await expectPath(page, /^\/university\/dashboard\/\d+$/);
  });
});

test.describe('hostile redirect values never leave the origin or the area', () => {
  const hostile = [
    'https://evil.example/consultant',
    '//evil.example/consultant',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/admin/dashboard',
    '/consultant/../admin/dashboard',
    '/consultant/login',
    'http:/evil.example',
    '/consultant\t/x',
  ];
  test('after signing in, each falls back to the consultant home', async ({ page }) => {
    // Ten sign-ins, each through the form.
    test.setTimeout(60_000);
    for (const value of hostile) {
      await page.context().clearCookies();
      await page.goto(`/consultant/login?redirect=${encodeURIComponent(value)}`);
      await page.evaluate(() => sessionStorage.clear());
      await signIn(page, 'consultant');
      await expect.poll(() => new URL(page.url()).origin, { message: value }).toBe(new URL(page.url()).origin);
      await expectPath(page, '/consultant');
      await page.goto('/consultant/logout');
    }
  });

  test('a same-area redirect is honoured', async ({ page }) => {
    await page.goto(`/consultant/login?redirect=${encodeURIComponent('/consultant-modal/timer?from=mail')}`);
    await signIn(page, 'consultant');
    await expectPath(page, '/consultant-modal/timer?from=mail');
  });
});

test('the sixth failed login in a minute gets 429 with a Korean message', async ({ page }) => {
  await page.goto('/university/login');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await signIn(page, 'rate-limit-probe', 'wrong-password-1');
    await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 올바르지 않습니다.');
  }
  const sixth = page.waitForResponse((response) => response.url().endsWith('/api/university-login'));
  await signIn(page, 'rate-limit-probe', 'wrong-password-1');
  const reply = await sixth;
  expect(reply.status()).toBe(429);
  expect(Number(reply.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveText(/로그인 시도가 너무 많습니다\. \d+초 후에 다시 시도해 주세요\./);
});

test.describe('phones', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });

  test('are refused on the public home and go back one step', async ({ page }) => {
    await page.goto('/privacyPolicy');
    await page.getByRole('link', { name: '진로 코칭 플랫폼' }).click();
    const alert = page.getByRole('alertdialog', { name: '알림' });
    await expect(alert).toContainText('모바일 환경에서는 사용이 불가능 합니다.');
    await alert.getByRole('button', { name: '확인' }).click();
    await expectPath(page, '/privacyPolicy');
  });

  test('are refused on the consultant main screen when signed out, before any login page', async ({ page }) => {
    await page.goto('/privacyPolicy');
    await page.goto('/consultant');
    const alert = page.getByRole('alertdialog', { name: '알림' });
    await expect(alert).toContainText('모바일 환경에서는 사용이 불가능 합니다.');
    await expectPath(page, '/consultant');
    await alert.getByRole('button', { name: '확인' }).click();
    await expectPath(page, '/privacyPolicy');
  });

  test('are refused on the consultant main screen', async ({ page }) => {
    await page.goto('/privacyPolicy');
    await page.goto('/consultant/login');
    await signIn(page, 'consultant');
    const alert = page.getByRole('alertdialog', { name: '알림' });
    await expect(alert).toContainText('모바일 환경에서는 사용이 불가능 합니다.');
    await alert.getByRole('button', { name: '확인' }).click();
    // Signing in replaced the login page with the main screen, so one step back is the page before.
    await expectPath(page, '/privacyPolicy');
  });
});
