import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { expectPath, signIn } from './helpers';

// The admin console sets a university up from nothing (issue 18): a university, a class that opens
// ptid, a consultant and a participant; the participant's link signs them in and ptid opens for
// them through the class; more participants come from a CSV file, and the user list exports them;
// the consultant signs in and sees the participant. Names carry the run's
// own suffix, so the journey is independent of other runs and of the demo data.

test('the admin sets up a university whose participant takes ptid and whose consultant sees them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const universityName = `종단대학교 ${suffix}`;
  const consultantId = `e2e.${suffix}`;

  await page.goto('/admin/login');
  await signIn(page, 'admin');
  await expectPath(page, '/admin/dashboard');

  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '대학' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '대학 관리' })).toBeVisible();
  await page.getByRole('link', { name: '대학 등록' }).click();
  // The list's search field is named '대학 이름 또는 지역': wait for the form itself (a busy machine
  // loads its chunk late, and a fill before then lands in the list's field).
  await expect(page.getByRole('heading', { level: 1, name: '대학 등록' })).toBeVisible();
  await page.getByLabel('대학 이름', { exact: true }).fill(universityName);
  await page.getByLabel('계약 시작일 (선택)').fill('2026-03-01');
  await page.getByLabel('계약 종료일 (선택)').fill('2026-02-01');
  await page.getByRole('button', { name: '대학 등록' }).click();
  // The server's refusal is shown at its field, and nothing typed is lost.
  await expect(page.getByText('끝나는 날은 시작하는 날과 같거나 그 뒤여야 합니다.')).toBeVisible();
  await expect(page.getByLabel('대학 이름', { exact: true })).toHaveValue(universityName);
  await page.getByLabel('계약 종료일 (선택)').fill('2027-02-28');
  await page.getByRole('button', { name: '대학 등록' }).click();
  await expectPath(page, /^\/admin\/university\/class\/\d+$/);

  await page.getByRole('link', { name: '학급 등록' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '학급 등록' })).toBeVisible();
  await page.getByLabel('학급 이름').fill('진로설계 종단반');
  await page.getByLabel('정원 (선택)').fill('30');
  await page.getByRole('checkbox', { name: '성격 유형' }).locator('xpath=ancestor::label').click();
  await expect(page.getByRole('checkbox', { name: '성격 유형' })).toBeChecked();
  await page.getByRole('button', { name: '학급 등록' }).click();
  await expectPath(page, /^\/admin\/university\/class\/details\/\d+$/);
  await expect(page.getByText('여는 도구: 성격 유형')).toBeVisible();

  await page.getByLabel('이름', { exact: true }).fill('한종단');
  await page.getByLabel('학번 (선택)').fill(suffix);
  await page.getByRole('button', { name: '참여자 등록' }).click();
  await expect(page.getByText('한종단님을 등록했습니다')).toBeVisible();
  const link = (await page.getByText(/\/user\/[a-z2-7]+$/).textContent())?.trim() ?? '';
  expect(link).toMatch(/\/user\/[a-z2-7]{26,}$/);
  await expect(page.getByRole('grid', { name: '참여자' }).getByRole('rowheader', { name: '한종단' })).toBeVisible();

  // Many at once from a CSV file, as the university area does: a bad row registers nobody and is
  // named by its line; then the good rows go in without fixing and uploading the file again.
  await page.getByLabel('CSV 파일', { exact: true }).setInputFiles({
    name: 'participants.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF이름,학번\r\n=한수식,${suffix}1\r\n,${suffix}2\r\n`),
  });
  await page.getByRole('button', { name: '파일로 등록' }).click();
  await expect(page.getByText('1줄이 잘못되어 아무도 등록하지 않았습니다')).toBeVisible();
  await expect(
    page.getByRole('grid', { name: '등록하지 못한 줄' }).getByRole('row', { name: /3번째 줄/ }),
  ).toContainText('이름을 입력해 주세요.');
  await page.getByRole('button', { name: '올바른 1명만 등록' }).click();
  await expect(page.getByText('1명을 등록했습니다')).toBeVisible();
  await expect(page.getByRole('grid', { name: '등록하지 않은 줄' })).toContainText('3번째 줄');
  await expect(page.getByRole('grid', { name: '참여자' }).getByRole('rowheader', { name: '=한수식' })).toBeVisible();

  await page.getByRole('link', { name: '대학 사용자 등록' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '대학 사용자 등록' })).toBeVisible();
  await page.getByLabel('아이디').fill(consultantId);
  await page.getByLabel('이름').fill('김종단');
  await page.getByLabel('처음 비밀번호').fill('counsel2026');
  await page.getByRole('button', { name: '상담사 등록' }).click();
  await expectPath(page, /^\/admin\/university\/class\/details\/\d+$/);
  await expect(
    page.getByRole('grid', { name: '상담사와 대학 관리자' }).getByRole('rowheader', { name: '김종단' }),
  ).toBeVisible();

  // Every change is in the audit log.
  await page.goto('/admin/audit');
  await expect(page.getByText(`대학 "${universityName}" 등록`)).toBeVisible();
  await expect(page.getByText('상담사 "김종단" 등록')).toBeVisible();
  await expect(page.getByText(/참여자 1명 CSV로 등록 .*잘못된 1줄은 빼고/)).toBeVisible();

  // The user list exports what its search finds, whole, for Excel: a BOM, and no cell a formula.
  await page.goto(`/admin/user?keyword=${suffix}&size=1`);
  await expect(page.getByText('사용자 2명 · 1/2쪽')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV 내려받기' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^사용자목록_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFF번호,이름,구분,')).toBe(true);
  expect(csv.trimEnd().split('\r\n')).toHaveLength(3);
  expect(csv).toContain(",'=한수식,학급 참여자,");
  expect(csv).toContain(',한종단,학급 참여자,');

  // The participant's link signs them in, and the class opens ptid for them.
  const participant = await browser.newContext();
  const student = await participant.newPage();
  await student.goto(new URL(link).pathname);
  await expectPath(student, '/user');
  await expect(student.getByRole('heading', { level: 1, name: '한종단 님의 진로 도구' })).toBeVisible();
  await student.goto('/user/ptid/main');
  await expect(student.getByText('수업에서 제공한 이용권으로 합니다.')).toBeVisible();
  await student.getByRole('button', { name: '시작하기' }).click();
  await expect(student.getByRole('button', { name: '활동 답하기 시작' })).toBeVisible();
  await participant.close();

  // The statistics count the run the participant started, under their university.
  await page.goto('/admin/statistics/university');
  const row = page.getByRole('grid', { name: '대학별 이용' }).getByRole('row', { name: new RegExp(universityName) });
  await expect(row.getByRole('gridcell')).toHaveText(['1', '0', '0%', '1']);

  // The consultant signs in and sees the participant among their students.
  const counsellor = await browser.newContext();
  const consultant = await counsellor.newPage();
  await consultant.goto('/consultant/login');
  await signIn(consultant, consultantId, 'counsel2026');
  await expect(consultant.getByRole('grid', { name: '담당 학생' }).getByText('한종단')).toBeVisible();
  await counsellor.close();
});
