import { expect, test } from './fixtures';
import { expectPath, signIn, waitForHydration } from './helpers';

test('a token link signs the student in, keeps the url data and shows their tools', async ({ page }) => {
  await page.goto('/user/demo-student-01');
  await expectPath(page, '/user');
  await expect(page.getByRole('heading', { level: 1, name: '최민준 님의 진로 도구' })).toBeVisible();
  const urlData = await page.evaluate(() => JSON.parse(localStorage.getItem('career.urlData') ?? 'null'));
  expect(urlData).toEqual({
    universityUserId: expect.any(Number),
    actionItemType: null,
    token: 'demo-student-01',
    classId: expect.any(Number),
  });
  // The ten tools (other journeys may have finished some of them for this student already).
  await expect(
    page.getByRole('heading', { level: 2 }).filter({ hasNotText: /^나의 (실천 계획|진로 포트폴리오)$/ }),
  ).toHaveCount(10);

  // The consultant beside the student sees them, and can sign the student out.
  await page.goto('/consultant/login');
  await signIn(page, 'consultant');
  await expect(page.getByText('최민준 학생과 진행합니다.')).toBeVisible();
  await page.getByRole('link', { name: '학생 로그아웃' }).click();
  await expectPath(page, '/consultant');
  await expect(page.getByText('최민준 학생과 진행합니다.')).toHaveCount(0);
  await expect(page.getByRole('grid', { name: '담당 학생' })).toBeVisible();
});

test('reopening the link uses the session already held and posts no new login', async ({ page }) => {
  await page.goto('/user/demo-student-01');
  await expectPath(page, '/user');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto('/user/demo-student-01');
  await expectPath(page, '/user');
  await expect(page.getByRole('heading', { level: 1, name: '최민준 님의 진로 도구' })).toBeVisible();
  expect(calls).toContain('GET /api/token');
  expect(calls).toContainEqual(expect.stringMatching(/^GET \/api\/user-url-token\/demo-student-01\/\d+$/));
  expect(calls.filter((call) => call.startsWith('POST /api/login/'))).toEqual([]);
});

test("another student's link on the same computer signs that student in", async ({ page }) => {
  await page.goto('/user/demo-student-01');
  await expect(page.getByRole('heading', { level: 1, name: '최민준 님의 진로 도구' })).toBeVisible();
  await page.goto('/gwangju/demo-gwangju-01/2');
  await expectPath(page, '/user');
  await expect(page.getByRole('heading', { level: 1, name: '정서연 님의 진로 도구' })).toBeVisible();
});

test('a signed-out visit to the student logout calls no logout and asks for the consultant login', async ({ page }) => {
  const logouts: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/[\w-]*logout$/.test(new URL(request.url()).pathname)) logouts.push(request.url());
  });
  await page.goto('/consultant/student/logout');
  await expectPath(page, '/consultant/login?redirect=%2Fconsultant');
  expect(logouts).toEqual([]);
});

test('a link refused without a message shows 잘못된 접근입니다.', async ({ page }) => {
  await page.route('**/api/login/link', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"code":401,"message":"","data":null}' }),
  );
  await page.goto('/user/some-link');
  const alert = page.getByRole('alertdialog', { name: '알림' });
  await expect(alert).toContainText('잘못된 접근입니다.');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '링크로 들어갈 수 없습니다' })).toBeVisible();
  await expectPath(page, '/user/some-link');
});

test('a link whose login cannot reach the server shows an alert and goes to /user', async ({ page, consoleErrors }) => {
  await page.route('**/api/login/link', (route) => route.abort('connectionfailed'));
  await page.goto('/user/demo-student-01');
  const alert = page.getByRole('alertdialog', { name: '알림' });
  await expect(alert).toContainText('시스템에 문제가 발생했습니다.');
  await expectPath(page, '/user');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '받은 링크로 들어와 주세요' })).toBeVisible();
  // Spec §8: the network exception is logged; that one console error is expected here.
  expect(consoleErrors).toEqual([expect.stringContaining('/api/login/link')]);
  consoleErrors.length = 0;
});

test('an unknown link shows the server message and a way back', async ({ page }) => {
  await page.goto('/user/no-such-link');
  const alert = page.getByRole('alertdialog', { name: '알림' });
  await expect(alert).toContainText('유효하지 않거나 만료된 링크입니다.');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '링크로 들어갈 수 없습니다' })).toBeVisible();
});

test('the link-code page takes a pasted link', async ({ page }) => {
  await page.goto('/user/main/login');
  await page.getByLabel('링크 코드', { exact: true }).fill('http://localhost/user/demo-student-01');
  await page.getByRole('button', { name: '시작하기' }).click();
  await expectPath(page, '/user');
  await expect(page.getByRole('heading', { level: 1, name: '최민준 님의 진로 도구' })).toBeVisible();
});

test('the link-code page takes a pasted regional (광주) address, which signs in only through its own door', async ({
  page,
}) => {
  await page.goto('/user/main/login');
  await page.getByLabel('링크 코드', { exact: true }).fill('http://localhost/gwangju/demo-gwangju-01/2');
  await page.getByRole('button', { name: '시작하기' }).click();
  await expectPath(page, '/user');
  await expect(page.getByRole('heading', { level: 1, name: '정서연 님의 진로 도구' })).toBeVisible();
});

test('a regional link signs in its own user', async ({ page }) => {
  await page.goto('/gwangju/demo-gwangju-01/2');
  await expectPath(page, '/user');
  await expect(page.getByRole('heading', { level: 1, name: '정서연 님의 진로 도구' })).toBeVisible();
});

test('an AI-gift code opens the gift tools', async ({ page }) => {
  await page.goto('/ai-gift/login');
  // The form comes drawn in the HTML (decisions 012 and 042): fill it as the live app.
  await waitForHydration(page);
  await page.getByLabel('선물 코드', { exact: true }).fill('demo-gift-2026');
  await page.getByRole('button', { name: '시작하기' }).click();
  await expectPath(page, '/user');
  await expect(page.getByText('AI 선물로 받은 도구입니다.')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2 }).filter({ hasNotText: /^나의 (실천 계획|진로 포트폴리오)$/ }),
  ).toHaveCount(9);
});

test('a wrong AI-gift code is refused in Korean, and nothing typed is lost', async ({ page }) => {
  await page.goto('/ai-gift/login');
  // The form comes drawn in the HTML (decisions 012 and 042): fill it as the live app.
  await waitForHydration(page);
  await page.getByLabel('선물 코드', { exact: true }).fill('NOPE-0000');
  await page.getByRole('button', { name: '시작하기' }).click();
  await expect(page.getByRole('alert')).toHaveText(/선물 코드가 올바르지 않거나 만료되었습니다/);
  await expect(page.getByLabel('선물 코드', { exact: true })).toHaveValue('NOPE-0000');
});

test('guest QR screens name their session without a login', async ({ page }) => {
  await page.goto('/guest/self-introduce/qr/demo-guest-self');
  await expect(page.getByRole('heading', { level: 1, name: '자기소개서 특강 (데모)' })).toBeVisible();
  await expect(page.getByText('이강사', { exact: true })).toBeVisible();
  await expect(page.getByText(/자기소개서를 계정 없이 이름만으로 씁니다/)).toBeVisible();
  await page.goto('/guest/deepinter/qr/demo-guest-self');
  await expect(page.getByRole('heading', { level: 1, name: 'QR 링크를 열 수 없습니다' })).toBeVisible();
});
