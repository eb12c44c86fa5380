import { expect, test } from './fixtures';
import { expectPath, signInAs, startAfresh } from './helpers';

// Selling point end to end (issue 20): a consultant runs it for a student, from the occupation
// through the keywords of its work and an experience for each, to three paragraphs kept in the list,
// one picked and sent to self introduction. The run is started afresh, so earlier runs do not matter.

test('a consultant runs selling point for a student through keywords and stories to three kept versions', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, 'consultant');
  await page.goto('/consultant');
  await page.getByRole('button', { name: '한도윤 선택' }).click();
  await expect(page.getByText('한도윤 학생과 진행합니다.')).toBeVisible();
  await page.goto('/consultant-modal/selling-point/main');
  await expect(page.getByText('셀링 포인트 · 한도윤님')).toBeVisible();
  await startAfresh(page);
  await page.getByRole('button', { name: '목표 직업 고르기' }).click();
  await expectPath(page, '/consultant-modal/selling-point/root');

  // The occupation, then three keywords of its work.
  await page.getByRole('textbox', { name: '직업 찾기' }).fill('소프트웨어');
  await page.getByRole('button', { name: '찾기' }).click();
  await page.getByRole('button', { name: '소프트웨어 개발자 고르기', exact: true }).click();
  for (const keyword of ['프로그래밍', '디버깅', '문제 분해']) await page.getByText(keyword, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: '디버깅' })).toBeChecked();
  await expect(page.getByText(/저장됨/)).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: '다음: 경험 적기' }).click();

  // An experience for two of them.
  await page.getByRole('textbox', { name: '프로그래밍을 보여 준 경험' }).fill('동아리 홈페이지를 직접 만들어 운영했다');
  await page
    .getByRole('textbox', { name: '디버깅을 보여 준 경험' })
    .fill('수업 과제에서 멈추는 오류의 원인을 로그로 찾아 고쳤다');
  await expect(page.getByText(/저장됨/)).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: '다음: 자기소개 문단' }).click();

  // Three paragraphs, each kept; the third picked and saved.
  await page.getByRole('button', { name: '문단 만들기' }).click();
  await expect(page.getByRole('heading', { name: '버전 1' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '다시 만들기' }).click();
  await expect(page.getByRole('heading', { name: '버전 2' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '다시 만들기' }).click();
  await expect(page.getByRole('heading', { name: '버전 3' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('자동 조합 초안')).toHaveCount(3);
  await expect(page.getByText(/동아리 홈페이지를 직접 만들어 운영했습니다\./)).toHaveCount(3);
  await expect(page.getByText(/문제 분해/)).toHaveCount(0);
  await page.getByRole('button', { name: '버전 3 이 문단 고르기' }).click();
  await expect(page.getByRole('button', { name: '버전 3 고른 문단' })).toBeVisible();
  await expect(page.getByText(/저장됨/)).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: '이 문단으로 저장하기' }).click();
  await expectPath(page, /^\/consultant-modal\/selling-point\/action-item\/result\?run=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: '한도윤님의 셀링 포인트', exact: true })).toBeVisible();
  await expect(page.getByText('만든 문단 3개 가운데 고름', { exact: false })).toBeVisible();

  // The paragraph goes to self introduction as a draft.
  await page.getByRole('button', { name: '자기소개서 초안으로 보내기' }).click();
  await expect(page.getByText(/자기소개서의 '성장과정' 초안으로 보냈습니다/)).toBeVisible();
});
