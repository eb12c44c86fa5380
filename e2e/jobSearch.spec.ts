import { expect, test } from './fixtures';
import { expectPath, givePtid, startAfresh } from './helpers';

// Job search end to end (issue 20): a student with a personality-type result makes a plan whose
// titles match their code, saves it, and keeps its weeks as action items. The ptid result is made
// through the API first (the ptid journeys walk its screens, with other students); whichever result
// of this student is latest when the plan is made, the plan must name it and rank by it.

test('a user’s job-search plan lists titles that match their ptid code and turns into action items', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // 정서연, through their regional link: no other journey takes ptid or job search for them.
  const link = '/gwangju/demo-gwangju-01/2';
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: '정서연 님의 진로 도구' })).toBeVisible();
  const userId = Number(link.split('/').at(-1));

  // A ptid result (realistic, investigative, conventional), through the API.
  await givePtid(page, userId, '/user', ['R', 'I', 'C', 'A', 'S', 'E']);

  // The interest group and conditions, from the screens.
  await page.goto('/user/job-search/main');
  await startAfresh(page);
  await expectPath(page, '/user/job-search/root');
  await page.getByText('정보통신 연구개발직 및 공학기술직', { exact: true }).click();
  await page.getByRole('button', { name: '다음: 희망 조건' }).click();
  await page.getByText('신입', { exact: true }).click();
  await page.getByText('정규직', { exact: true }).click();
  await page.getByText('광주', { exact: true }).click();
  await expect(page.getByText(/저장됨/)).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: '확인하고 계획 만들기' }).click();
  await expectPath(page, '/user/job-search/gpt/result');

  // The plan names the student's code and ranks the titles by it.
  await page.getByRole('button', { name: '계획 만들기' }).click();
  const basis = page.getByText(/성격 유형 결과의 유형 코드 [RIASEC]{3}와 맞는 정도/);
  await expect(basis).toBeVisible({ timeout: 15_000 });
  const code = /코드 ([RIASEC]{3})/.exec((await basis.textContent()) ?? '')?.[1] ?? '';
  const titles = page.getByRole('region', { name: '목표 직무' }).getByRole('listitem');
  await expect(titles.first()).toContainText(`내 코드 ${code}`);
  await expect(titles.first()).toContainText(/맞는 정도 \d+/);
  await expect(page.getByText(/희망 조건은 지역 광주, 정규직, 신입입니다/)).toBeVisible();

  // Saved, the first week becomes an action item.
  await page.getByRole('button', { name: '이 계획으로 저장하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '구직 계획과 실천 계획' })).toBeVisible();
  await page.getByRole('button', { name: /^1주차: .* 담기$/ }).click();
  await expect(page.getByText(/저장됨/).first()).toBeVisible({ timeout: 10_000 });
});
