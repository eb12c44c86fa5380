import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHydration } from './helpers';

// Decision 012: public and sign-in screens come drawn in the HTML, so they paint before any script
// runs; the browser then hydrates them without a mismatch (the fixture fails on console errors).

const drawn = [
  { path: '/', heading: '진로를 함께 찾는 대화' },
  { path: '/consultant/login', heading: '상담사 로그인' },
  { path: '/findPassword', heading: '비밀번호 찾기' },
  { path: '/admin/login', heading: '관리자 로그인' },
];

test('the public and sign-in screens arrive drawn and are hydrated in place', async ({ page, request }) => {
  for (const { path, heading } of drawn) {
    await test.step(path, async () => {
      const html = await (await request.get(path)).text();
      const drawnRoot = html.slice(html.indexOf('<div id="root">'));
      expect(drawnRoot).toContain('<h1');
      expect(drawnRoot).toContain(heading);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    });
  }
});

/** Holds the app's scripts until `release()`, as a slow connection would. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  return release;
}

for (const { path, id, home } of [
  { path: '/consultant/login', id: 'consultant', home: /\/consultant$/ },
  { path: '/admin/login', id: 'admin', home: /\/admin\/dashboard$/ },
]) {
  test(`Enter pressed on ${path} before the page is alive signs in once it is (decision 042)`, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('로그인');
    // Pressable from the first paint: nothing is greyed out with no word of why.
    await expect(page.getByRole('button', { name: '로그인' })).toBeEnabled();
    await page.getByLabel('아이디', { exact: true }).pressSequentially(id);
    await page.getByLabel('비밀번호', { exact: true }).pressSequentially('demo1234!');
    await page.getByLabel('비밀번호', { exact: true }).press('Enter');
    // Held by the page, not sent by the browser: the password never reaches the address.
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('demo1234');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('로그인');
    release();
    await expect(page).toHaveURL(home);
    expect(page.url()).not.toContain('demo1234');
  });
}

test('a click on the drawn button before the page is alive is not lost either', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/user/main/login', { waitUntil: 'commit' });
  await page.getByLabel('링크 코드', { exact: true }).pressSequentially('demo-student-01');
  await page.getByRole('button', { name: '시작하기' }).click();
  release();
  await expect(page).toHaveURL(/\/user$/);
});

test('a drawn page allows its one inline script by hash, and the hydrated sign-in form takes focus', async ({
  page,
}) => {
  const reply = await page.request.get('/consultant/login');
  expect(reply.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  const html = await reply.text();
  expect(html).toMatch(/<button[^>]*type="submit"/);
  // Should the script ever not run, the browser's own sending keeps the password out of the address.
  expect(html).toMatch(/<form[^>]*method="post"/);
  await page.goto('/consultant/login');
  await expect(page.getByRole('button', { name: '로그인' })).toBeEnabled();
  await expect(page.getByLabel('아이디', { exact: true })).toBeFocused();
});

test('with a query string the screen is drawn in the browser instead', async ({ page, request }) => {
  const html = await (await request.get('/consultant/login?redirect=%2Fconsultant')).text();
  expect(html).toContain('<div id="root"></div>');
  await page.goto('/consultant/login?redirect=%2Fconsultant');
  await expect(page.getByRole('status')).toContainText('보려던 화면');
});

test('what is typed into a drawn sign-in form before the page comes alive is kept', async ({ page }) => {
  // The scripts wait until the person has typed, as on a slow connection.
  const release = await holdScripts(page);
  await page.goto('/consultant/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('상담사 로그인');
  await page.getByLabel('아이디', { exact: true }).pressSequentially('consultant');
  await page.getByLabel('비밀번호', { exact: true }).pressSequentially('demo1234!');
  release();
  await waitForHydration(page);
  // Once alive, a change of focus re-renders the form; the text typed earlier must survive it.
  await page.getByLabel('아이디', { exact: true }).focus();
  await expect(page.getByLabel('아이디', { exact: true })).toHaveValue('consultant');
  await expect(page.getByLabel('비밀번호', { exact: true })).toHaveValue('demo1234!');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/consultant$/);
});

for (const { path, label, code } of [
  { path: '/user/main/login', label: '링크 코드', code: 'demo-student-01' },
  { path: '/ai-gift/login', label: '선물 코드', code: 'DEMO-GIFT-2026' },
]) {
  test(`a code typed into ${path} before the page comes alive is kept`, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await page.getByLabel(label, { exact: true }).pressSequentially(code);
    release();
    await waitForHydration(page);
    await page.getByLabel(label, { exact: true }).blur();
    await page.getByLabel(label, { exact: true }).focus();
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(code);
  });
}
