import { expect, test } from './fixtures';
import { expectPath, signIn, waitForHydration } from './helpers';

// Coupons and AI gifts made in the admin console (issue 18, decision 023): a coupon group's code
// grants personality type to a user who had no grant, through the tool's own "not granted" screen;
// an AI gift opens exactly its tools. Names carry the run's own suffix and the user is registered
// afresh in a class of the run's own, so the journey is independent of other runs and of the demo data.

/** A day in Korea, where the coupon's days are counted, `offset` days from today. */
const koreanDay = (offset = 0) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });

test('a coupon made in the console opens personality type for a user without a grant', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const groupName = `종단 쿠폰 ${suffix}`;

  await page.goto('/admin/login');
  await signIn(page, 'admin');
  await expectPath(page, '/admin/dashboard');

  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '쿠폰' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '쿠폰 관리' })).toBeVisible();
  await page.getByRole('link', { name: '쿠폰 등록' }).click();
  // The list's search field is named '묶음 이름 또는 쿠폰 코드': wait for the form itself.
  await expect(page.getByRole('heading', { level: 1, name: '쿠폰 등록' })).toBeVisible();
  await page.getByLabel('묶음 이름', { exact: true }).fill(groupName);
  await page.getByRole('checkbox', { name: '성격 유형' }).locator('xpath=ancestor::label').click();
  await expect(page.getByRole('checkbox', { name: '성격 유형' })).toBeChecked();
  await page.getByLabel('사용 시작일').fill(koreanDay());
  await page.getByLabel('사용 마지막 날').fill(koreanDay(-1));
  await page.getByLabel('만들 코드 수').fill('1');
  await page.getByRole('button', { name: '쿠폰 등록' }).click();
  // The server's refusal is shown at its field, and nothing typed is lost.
  await expect(page.getByText('사용 마지막 날은 시작하는 날과 같거나 그 뒤여야 합니다.')).toBeVisible();
  await expect(page.getByLabel('묶음 이름', { exact: true })).toHaveValue(groupName);
  await page.getByLabel('사용 마지막 날').fill(koreanDay(30));
  await page.getByRole('button', { name: '쿠폰 등록' }).click();
  await expectPath(page, /^\/admin\/coupon\/\d+$/);
  const groupPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: '쿠폰 상세' })).toBeVisible();
  await expect(page.getByText(`쿠폰 묶음 "${groupName}" 만들기 (코드 1개)`)).toBeVisible();

  const codes = page.getByRole('grid', { name: '쿠폰 코드' });
  const code = ((await codes.getByRole('rowheader').first().textContent()) ?? '').match(
    /[0-9A-Z]{4}(?:-[0-9A-Z]{4}){3}/,
  )?.[0];
  expect(code, 'the group page shows its code').toBeTruthy();
  if (!code) return;
  await expect(codes.getByText('미사용')).toBeVisible();

  // A user of a class that does not open ptid, registered afresh in the console.
  await page.goto('/admin/university/class/write/1');
  await page.getByLabel('학급 이름').fill(`쿠폰 종단반 ${suffix}`);
  await page.getByRole('button', { name: '학급 등록' }).click();
  await expectPath(page, /^\/admin\/university\/class\/details\/\d+$/);
  await expect(page.getByText('여는 도구: 없음')).toBeVisible();
  await page.getByLabel('이름', { exact: true }).fill('한쿠폰');
  await page.getByLabel('학번 (선택)').fill(suffix);
  await page.getByRole('button', { name: '참여자 등록' }).click();
  await expect(page.getByText('한쿠폰님을 등록했습니다')).toBeVisible();
  const link = (await page.getByText(/\/user\/[a-z2-7]+$/).textContent())?.trim() ?? '';

  const participant = await browser.newContext();
  const student = await participant.newPage();
  await student.goto(new URL(link).pathname);
  await expectPath(student, '/user');
  await expect(student.getByRole('heading', { level: 1, name: '한쿠폰 님의 진로 도구' })).toBeVisible();
  await student.goto('/user/ptid/main');
  await expect(student.getByText('이용권이 있어야 할 수 있는 검사입니다')).toBeVisible();
  await expect(student.getByRole('button', { name: '시작하기' })).toHaveCount(0);

  // A mistyped code is refused at the field, in Korean, before the database is asked.
  const codeField = student.getByRole('textbox', { name: '쿠폰 코드' });
  const mistyped = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
  await codeField.fill(mistyped);
  await student.getByRole('button', { name: '쿠폰 등록' }).click();
  await expect(student.getByText('쿠폰 코드에 잘못 입력한 글자가 있습니다. 다시 확인해 주세요.')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');

  // Typed as read off paper: lower case, no hyphens. The tool opens at once.
  await codeField.fill(code.replaceAll('-', '').toLowerCase());
  await student.getByRole('button', { name: '쿠폰 등록' }).click();
  await expect(student.getByText('쿠폰을 등록했습니다')).toBeVisible();
  await expect(student.getByText(`"${groupName}" 쿠폰으로 성격 유형을 받았습니다.`)).toBeVisible();
  await expect(student.getByText('등록한 쿠폰으로 합니다.')).toBeVisible();
  await expect(student.getByRole('button', { name: '시작하기' })).toBeEnabled();
  await student.reload();
  await expect(student.getByText('등록한 쿠폰으로 합니다.')).toBeVisible();
  await participant.close();

  // The group page says who redeemed the code; revoking the group keeps its reason in the log.
  await page.goto(groupPath);
  await expect(codes.getByText('사용됨')).toBeVisible();
  await expect(codes.getByText('한쿠폰')).toBeVisible();
  await page.getByLabel('회수 사유 (선택)').fill('종단 시험 종료');
  await page.getByRole('button', { name: `쿠폰 묶음 "${groupName}" 회수` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '회수', exact: true }).click();
  await expect(page.getByText(/에 회수했습니다\./)).toBeVisible();
  await expect(page.getByText(`쿠폰 묶음 "${groupName}" 회수`, { exact: true })).toBeVisible();
  await expect(page.getByText('사유: 종단 시험 종료')).toBeVisible();
});

