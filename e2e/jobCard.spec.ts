import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectPath } from './helpers';

// Job card end to end, through the built product and the real server (issue 11): the card sort
// from the keyboard alone, a reload in the middle, and the recommendations.

/** Puts the card shown on a pile with its number key (1 끌린다, 2 끌리지 않는다); returns its name. */
async function sortWithKey(page: Page, key: '1' | '2'): Promise<string> {
  const name = (await page.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  await page.keyboard.press(key);
  const pile = key === '1' ? '끌린다' : '끌리지 않는다';
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: `${name}: ${pile}에 놓았습니다` }),
  ).toBeAttached();
  return name;
}

test('a student through a link sorts job cards by keyboard alone, reloads mid-sort with nothing lost, and gets recommendations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/user/demo-student-01');
  await expectPath(page, '/user');
  await page.getByRole('link', { name: '직업 카드 시작하기' }).click();
  await expectPath(page, '/user/job-card/main');
  await page.getByRole('button', { name: '시작하기' }).click();

  // Warm-up: the first option of each question, from the keyboard.
  const questions = page.getByRole('radiogroup');
  await expect(questions.first()).toBeVisible();
  for (let index = 0; index < (await questions.count()); index++) {
    await questions.nth(index).getByRole('radio').first().focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: '직업 분류 고르기' }).click();

  // Two middle groups: large first, then small.
  for (const [large, small] of [
    ['예술·디자인·방송·스포츠직', '예술·디자인·방송직'],
    ['교육·법률·사회복지·경찰·소방직 및 군인', '교육직'],
  ]) {
    await page.getByRole('button', { name: /직업 대분류/ }).click();
    await page.getByRole('option', { name: large }).click();
    await page.getByRole('checkbox', { name: small }).focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: '카드 받기 (2/5)' }).click();
  await expectPath(page, '/user/job-card/root');

  // The sort, keys only: focus in the sort area, then 1 or 2 for each card.
  const progress = page.getByRole('progressbar', { name: '분류한 카드' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  const total = Number(await progress.getAttribute('aria-valuemax'));
  expect(total).toBeGreaterThan(10);
  await page.getByRole('button', { name: '끌린다', exact: true }).focus();
  const liked: string[] = [];
  const disliked: string[] = [];
  for (const key of ['1', '2', '2', '1', '2', '1'] as const) {
    (key === '1' ? liked : disliked).push(await sortWithKey(page, key));
  }
  await expect(progress).toHaveAttribute('aria-valuenow', '6');
  await expect(page.getByRole('status').filter({ hasText: '저장됨' })).toBeVisible();

  // A reload in the middle: both piles and the count come back, and the next card is a new one.
  await page.reload();
  await expect(progress).toHaveAttribute('aria-valuenow', '6');
  const likedPile = page.getByRole('list', { name: /^끌린다/ });
  const dislikedPile = page.getByRole('list', { name: /^끌리지 않는다/ });
  for (const name of liked) await expect(likedPile.getByText(name, { exact: true })).toBeVisible();
  for (const name of disliked) await expect(dislikedPile.getByText(name, { exact: true })).toBeVisible();
  const next = (await page.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  expect([...liked, ...disliked]).not.toContain(next);

  await page.getByRole('button', { name: '끌린다', exact: true }).focus();
  for (const key of ['1', '2'] as const) (key === '1' ? liked : disliked).push(await sortWithKey(page, key));
  await expect(progress).toHaveAttribute('aria-valuenow', '8');

  // A reason for each liked card, then the result.
  await page.getByRole('button', { name: '끌린 이유 고르기' }).click();
  for (const name of liked) {
    await page.getByRole('group', { name }).getByRole('checkbox').first().focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: '결과 보기' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^끌린 카드의 흥미 코드: [RIASEC]{1,3} / })).toBeVisible();
  const related = page.getByRole('heading', { level: 2, name: /^관련 직업 \d+개$/ });
  await expect(related).toBeVisible();
  expect(Number(/\d+/.exec((await related.textContent()) ?? '')?.[0])).toBeGreaterThan(0);
  // Each recommendation says why, and none is a card already sorted.
  const recommended = page.getByRole('region', { name: /^관련 직업 \d+개$/ }).getByRole('listitem');
  await expect(recommended.filter({ hasText: /끌린 카드/ }).first()).toBeVisible();
  for (const name of [...liked, ...disliked]) {
    await expect(recommended.filter({ hasText: new RegExp(`^${name}`) })).toHaveCount(0);
  }
});
