import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectPath, signIn, signInAs } from './helpers';

// The instructor's own work (issue 22, decision 033) through the built product: a class registered,
// a participant added and chosen for the tools, the tax data checked by its check digit, the
// deposit marked, the class cancelled; a new instructor who edits the profile and withdraws; the class
// report saved and mailed (decision 034).
// Each run names its own class and its own account, so runs never depend on each other.

const headers = { 'x-requested-with': 'career-platform' };
const run = () => Date.now().toString(36).slice(-5);
/** A Korean day `days` from today: the class made here is always still to come, whenever this runs. */
const fromToday = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + days * 86_400_000));

test('an instructor registers a class, adds a participant, records its tax data and deposit, and cancels it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'instructor');
  await page.goto('/instructor-modal/class');
  await expect(page.getByRole('heading', { level: 2, name: /년 한눈에 보기$/ })).toBeVisible();
  const classes = page.getByRole('grid', { name: '내 수업' });
  await expect(classes.getByRole('row', { name: /솔빛고 2학년 진로 캠프/ })).toContainText('입금 완료');

  const name = `진로 특강 ${run()}`;
  await page.getByRole('link', { name: '수업 등록' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '수업 등록' })).toBeVisible();
  await page.getByLabel('수업 이름').fill(name);
  await page.getByLabel('기관', { exact: true }).fill('가람중학교');
  await page.getByLabel('시작일').fill(fromToday(5));
  await page.getByLabel('종료일').fill(fromToday(4));
  await page.getByLabel('정원 (선택)').fill('2');
  await page.getByLabel('강사료 (선택, 원)').fill('360,000');
  await page.getByRole('button', { name: '수업 등록' }).click();
  // The end before the start is refused at its field, and nothing typed is lost.
  await expect(page.getByText('끝나는 날은 시작하는 날과 같거나 그 뒤여야 합니다.')).toBeVisible();
  await expect(page.getByLabel('수업 이름')).toHaveValue(name);
  await page.getByLabel('종료일').fill(fromToday(7));
  await page.getByRole('button', { name: '수업 등록' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectPath(page, /^\/instructor-modal\/class\?class=\d+$/);
  await page.getByLabel('이름', { exact: true }).fill('김가람');
  await page.getByRole('button', { name: '참여자 더하기' }).click();
  const participants = page.getByRole('grid', { name: `${name} 참여자` });
  await expect(participants.getByRole('row', { name: /김가람/ })).toBeVisible();
  await participants.getByRole('button', { name: '김가람 선택' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '김가람님과 진행할 도구' })).toBeVisible();

  const tax = page.getByRole('form', { name: '세금계산서 정보' });
  await tax.getByLabel('사업자등록번호').fill('123-45-67892');
  await tax.getByLabel('대표자').fill('박교장');
  await tax.getByLabel('세금계산서 받을 이메일').fill('office@garam.demo.kr');
  await tax.getByRole('button', { name: '세금계산서 정보 저장' }).click();
  await expect(
    tax.getByText('사업자등록번호가 올바르지 않습니다. 사업자등록증의 번호를 다시 확인해 주세요.'),
  ).toBeVisible();
  await tax.getByLabel('사업자등록번호').fill('123-45-67891');
  await tax.getByRole('button', { name: '세금계산서 정보 저장' }).click();
  await expect(page.getByText(/에 저장했습니다\.$/)).toBeVisible();

  const deposit = page.getByRole('form', { name: '입금 처리' });
  await expect(deposit.getByLabel('입금액 (원)')).toHaveValue('360000');
  // A deposit is one received: today at the latest (issue 35).
  await deposit.getByLabel('입금일').fill(fromToday(0));
  await deposit.getByRole('button', { name: '입금 처리' }).click();
  await expect(page.getByText(`${fromToday(0).replaceAll('-', '.')} · 360,000원 입금`)).toBeVisible();

  await page.getByLabel('취소 까닭').fill('학교 행사와 겹쳐 취소');
  await page.getByRole('button', { name: '수업 취소' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '수업 취소' }).click();
  await expect(page.getByText('까닭: 학교 행사와 겹쳐 취소.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: '참여자 더하기' })).toHaveCount(0);

  await page.getByRole('link', { name: '내 수업 목록으로' }).click();
  await expect(classes.getByRole('row', { name: new RegExp(name) })).toContainText('취소');
});

/** A new instructor account, signed up through the API with the mailed code (the outbox stands in for SMTP). */
async function newInstructor(request: APIRequestContext): Promise<string> {
  const email = `e2e.leave.${Date.now()}@example.kr`;
  await request.post('/api/instructor/send-email', { headers, data: { email } });
  await request.post('/api/admin-login', { headers, data: { login_id: 'admin', password: 'demo1234!' } });
  const outbox = await (await request.get(`/adminApi/mail/outbox?keyword=${encodeURIComponent(email)}`)).json();
  const code = (outbox as { data: { items: { body: string }[] } }).data.items[0]?.body.match(/\d{6}/)?.[0];
  const reply = await request.post('/api/instructor/sign-up', {
    headers,
    data: {
      email,
      code,
      password: 'leave1234',
      name: '나떠남',
      phone: '010-1111-2222',
      agree_terms: true,
      agree_privacy: true,
    },
  });
  expect(reply.status()).toBe(200);
  return email;
}

test('an instructor edits the profile, reads what withdrawal erases and keeps, and withdraws', async ({
  page,
  request,
}) => {
  const email = await newInstructor(request);
  await page.goto('/login');
  await signIn(page, email, 'leave1234');
  await expectPath(page, '/product');
  await page.goto('/instructor-modal/profile');
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('소속 (선택)').fill('진로교육연구소');
  await page.getByRole('button', { name: '바꾼 내용 저장' }).click();
  await expect(page.getByText('저장했습니다')).toBeVisible();

  const leaving = page.getByRole('region', { name: '탈퇴' });
  await expect(leaving).toContainText('전자상거래법에 따라 5년 동안 보관');
  await leaving.getByLabel('비밀번호 확인').fill('wrong-pass1');
  await leaving.getByRole('button', { name: '위 내용을 확인했고 탈퇴합니다' }).click();
  await expect(leaving.getByText('비밀번호가 맞지 않습니다.')).toBeVisible();
  await leaving.getByLabel('비밀번호 확인').fill('leave1234');
  await leaving.getByRole('button', { name: '위 내용을 확인했고 탈퇴합니다' }).click();
  await expectPath(page, '/');

  const again = await request.post('/api/instructor-login', {
    headers,
    data: { login_id: email, password: 'leave1234' },
  });
  expect(again.status()).not.toBe(200);
});

test('an instructor writes the day’s entry in the class log and corrects it', async ({ page }) => {
  await signInAs(page, 'instructor');
  await page.goto('/instructor-modal/class-log');
  await expect(page.getByRole('heading', { level: 1, name: '수업 기록' })).toBeVisible();
  const title = `진로 탐색 ${run()}`;
  const form = page.getByRole('form', { name: '수업 기록 쓰기' });
  await form.getByLabel('주제').fill(title);
  await form.getByLabel('기록 (선택)').fill('두 사람씩 결과를 이야기함');
  // A day past the class's last is refused at the field, in Korean, and the writing stays.
  const day = form.getByLabel('날짜');
  const [today, last] = [await day.inputValue(), await day.getAttribute('max')];
  await day.fill('2099-12-31');
  await form.getByRole('button', { name: '기록 저장' }).click();
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  await expect(day).toHaveAccessibleDescription(`${await day.getAttribute('min')}부터 ${last}까지 입력할 수 있습니다.`);
  await expect(form.getByLabel('주제')).toHaveValue(title);
  await day.fill(today);
  await form.getByRole('button', { name: '기록 저장' }).click();
  const entry = page.getByRole('region', { name: new RegExp(`· ${title}$`) });
  await expect(entry).toContainText('두 사람씩 결과를 이야기함');

  await entry.getByRole('button', { name: '고치기' }).click();
  await expect(form.getByLabel('주제')).toHaveValue(title);
  await form.getByLabel('주제').fill(`${title} (고침)`);
  await form.getByRole('button', { name: '기록 저장' }).click();
  await expect(page.getByRole('region', { name: new RegExp(`· ${title} \\(고침\\)$`) })).toBeVisible();
});

test('an instructor prints the participants’ link cards, saves the class report as a PDF and mails it without names', async ({
  page,
  request,
}) => {
  await signInAs(page, 'instructor');
  const name = `보고서 수업 ${run()}`;
  const made = await page.request.post('/api/instructor/class/register', {
    headers,
    data: { name, organization: '가람중학교', starts_on: fromToday(0), ends_on: fromToday(3) },
  });
  const classId = ((await made.json()) as { data: { id: number } }).data.id;
  await page.request.post(`/api/instructor/class/${classId}/participant`, { headers, data: { name: '한보고' } });
  await page.request.post(`/api/instructor/class/${classId}/log`, {
    headers,
    data: { day: fromToday(0), title: '진로 탐색 첫 시간', note: '' },
  });

  await page.goto(`/instructor-modal/class?class=${classId}`);
  // The participants' sign-in cards, to print and hand out.
  await page.getByRole('button', { name: '링크 카드 인쇄' }).click();
  const card = page.getByRole('list', { name: '로그인 링크 카드 1장' }).getByRole('listitem');
  await expect(card).toContainText('한보고');
  await expect(card.getByRole('img', { name: /\/user\/.+ 주소의 QR 코드/ })).toBeVisible();
  await page.getByRole('button', { name: '닫기' }).click();

  const report = page.getByRole('region', { name: '수업 보고서' });
  await expect(report.getByText('아직 메일로 보낸 보고서가 없습니다.')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'PDF로 내려받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^수업보고서_${name}_\\d{8}\\.pdf$`));
  const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain('수업 진행 보고서');
  expect(text).toContain('한보고');
  expect(text).toContain('진로 탐색 첫 시간');

  const names = report.getByRole('checkbox', { name: '참여자 이름 넣기' });
  await names.locator('xpath=ancestor::label').click();
  await expect(names).not.toBeChecked();
  await report.getByLabel('받는 사람 이메일').fill('office@garam');
  await report.getByRole('button', { name: '메일로 보내기' }).click();
  await expect(report.getByText('이메일 주소 형식이 올바르지 않습니다.')).toBeVisible();
  const recipient = `office.${run()}@garam.demo.kr`;
  await report.getByLabel('받는 사람 이메일').fill(recipient);
  await report.getByLabel('보내는 말 (선택)').fill('첫 주 진행입니다.');
  await report.getByRole('button', { name: '메일로 보내기' }).click();
  await expect(report.getByText(`${recipient}에 보고서(1쪽)를 보냈습니다.`)).toBeVisible();
  const sent = report.getByRole('grid', { name: '메일로 보낸 수업 보고서' });
  await expect(sent.getByRole('row', { name: new RegExp(recipient) })).toContainText('번호로 적음');

  // Without SMTP the outbox is the delivery: the mail is there with its PDF named and weighed.
  await request.post('/api/admin-login', { headers, data: { login_id: 'admin', password: 'demo1234!' } });
  const outbox = (await (await request.get(`/adminApi/mail/outbox?keyword=${recipient}`)).json()) as {
    data: { items: { subject: string; body: string; attachments: { filename: string; content_type: string }[] }[] };
  };
  expect(outbox.data.items[0]).toMatchObject({
    subject: `[수업 보고서] ${name}`,
    attachments: [{ filename: download.suggestedFilename(), content_type: 'application/pdf' }],
  });
  expect(outbox.data.items[0]?.body).toContain('보내는 말: 첫 주 진행입니다.');
});
