import { expect, test } from './fixtures';
import { expectPath, signIn } from './helpers';

test.describe('unknown routes and bad parameters redirect by prefix', () => {
  for (const [from, to] of <[string, string][]>[
    ['/nowhere', '/'],
    ['/guest', '/'],
    ['/guest/unknown/thing', '/'],
    ['/consultantx', '/'],
    ['/user/a/b/c', '/user'],
    ['/user/UPPER-CASE', '/user'],
    ['/university/dashboard/abc', '/university/login'],
    ['/university/nowhere', '/university/login?redirect=%2Funiversity%2Fnowhere'],
    ['/consultant/nowhere', '/consultant/login?redirect=%2Fconsultant'],
    ['/consultant-modal/core-coloring/main', '/consultant/login?redirect=%2Fconsultant-modal%2Fcore-coloring%2Fmain'],
    ['/instructor-modal/ptid/main', '/login?redirect=%2Finstructor-modal%2Fptid%2Fmain'],
    ['/guest/deepinter/qr/Bad_Token', '/'],
    ['/admin/nowhere', '/admin/login?redirect=%2Fadmin%2Fdashboard'],
    ['/admin/university/edit/12x', '/admin/login?redirect=%2Fadmin%2Fdashboard'],
    ['/admin/coupon/abc/edit', '/admin/login?redirect=%2Fadmin%2Fdashboard'],
  ]) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto(from);
      await expectPath(page, to);
    });
  }

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