test('an AI gift made in the console opens exactly its tools', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = `종단 선물 ${Date.now().toString(36)}`;

  await page.goto('/admin/login');
  await signIn(page, 'admin');
  await expectPath(page, '/admin/dashboard');
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: 'AI 선물' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI 선물 관리' })).toBeVisible();
  await page.getByRole('link', { name: 'AI 선물 만들기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI 선물 만들기' })).toBeVisible();
  await page.getByLabel('선물 이름', { exact: true }).fill(title);
  for (const tool of ['코어 컬러링', '커리어 앵커']) {
    await page.getByRole('checkbox', { name: tool }).locator('xpath=ancestor::label').click();
    await expect(page.getByRole('checkbox', { name: tool })).toBeChecked();
  }
  await page.getByRole('button', { name: 'AI 선물 만들기' }).click();
  await expectPath(page, /^\/admin\/ai-gift\/update\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI 선물 수정' })).toBeVisible();
  await expect(page.getByText(`AI 선물 "${title}" 만들기`, { exact: false })).toBeVisible();
  const summary = (await page.getByText(`${title} · 코드 `).textContent()) ?? '';
  const code = summary.match(/코드 (\S+)$/)?.[1] ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}(?:-[0-9A-Z]{4}){3}$/);

  const holder = await browser.newContext();
  const gifted = await holder.newPage();
  await gifted.goto('/ai-gift/login');
  // The form comes drawn in the HTML (decisions 012 and 042): fill it as the live app.
  await waitForHydration(gifted);
  await gifted.getByLabel('선물 코드', { exact: true }).fill(code);
  await gifted.getByRole('button', { name: '시작하기' }).click();
  await expectPath(gifted, '/user');
  await expect(gifted.getByText('AI 선물로 받은 도구입니다.')).toBeVisible();
  const tools = gifted.getByRole('heading', { level: 2 }).filter({ hasNotText: /^나의 (실천 계획|진로 포트폴리오)$/ });
  await expect(tools).toHaveText(['코어 컬러링', '커리어 앵커']);
  // A tool outside the gift is a refusal with the way back, never a 다시 시도 that cannot work.
  await gifted.goto('/user/job-card/main');
  await expect(gifted.getByRole('heading', { name: '이 도구를 열 수 없습니다' })).toBeVisible();
  await expect(gifted.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  await gifted.getByRole('button', { name: '내 도구로' }).click();
  await expectPath(gifted, '/user');
  // A tool no gift holds says so, rather than sending the gift's user to the public home.
  await gifted.goto('/ai-gift/interview/main');
  await expect(gifted.getByRole('heading', { level: 1, name: '면접은 AI 선물로 이용할 수 없습니다' })).toBeVisible();
  await gifted.getByRole('link', { name: '내 도구로' }).click();
  await expectPath(gifted, '/user');
  await holder.close();

  // The console shows the sign-in.
  await page.reload();
  await expect(page.getByText('1번 (제한 없음)')).toBeVisible();
});
