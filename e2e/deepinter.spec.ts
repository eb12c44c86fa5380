import { expect, test } from './fixtures';
import { expectPath, signInAs } from './helpers';

// Deep interview end to end (issue 20): a guest on a QR link made for the session answers the
// questions about one experience, gets follow-ups and a rewrite that keeps their words, ends with
// the experience told whole; the owner opens the guest's work. The journey makes its own link.

const ACTION =
  '그냥 우리 팀은 축제 부스를 맡았고, 손님이 너무 많아서 줄이 엄청 길어졌고, 그래서 번호표를 만들어 나눠줬다.';

test('a guest answers deep-interview questions from a QR link, gets follow-ups and a rewrite, and ends with their story', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `e2e 심층 인터뷰 ${Date.now()}`;

  // The instructor makes a deep-interview link for a session.
  await signInAs(page, 'instructor');
  await page.goto('/instructor-modal/qrcode');
  await page.getByRole('radiogroup', { name: '도구' }).getByText('심층 인터뷰').click();
  await expect(page.getByRole('radio', { name: '심층 인터뷰' })).toBeChecked();
  await page.getByRole('textbox', { name: /^제목/ }).fill(title);
  await page.getByRole('button', { name: 'QR 링크 만들기' }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: 'QR·참여자 보기' }).click();
  const address = (await card.getByText(/\/guest\/deepinter\/qr\/[a-z2-7]{26}$/).textContent())?.trim() ?? '';
  expect(address).toMatch(/\/guest\/deepinter\/qr\/[a-z2-7]{26}$/);

  // A guest joins in a browser of their own and names the experience.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(address);
  await guest.getByLabel(/^이름/).fill('게스트 하늘');
  await guest.getByRole('button', { name: '참여하기' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: '경험 하나를 깊이 묻는 인터뷰' })).toBeVisible();
  await guest.getByRole('button', { name: '시작하기' }).click();
  await guest.getByRole('textbox', { name: /이야기할 경험/ }).fill('학생회 축제 부스');
  await guest.getByRole('button', { name: '질문 받기' }).click();
  await expect(guest.getByRole('radiogroup', { name: '상황 질문' })).toContainText("'학생회 축제 부스'는");
  await guest.getByText('배운 점 묻기').click();
  await expect(guest.getByRole('checkbox', { name: '배운 점 묻기' })).not.toBeChecked();
  await guest.getByRole('button', { name: '이 질문으로 인터뷰 시작' }).click();

  // The action: answered, said done, tidied with the changes shown, then asked further.
  await guest.getByRole('button', { name: /^행동/ }).click();
  await guest.getByRole('textbox', { name: '내 답변' }).fill(ACTION);
  await guest.getByRole('button', { name: '답변 완료' }).click();
  await expect(guest.getByText('답변 완료로 표시했습니다.')).toBeVisible();
  await guest.getByRole('button', { name: '답변 다듬기' }).click();
  await expect(guest.getByRole('heading', { name: '다듬은 답변' })).toBeVisible({ timeout: 15_000 });
  await expect(guest.getByText('자동 조합 초안')).toBeVisible();
  await expect(guest.locator('del').first()).toContainText('그냥');
  await guest.getByRole('button', { name: '다듬은 답변을 최종 답변에 넣기' }).click();
  await expect(guest.getByRole('textbox', { name: '최종 답변' })).toHaveValue(/^저희 팀은 축제 부스를 맡았습니다\./);
  await expect(guest.getByText('저장됨', { exact: true })).toBeVisible({ timeout: 10_000 });
  await guest.getByRole('button', { name: '꼬리 질문 받기' }).click();
  await expect(guest.getByText(/그중 본인이 직접 맡은 일은 무엇이었나요/)).toBeVisible();
  await expect(guest.getByText(/왜 묻나요\? 팀이 한 일과 내가 한 일을 나누어/)).toBeVisible();

  // A follow-up answered; reloaded, the same browser has it all.
  await guest.getByRole('button', { name: '이 질문에 답하기' }).first().click();
  await guest.getByRole('textbox', { name: '내 답변' }).fill('저는 번호표를 만들자고 제안했습니다.');
  await expect(guest.getByText(/저장됨/).first()).toBeVisible({ timeout: 10_000 });
  await guest.reload();
  // The address keeps the screen; from the front page, the run is resumed.
  const resume = guest.getByRole('button', { name: '이어서 하기' });
  const questions = guest.getByRole('navigation', { name: '질문' });
  await expect(resume.or(questions)).toBeVisible();
  if (await resume.isVisible()) await resume.click();
  await guest.getByRole('button', { name: /^꼬리 질문 1/ }).click();
  await expect(guest.getByRole('textbox', { name: '내 답변' })).toHaveValue('저는 번호표를 만들자고 제안했습니다.');

  // Ending: the story is the guest's own words, the empty parts named.
  await guest.getByRole('button', { name: '인터뷰 마치기' }).click();
  await guest.getByRole('button', { name: '이대로 마치기' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: '인터뷰를 마쳤습니다' })).toBeVisible();
  await expect(guest.getByText('답하지 않은 부분: 상황, 과제, 결과')).toBeVisible();
  await expect(
    guest.getByText(/저희 팀은 축제 부스를 맡았습니다\. .*저는 번호표를 만들자고 제안했습니다\./).first(),
  ).toBeVisible();

  // The owner sees the guest and opens the interview.
  await page.reload();
  const again = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await again.getByRole('button', { name: 'QR·참여자 보기' }).click();
  await again.getByRole('button', { name: '게스트 하늘 글 열기' }).click();
  await expectPath(page, '/instructor-modal/deepinter/action-item/result');
  await expect(page.getByRole('heading', { level: 2, name: '내 경험 이야기' })).toBeVisible();
  await expect(page.getByText('학생회 축제 부스', { exact: true })).toBeVisible();
});
