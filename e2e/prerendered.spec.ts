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
