import { expect, test } from './fixtures';

test('the portal opens at / with the public home', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('진로를 함께 찾는 대화');
  await expect(page.getByRole('heading', { name: '열 가지 진로 도구' })).toBeVisible();
  await expect(page).toHaveTitle('진로 코칭 플랫폼');
});

test('the admin app opens at /admin/ on its sign-in page', async ({ page }) => {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  await expect(page.getByLabel('아이디', { exact: true })).toBeVisible();
  await expect(page.getByLabel('비밀번호', { exact: true })).toBeVisible();
});

test('the apps ask the server whether it is a development server on start', async ({ page }) => {
  const check = page.waitForResponse((response) => response.url().endsWith('/api/check-server'));
  await page.goto('/');
  const reply = await (await check).json();
  expect(reply).toEqual({ code: 200, message: '', data: { server: 'production', token: 'e2e' } });
});
