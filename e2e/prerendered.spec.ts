import { expect, test } from './fixtures';

// Decision 012: public and sign-in screens come drawn in the HTML, so they paint before any script
// runs; the browser then hydrates them without a mismatch (the fixture fails on console errors).

const drawn = [
  { path: '/', heading: '진로를 함께 찾는 대화' },
  { path: '/consultant/login', heading: '상담사 로그인' },
  { path: '/findPassword', heading: '비밀번호 찾기' },
  { path: '/admin/login', heading: '관리자 로그인' },
];

for (const { path, heading } of drawn) {
  test(`${path} arrives drawn and is hydrated in place`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const drawnRoot = html.slice(html.indexOf('<div id="root">'));
    expect(drawnRoot).toContain('<h1');
    expect(drawnRoot).toContain(heading);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  });
}

test('a drawn form cannot be sent before the page is hydrated, and can be after', async ({ page, request }) => {
  // Sent by the browser itself, the form would put the password into the address.
  const html = await (await request.get('/consultant/login')).text();
  expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
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
  let release: () => void = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto('/consultant/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('상담사 로그인');
  await expect(page.getByRole('button', { name: '로그인' })).toBeDisabled();
  await page.getByLabel('아이디', { exact: true }).pressSequentially('consultant');
  await page.getByLabel('비밀번호', { exact: true }).pressSequentially('demo1234!');
  release();
  await expect(page.getByRole('button', { name: '로그인' })).toBeEnabled();
  // Once alive, a change of focus re-renders the form; the text typed earlier must survive it.
  await page.getByLabel('아이디', { exact: true }).focus();
  await expect(page.getByLabel('아이디', { exact: true })).toHaveValue('consultant');
  await expect(page.getByLabel('비밀번호', { exact: true })).toHaveValue('demo1234!');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/consultant$/);
});

for (const { path, label, code, button } of [
  { path: '/user/main/login', label: '링크 코드', code: 'demo-student-01', button: '시작하기' },
  { path: '/ai-gift/login', label: '선물 코드', code: 'DEMO-GIFT-2026', button: '시작하기' },
]) {
  test(`a code typed into ${path} before the page comes alive is kept`, async ({ page }) => {
    let release: () => void = () => {};
    const scriptsMayLoad = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: button })).toBeDisabled();
    await page.getByLabel(label, { exact: true }).pressSequentially(code);
    release();
    await expect(page.getByRole('button', { name: button })).toBeEnabled();
    await page.getByLabel(label, { exact: true }).blur();
    await page.getByLabel(label, { exact: true }).focus();
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(code);
  });
}
