import { expect, test } from './fixtures';
import { expectPath, signInAs, startAfresh } from './helpers';

// Interview end to end (issue 21): an instructor runs an interview for a participant of their
// class: questions picked, each asked against the countdown, answered or passed over and scored by
// the participant (one answer spoken and recorded too, the page reloaded mid-answer: the countdown
// goes on from the time kept); then the instructor scores an answer, and both sets of scores stand
// side by side in the second stage. The run is started afresh, so earlier runs do not matter.

/** A countdown's text (hh:mm:ss) in seconds. */
const secondsOf = (text: string | null) =>
  (text ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0);

test('an instructor runs an interview with the countdown, scores it, and sees both scores side by side', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'instructor');
  await page.goto('/instructor-modal/interview/main');
  await page.getByRole('button', { name: '윤하람 선택' }).click();
  await expect(page.getByText('면접 · 윤하람님')).toBeVisible();
  await startAfresh(page);
  await expectPath(page, '/instructor-modal/interview/root');

  // Three questions: personality and situation, basic.
  await page.getByText('직무', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: '직무' })).not.toBeChecked();
  await page.getByText('기본', { exact: true }).click();
  await page.getByRole('button', { name: '질문 수' }).click();
  await page.getByRole('option', { name: '3개' }).click();
  await page.getByRole('button', { name: '질문 뽑기' }).click();
  await expect(page.getByRole('heading', { name: /뽑힌 질문 3개/ })).toBeVisible();
  await page.getByRole('button', { name: '면접 시작' }).click();

  // The countdown runs while the participant thinks.
  const thinking = page.getByRole('timer', { name: '생각할 시간' });
  await expect(thinking).toBeVisible();
  const before = (await thinking.textContent()) ?? '';
  await expect(thinking).not.toHaveText(before, { timeout: 5_000 });
  await page.getByRole('button', { name: '바로 답하기' }).click();
  const answering = page.getByRole('timer', { name: '답변 시간' });
  await expect(answering).toBeVisible();
  const full = secondsOf(await answering.textContent());
  await page
    .getByRole('textbox', { name: '내 답변' })
    .fill('저는 끈기가 강점입니다. 예를 들어 동아리 행사를 세 번 준비하며 끝까지 일정을 챙겼습니다.');
  await expect(page.getByText(/저장됨/)).toBeVisible({ timeout: 10_000 });
  // Reloaded mid-answer: the countdown resumes at the time left (the server kept it), not at full time.
  await page.waitForTimeout(3000);
  await page.reload();
  const resumed = page.getByRole('timer', { name: '답변 시간' });
  await expect(resumed).toBeVisible();
  const left = secondsOf(await resumed.textContent());
  expect(left).toBeLessThanOrEqual(full - 3);
  expect(left).toBeGreaterThan(full - 20);
  await expect(page.getByRole('textbox', { name: '내 답변' })).toHaveValue(/끈기가 강점입니다/);
  // Spoken too: recorded while answering, kept with the run when the answer ends.
  await page.getByRole('button', { name: '말로 답하며 녹음하기 (선택)' }).click();
  await expect(page.getByText('녹음 중입니다. 답을 마치면 멈춰 주세요.')).toBeVisible();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: '답변 마치기' }).click();
  for (const [criterion, score] of [
    ['구체성', '2'],
    ['논리', '3'],
  ] as const)
    await page
      .getByRole('radiogroup', { name: `내 점수: ${criterion}` })
      .getByText(score, { exact: true })
      .click();
  await page.getByRole('button', { name: '다음 질문' }).click();

  // The second is passed over; the interview ends before the third.
  await expect(page.getByText('질문 2')).toBeVisible();
  await page.getByRole('button', { name: '이 질문 건너뛰기' }).click();
  await expect(page.getByText('질문 3')).toBeVisible();
  await expect(page.getByText(/저장됨/)).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: '면접 마치기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '이대로 마치기' }).click();

  // First stage: what was answered and the time it took, the time before the reload included; the
  // third question was asked when the interview ended, so it counts as passed over.
  await expectPath(page, /^\/instructor-modal\/interview\/first\/result\?run=\d+$/);
  await expect(page.getByText(/질문 3개 중 1개에 답했습니다, 2개는 건너뛰었습니다\./)).toBeVisible();
  const answerTime = await page.getByRole('row', { name: /^1\. / }).getByRole('cell').nth(2).textContent();
  expect(Number(/^(\d+)초 \//.exec(answerTime ?? '')?.[1])).toBeGreaterThanOrEqual(4);

  // Second stage: the instructor scores the answer; both averages side by side, the gap marked.
  await page.getByRole('button', { name: '다음: 2단계 · 기준별 점수' }).click();
  await expectPath(page, /^\/instructor-modal\/interview\/second\/result\?run=\d+$/);
  for (const criterion of ['구체성', '논리', '직무 연관성', '전달'])
    await page
      .getByRole('radiogroup', { name: `평가 점수: ${criterion}` })
      .getByText('4', { exact: true })
      .click();
  await page
    .getByRole('textbox', { name: /의견/ })
    .fill('경험을 예로 든 점이 좋습니다. 결과를 한 문장 더 말해 보세요.');
  await page.getByRole('button', { name: '점수 저장' }).click();
  await expect(page.getByText('점수를 저장했습니다.')).toBeVisible();
  const specific = page.getByRole('row', { name: /^구체성/ });
  await expect(specific).toContainText('2점');
  await expect(specific).toContainText('4점');
  await expect(specific).toContainText('생각이 다름');
  await expect(page.getByRole('row', { name: /^논리/ })).toContainText('비슷함');

  // Third stage: the recording plays back beside the answer.
  await page.getByRole('button', { name: '3단계 · 답변별 피드백', exact: true }).click();
  await page.getByRole('button', { name: /^녹음 듣기 \(\d+초\)$/ }).click();
  await expect(page.getByLabel(/^녹음한 답변/)).toBeVisible();

  // Fourth stage: released to the participant.
  await page.getByRole('button', { name: '4단계 · 종합', exact: true }).click();
  await expect(page.getByRole('heading', { name: '강점' })).toBeVisible();
  await page.getByRole('button', { name: '평가 점수와 의견을 학생에게 공개' }).click();
  await expect(page.getByText('학생에게 공개했습니다')).toBeVisible();
});
