import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectPath, signInAs } from './helpers';

// Self introduction end to end (issue 16): guests on a QR link with no account, and two people in
// one run. Each journey makes what it needs (its own link, its own student's run), so none depends
// on what another did to the demo data.

/** The writing screen's answer box of a question. */
const answerBox = (page: Page, question: string) => page.getByRole('textbox', { name: `${question} 답변` });

/** Opens the writing screen from the tool's front page (starting or resuming the run), unless it is shown. */
async function openWriting(page: Page): Promise<void> {
  const writing = page.getByRole('heading', { level: 1, name: '자기소개서 쓰기' });
  const resume = page.getByRole('button', { name: '이어서 하기' });
  const start = page.getByRole('button', { name: '시작하기' });
  await expect(writing.or(resume).or(start)).toBeVisible();
  if (!(await writing.isVisible())) await ((await resume.isVisible()) ? resume : start).click();
  await expect(writing).toBeVisible();
}

/** Types an answer and waits until the run says it is saved. */
async function writeAnswer(page: Page, question: string, text: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${question} `) }).click();
  await answerBox(page, question).fill(text);
  await expect(page.getByText(/저장됨/)).toBeVisible({ timeout: 10_000 });
}

/** A guest in a browser of their own: opens the link and joins with a name. */
async function joinAsGuest(browser: Browser, address: string, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(address);
  await page.getByLabel(/^이름/).fill(name);
  await page.getByRole('button', { name: '참여하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '문항마다 쓰고 다듬는 자기소개서' })).toBeVisible();
  return page;
}

const MOTIVATION =
  '저는 사람들의 이야기를 끝까지 듣는 일을 좋아합니다. 동아리에서 신입 부원 상담을 맡아 한 학기 동안 열두 명과 면담했습니다.';
const GROWTH = '어릴 때부터 도서관 당번을 맡아 책을 정리했습니다. 그 경험으로 꾸준함을 배웠습니다.';

test('a guest on a QR link writes, reviews and drafts with no account; the same browser comes back to it, another cannot see it, and the owner sees the work', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `e2e 자기소개서 ${Date.now()}`;

  // The instructor makes a link for a session and shows its code.
  await signInAs(page, 'instructor');
  await page.goto('/instructor-modal/qrcode');
  await expect(page.getByRole('heading', { level: 1, name: 'QR 링크' })).toBeVisible();
  await page.getByRole('textbox', { name: /^제목/ }).fill(title);
  await page.getByRole('textbox', { name: /^세션 이름/ }).fill('11월 28일 오후반');
  await page.getByRole('textbox', { name: /^최대 인원/ }).fill('5');
  await page.getByRole('button', { name: 'QR 링크 만들기' }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('11월 28일 오후반 · 참여 0 / 5명');
  // Every link taking guests on one sheet to print and cut out: this one among them, with its code.
  await page.getByRole('button', { name: 'QR 모음 인쇄' }).click();
  const printed = page
    .getByRole('list', { name: /^QR 링크 카드 \d+장$/ })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(printed.getByRole('img', { name: /\/guest\/self-introduce\/qr\/.+ 주소의 QR 코드/ })).toBeVisible();
  await page.getByRole('button', { name: '닫기' }).click();
  await card.getByRole('button', { name: 'QR·참여자 보기' }).click();
  await expect(card.getByRole('img', { name: /QR 코드/ })).toBeVisible();
  const address = (await card.getByText(/\/guest\/self-introduce\/qr\/[a-z2-7]{26}$/).textContent())?.trim() ?? '';
  expect(address).toMatch(/\/guest\/self-introduce\/qr\/[a-z2-7]{26}$/);

  // A guest joins with a name, writes two answers, reviews one and makes a draft from notes.
  const guest = await joinAsGuest(browser, address, '게스트 민지');
  await openWriting(guest);
  await writeAnswer(guest, '지원동기', MOTIVATION);
  await writeAnswer(guest, '성장과정', GROWTH);
  await guest.getByRole('button', { name: /^지원동기 / }).click();
  await guest.getByRole('tab', { name: '점검' }).click();
  await guest.getByRole('button', { name: '점검하기' }).click();
  await expect(guest.getByText(/점수나 합격·불합격 판정이 아닙니다/)).toBeVisible();
  await guest.getByRole('tab', { name: '초안 만들기' }).click();
  await guest.getByRole('textbox', { name: '키워드 추가' }).fill('경청');
  await guest.getByRole('button', { name: '추가', exact: true }).click();
  await guest.getByRole('textbox', { name: '상황' }).first().fill('동아리 신입 부원 상담을 맡음');
  await guest.getByRole('textbox', { name: '한 일' }).first().fill('한 학기 동안 면담 일정을 짜고 기록함');
  await expect(guest.getByText(/저장됨/)).toBeVisible({ timeout: 10_000 });
  await guest.getByRole('button', { name: '초안 만들기' }).click();
  await expect(guest.getByText('자동 조합 초안').first()).toBeVisible({ timeout: 15_000 });

  // Reloaded, the same browser is the same guest with everything kept.
  await guest.reload();
  await openWriting(guest);
  await guest.getByRole('button', { name: /^지원동기 / }).click();
  await expect(answerBox(guest, '지원동기')).toHaveValue(MOTIVATION);
  await guest.getByRole('tab', { name: '버전' }).click();
  await expect(guest.getByText('자동 조합 초안').first()).toBeVisible();
  await guest.getByRole('button', { name: /^성장과정 / }).click();
  await expect(answerBox(guest, '성장과정')).toHaveValue(GROWTH);

  // Another browser with the same link is another guest: it starts empty.
  const other = await joinAsGuest(browser, address, '다른 게스트');
  await expect(other.getByRole('button', { name: '시작하기' })).toBeVisible();
  await expect(other.getByRole('button', { name: '이어서 하기' })).toHaveCount(0);

  // The owner sees both guests and opens the first one's work.
  await page.reload();
  const again = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(again).toContainText('참여 2 / 5명');
  await again.getByRole('button', { name: 'QR·참여자 보기' }).click();
  const guests = again.getByRole('grid', { name: `${title} 참여자` });
  await expect(guests.getByRole('row', { name: /게스트 민지/ })).toContainText('쓰는 중');
  await guests.getByRole('button', { name: '게스트 민지 글 열기' }).click();
  await expectPath(page, '/instructor-modal/self-introduce/root');
  await expect(answerBox(page, '지원동기')).toHaveValue(MOTIVATION);

  // Closed, the link says so to a new visitor.
  await page.goto('/instructor-modal/qrcode');
  const closing = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await closing.getByRole('button', { name: '닫기' }).click();
  await expect(closing.getByRole('button', { name: '다시 열기' })).toBeVisible();
  const late = await browser.newContext();
  const latePage = await late.newPage();
  await latePage.goto(address);
  await expect(latePage.getByText('이 QR 링크는 닫혔습니다.', { exact: false })).toBeVisible();
});

test('a consultant and the student write in one run at once, and neither loses an answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The student, through their regional link.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await student.goto('/gwangju/demo-gwangju-01/2');
  await expect(student.getByRole('heading', { level: 1, name: '정서연 님의 진로 도구' })).toBeVisible();
  await student.goto('/user/self-introduce/main');
  await openWriting(student);

  // The consultant, with the same student chosen, in the same run.
  await signInAs(page, 'consultant');
  await page.goto('/consultant');
  await page.getByRole('button', { name: '정서연 선택' }).click();
  await page.goto('/consultant-modal/self-introduce/main');
  await openWriting(page);

  const stamp = Date.now();
  const fromStudent = `학생이 쓴 지원동기입니다. ${stamp}`;
  const fromConsultant = `상담사와 함께 고친 성장과정입니다. ${stamp}`;
  await writeAnswer(student, '지원동기', fromStudent);
  await writeAnswer(page, '성장과정', fromConsultant);

  // Each sees both, after a reload, and the student hands in what both wrote.
  for (const screen of [student, page]) {
    await screen.reload();
    await openWriting(screen);
    await screen.getByRole('button', { name: /^지원동기 / }).click();
    await expect(answerBox(screen, '지원동기')).toHaveValue(fromStudent);
    await screen.getByRole('button', { name: /^성장과정 / }).click();
    await expect(answerBox(screen, '성장과정')).toHaveValue(fromConsultant);
  }
  await student.getByRole('button', { name: '제출하기' }).click();
  await student.getByRole('alertdialog').getByRole('button', { name: /제출/ }).click();
  await expect(student.getByRole('heading', { level: 2, name: '제출한 자기소개서' })).toBeVisible();
  await expect(student.getByText(fromConsultant)).toBeVisible();
  const download = student.waitForEvent('download');
  await student.getByRole('button', { name: '전체 PDF로 저장' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});
