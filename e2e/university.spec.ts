import { expect, test } from './fixtures';
import { demoIds, expectPath, signInAs } from './helpers';

// The university area and consultant logs (issue 19): a manager registers a participant from CSV
// (the good rows of a file with a bad one), finds them by student number and prints their card; a consultant runs a tool with them and writes a note from the tool
// window, signs it and amends it; the manager reads it in the class's logs; the consultant sees
// that read recorded. The participant is new to each run, so the journey stands alone.

test('a manager imports a participant, a consultant writes, signs and amends a note from the tool window, and the read is recorded', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const name = `가져온${Date.now() % 1_000_000}`;
  const number = `E2E${Date.now() % 1_000_000}`;

  // The manager: a CSV with a refused row registers nobody and names the row; then the good row
  // goes in without a new upload.
  await signInAs(page, 'university');
  const classId = (await demoIds(page)).classId;
  await page.goto(`/university/participant/${classId}`);
  await expect(page.getByRole('heading', { level: 1, name: '참여자 관리' })).toBeVisible();
  await page.getByLabel('CSV 파일', { exact: true }).setInputFiles({
    name: 'participants.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF이름,학번,전공\r\n${name},${number},경영학과\r\n,${number}9,\r\n`),
  });
  await page.getByRole('button', { name: '파일로 등록' }).click();
  await expect(page.getByText('1줄이 잘못되어 아무도 등록하지 않았습니다')).toBeVisible();
  await expect(page.getByRole('grid', { name: '등록하지 못한 줄' })).toContainText('이름을 입력해 주세요.');
  await page.getByRole('button', { name: '올바른 1명만 등록' }).click();
  await expect(page.getByText('1명을 등록했습니다')).toBeVisible();

  // The list finds them by student number on the server, and the search is in the address.
  await page.getByRole('searchbox', { name: '이름 또는 학번' }).fill(number);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expectPath(page, `/university/participant/${classId}?page=1&keyword=${number}`);
  await expect(page.getByText('참여자 1명')).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  // Their link card (the search's only one), with its QR code, ready to print.
  await page.getByRole('button', { name: '링크 카드 인쇄' }).click();
  const cards = page.getByRole('list', { name: '로그인 링크 카드 1장' });
  const card = cards.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(number);
  await expect(card.getByRole('img', { name: /\/user\/.+ 주소의 QR 코드/ })).toBeVisible();
  await page.getByRole('button', { name: '닫기' }).click();

  // The consultant runs career anchor with the new participant and writes the note in the window.
  const consultantContext = await browser.newContext();
  const consultant = await consultantContext.newPage();
  await signInAs(consultant, 'consultant');
  await consultant.goto('/consultant');
  await consultant.getByRole('button', { name: `${name} 선택` }).click();
  await consultant.getByRole('button', { name: '커리어 앵커 시작하기' }).click();
  const tool = consultant.frameLocator(`iframe[title="커리어 앵커 · ${name}"]`);
  await tool.getByRole('button', { name: '시작하기' }).click();
  await tool.getByRole('button', { name: '문항 시작' }).click();
  await tool.getByRole('button', { name: '상담 일지' }).click();
  const popup = tool.getByRole('dialog', { name: `${name} 상담 일지` });
  await popup.getByLabel(/나눈 이야기/).fill('전공과 진로가 맞는지 이야기함');
  await popup.getByLabel(/합의한 것/).fill('다음 주까지 관심 직무 세 가지 찾기');
  await popup.getByRole('button', { name: '초안 저장' }).click();
  await expect(popup.getByText(/초안 저장됨/)).toBeVisible();
  await popup.getByRole('button', { name: '서명하고 저장' }).click();
  await tool.getByRole('alertdialog', { name: '일지 서명' }).getByRole('button', { name: '서명' }).click();
  await expect(popup.getByText('서명함')).toBeVisible();
  await popup.getByRole('textbox', { name: '덧붙이기' }).fill('학생이 메일로 직무 목록을 보내옴');
  await popup.getByRole('button', { name: '덧붙이기' }).click();
  await expect(popup.getByText('학생이 메일로 직무 목록을 보내옴')).toBeVisible();

  // The manager reads it among the class's logs.
  await page.goto(`/university/consultant-log/${classId}`);
  await page.getByRole('link', { name: new RegExp(`${name} 상담 일지`) }).click();
  await expectPath(page, /^\/university\/consultant-log\/detail\/career-anchor\/\d+$/);
  await expect(page.getByText('전공과 진로가 맞는지 이야기함')).toBeVisible();
  await expect(page.getByText('학생이 메일로 직무 목록을 보내옴')).toBeVisible();

  // The consultant sees the read on their log home.
  await consultant.goto('/consultant-modal/consultant-log');
  await expect(
    consultant.getByText(new RegExp(`대학 담당자 김지현님이 ${name} 학생의 커리어 앵커 일지를 읽었습니다`)),
  ).toBeVisible();
  await consultantContext.close();
});

test('the participant form says what is wrong at each field: the browser’s checks and the server’s', async ({
  page,
}) => {
  await signInAs(page, 'university');
  const classId = (await demoIds(page)).classId;
  await page.goto(`/university/participant/register/${classId}`);
  await expect(page.getByRole('heading', { level: 1, name: '참여자 등록' })).toBeVisible();
  const name = page.getByLabel('이름', { exact: true });
  const phone = page.getByLabel('휴대전화 (선택)');
  const save = page.getByRole('button', { name: '참여자 등록' });

  // Empty: the required name says so, in Korean.
  await save.click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('필수 입력 항목입니다.');

  // A phone only the server can judge: its refusal (at participant.phone) reaches the field, and nothing is lost.
  await name.fill(`번호틀림${Date.now() % 1_000_000}`);
  await phone.fill('12345');
  await save.click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/전화번호 형식이 올바르지 않습니다/);
  await expect(phone).toHaveValue('12345');
});

test("a regional (광주) student's printed card carries the address that signs them in", async ({ page, browser }) => {
  await signInAs(page, 'university');
  const classId = (await demoIds(page)).classId;
  // The search from the address: the list and the cards are the students it finds.
  await page.goto(`/university/participant/${classId}?keyword=${encodeURIComponent('정서연')}`);
  await expect(page.getByRole('searchbox', { name: '이름 또는 학번' })).toHaveValue('정서연');
  await expect(page.getByText('참여자 1명')).toBeVisible();
  await page.getByRole('button', { name: '링크 카드 인쇄' }).click();
  const card = page.getByRole('list', { name: '로그인 링크 카드 1장' }).getByRole('listitem');
  const qr = card.getByRole('img', { name: / 주소의 QR 코드$/ });
  await expect(qr).toBeVisible();
  const printed = /^(\S+) 주소의 QR 코드$/.exec((await qr.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(new URL(printed).pathname).toMatch(/^\/gwangju\/[a-z0-9_-]+\/\d+$/);
  await expect(card).toContainText(new URL(printed).pathname);

  // Opened on another computer, the printed address signs the student in.
  const elsewhere = await browser.newContext();
  const student = await elsewhere.newPage();
  await student.goto(printed);
  await expectPath(student, '/user');
  await expect(student.getByRole('heading', { level: 1, name: '정서연 님의 진로 도구' })).toBeVisible();
  await elsewhere.close();
});
