import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './fixtures';
import { apiHeaders, expectPath, saveAnswers } from './helpers';
import { expectHighlightedBars, expectLetterhead, expectWhiteMargins, rasterise } from './pdfPixels';

// Job card end to end, through the built product and the real server: the card sort into three
// piles from the keyboard alone, a reload in the middle, reasons for the disliked cards, and a sort
// that likes no card finishing with an honest result (no code, no occupations made up); then a sort
// that likes some, scored into occupations by fit.

type Key = '1' | '2' | '3';
const PILE_OF_KEY: Record<Key, string> = { '1': '끌린다', '2': '잘 모르겠다', '3': '끌리지 않는다' };

/** Puts the card shown on a pile with its number key (1 끌린다, 2 잘 모르겠다, 3 끌리지 않는다); returns its name. */
async function sortWithKey(page: Page, key: Key): Promise<string> {
  const name = (await page.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  await page.keyboard.press(key);
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: `${name}: ${PILE_OF_KEY[key]}에 놓았습니다` }),
  ).toBeAttached();
  return name;
}

/** Tabs until the control named `name` has focus (at most `steps` presses). */
async function tabTo(page: Page, name: string, steps = 6): Promise<void> {
  for (let step = 0; step < steps; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (focused === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** From the front page of the tool: the warm-up from the keyboard, two groups chosen, the deck dealt. */
async function startSort(page: Page): Promise<Locator> {
  const start = page.getByRole('button', { name: '시작하기', exact: true });
  const restart = page.getByRole('button', { name: '처음부터 다시' });
  await expect(start.or(restart)).toBeVisible();
  if (await restart.isVisible()) {
    // A run left open (another journey's): started anew, as a person would.
    await restart.click();
    await page.getByRole('dialog').getByRole('button', { name: '처음부터 다시' }).click();
  } else await start.click();
  const questions = page.getByRole('radiogroup');
  await expect(questions.first()).toBeVisible();
  for (let index = 0; index < (await questions.count()); index++) {
    await questions.nth(index).getByRole('radio').first().focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: '직업 분류 고르기' }).click();
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
  const progress = page.getByRole('progressbar', { name: '분류한 카드' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(progress).toHaveAttribute('aria-valuemax', '42');
  return progress;
}

/** A reason (its first) for the first `count` cards of a classify set, from the keyboard; returns their names. */
async function explainSome(page: Page, set: Locator, count: number): Promise<string[]> {
  const cards = set.getByRole('group');
  await expect(cards.first()).toBeVisible();
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    names.push((await card.locator('legend').textContent()) ?? '');
    const first = card.getByRole('checkbox').first();
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
  }
  return names;
}

/** The run's cards as the server has them sorted, by pile. */
async function pilesOf(page: Page, runId: number): Promise<Record<string, { id: number }[]>> {
  const piles = await page.request.post('/api/user/jobCard/selectedType/list', {
    data: { run_id: runId },
    headers: apiHeaders,
  });
  return ((await piles.json()) as { data: Record<string, { id: number }[]> }).data;
}

/** The deck dealt when the sort starts (watched for from before it starts): the run and its cards. */
async function dealtDeck(dealt: ReturnType<Page['waitForResponse']>) {
  const deal = await dealt;
  const runId = (JSON.parse(deal.request().postData() ?? '{}') as { run_id: number }).run_id;
  const deck = ((await deal.json()) as { data: { id: number; name: string }[] }).data;
  return { runId, deck };
}

const dealing = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/jobCard/smallJobCategory/list'));

test('a student sorts job cards into three piles by keyboard alone, gives reasons for the disliked ones, and finishes a sort with no liked card', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/user/demo-student-01');
  await expectPath(page, '/user');
  await page.getByRole('link', { name: '직업 카드 시작하기' }).click();
  await expectPath(page, '/user/job-card/main');
  const dealt = dealing(page);
  const progress = await startSort(page);
  const { runId, deck } = await dealtDeck(dealt);

  await page.getByRole('button', { name: '끌린다', exact: true }).focus();
  const liked = await sortWithKey(page, '1');
  const unsure = await sortWithKey(page, '2');
  const disliked = await sortWithKey(page, '3');
  await expect(progress).toHaveAttribute('aria-valuenow', '3');
  for (const pile of ['끌린다', '잘 모르겠다', '끌리지 않는다']) {
    await expect(page.getByRole('heading', { level: 2, name: `${pile} (1장)` })).toBeVisible();
  }
  await expect(page.getByRole('status').filter({ hasText: '저장됨' })).toBeVisible();

  // A reload in the middle: the three piles and the count come back, the next card is a new one.
  await page.reload();
  await expect(progress).toHaveAttribute('aria-valuenow', '3');
  for (const [pile, name] of [
    ['끌린다', liked],
    ['잘 모르겠다', unsure],
    ['끌리지 않는다', disliked],
  ] as const) {
    await expect(
      page.getByRole('list', { name: new RegExp(`^${pile} `) }).getByText(name, { exact: true }),
    ).toBeVisible();
  }

  // The liked card moved to 잘 모르겠다 from the keyboard: Tab from the pile buttons to its move.
  await page.getByRole('button', { name: '끌리지 않는다', exact: true }).focus();
  await tabTo(page, `${liked} 잘 모르겠다로 옮기기`);
  await page.keyboard.press('Enter');
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: `${liked}: 잘 모르겠다로 옮겼습니다` }),
  ).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: '끌린다 (0장)' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '잘 모르겠다 (2장)' })).toBeVisible();

  // Every other card: not liked, three more from the keyboard and the rest through the same answer
  // save the screen uses (a keyboard sort of 42 cards proves no more than one of a few).
  await page.getByRole('button', { name: '끌리지 않는다', exact: true }).focus();
  for (let count = 0; count < 3; count++) await sortWithKey(page, '3');
  await expect(page.getByRole('status').filter({ hasText: '저장됨' })).toBeVisible();
  const onScreen = Object.values(await pilesOf(page, runId)).flatMap((cards) => cards.map((card) => card.id));
  const rest = deck.filter((card) => !onScreen.includes(card.id));
  await saveAnswers(
    page,
    'job-card',
    runId,
    '/user',
    rest.map((card) => ({ item: `card.${card.id}`, value: 'disliked' })),
  );
  await page.reload();
  await expect(progress).toHaveAttribute('aria-valuenow', '42');
  await expect(page.getByText('모든 카드를 나누었습니다', { exact: true })).toBeVisible();

  // A reason for each disliked card, one of them the student's own: a few from the keyboard, the
  // rest through the answer save; all kept over a reload.
  await page.getByRole('button', { name: '이유 고르기' }).click();
  await expect(page.getByText('끌린 카드가 없습니다')).toBeVisible();
  const set = page.getByRole('region', { name: /^끌리지 않은 카드 40장/ });
  await expect(set).toBeVisible();
  await page.getByRole('textbox', { name: '끌리지 않은 이유 직접 적기' }).fill('밤에 일해야 할 것 같아서');
  await page.keyboard.press('Enter');
  const own = set.getByRole('group', { name: disliked }).getByRole('checkbox', { name: '밤에 일해야 할 것 같아서' });
  await own.focus();
  await page.keyboard.press('Space');
  await expect(own).toBeChecked();
  const explained = [disliked, ...(await explainSome(page, set, 3))];
  await expect(page.getByRole('status').filter({ hasText: '저장됨' })).toBeVisible();
  const content = (await (await page.request.get('/api/user/jobCard/list')).json()) as {
    data: { disliked_reasons: { key: string }[] };
  };
  const { disliked: dislikedCards = [] } = await pilesOf(page, runId);
  const explainedIds = deck.filter((card) => explained.includes(card.name)).map((card) => card.id);
  await saveAnswers(
    page,
    'job-card',
    runId,
    '/user',
    dislikedCards
      .filter((card) => !explainedIds.includes(card.id))
      .map((card) => ({ item: `why.${card.id}`, value: [content.data.disliked_reasons[0]?.key] })),
  );
  await page.reload();
  await expect(set).toBeVisible();
  await expect(own).toBeChecked();
  await expect(page.getByText('끌리지 않은 카드 모두에 이유를 골랐습니다.')).toBeVisible();
  await page.getByRole('button', { name: '결과 보기' }).click();

  // An honest result: no code, no occupations; what the disliked reasons say, and what to do next.
  await expect(page.getByRole('heading', { level: 2, name: '끌린 카드가 없습니다' })).toBeVisible();
  await expect(page.getByText(/끌린다에 놓은 카드가 없어 흥미 코드와 관련 직업을 내지 않았습니다/)).toBeVisible();
  await expect(page.getByRole('table', { name: /^끌리지 않은 이유/ })).toBeVisible();
  await expect(page.getByText('밤에 일해야 할 것 같아서').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '잘 모르겠다 2장' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /관련 직업/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /흥미 코드:/ })).toHaveCount(0);
  await page.getByRole('button', { name: '실천 계획 세우기' }).click();
  await expect(page.getByRole('button', { name: '다른 직업 분류를 골라 직업 카드를 다시 해 보기 담기' })).toBeVisible();
});

test('a sort that likes some cards is scored into occupations by fit, each saying why', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/user/demo-student-01');
  await expectPath(page, '/user');
  await page.goto('/user/job-card/main');
  const dealt = dealing(page);
  const progress = await startSort(page);
  const { runId, deck } = await dealtDeck(dealt);
  await page.getByRole('button', { name: '끌린다', exact: true }).focus();
  const liked: string[] = [];
  for (const key of ['1', '2', '1', '3', '1'] as const) {
    const name = await sortWithKey(page, key);
    if (key === '1') liked.push(name);
  }
  await expect(progress).toHaveAttribute('aria-valuenow', '5');
  await expect(page.getByRole('status').filter({ hasText: '저장됨' })).toBeVisible();

  // The keyboard sort is the first journey's; here the other 37 cards go on "끌리지 않는다" and every
  // liked and disliked card gets a reason through the same answer save the screen uses.
  const content = (await (await page.request.get('/api/user/jobCard/list')).json()) as {
    data: { reasons: { key: string }[]; disliked_reasons: { key: string }[] };
  };
  const likedIds = deck.filter((card) => liked.includes(card.name)).map((card) => card.id);
  const sorted = await pilesOf(page, runId);
  const sortedOnScreen = new Set([
    ...likedIds,
    ...Object.values(sorted).flatMap((cards) => cards.map((card) => card.id)),
  ]);
  const rest = deck.filter((card) => !sortedOnScreen.has(card.id)).map((card) => card.id);
  const disliked = [...(sorted.disliked ?? []).map((card) => card.id), ...rest];
  await saveAnswers(page, 'job-card', runId, '/user', [
    ...rest.map((id) => ({ item: `card.${id}`, value: 'disliked' })),
    ...likedIds.map((id) => ({ item: `why.${id}`, value: [content.data.reasons[0]?.key] })),
    ...disliked.map((id) => ({ item: `why.${id}`, value: [content.data.disliked_reasons[0]?.key] })),
  ]);
  await page.reload();
  await expect(progress).toHaveAttribute('aria-valuenow', '42');
  await page.getByRole('button', { name: '이유 고르기' }).click();
  await expect(page.getByRole('region', { name: /^끌린 카드 3장/ })).toBeVisible();
  await expect(page.getByText('끌리지 않은 카드 모두에 이유를 골랐습니다.')).toBeVisible();
  await page.getByRole('button', { name: '결과 보기' }).click();

  await expect(page.getByRole('heading', { level: 2, name: /^끌린 카드의 흥미 코드: [RIASEC]{1,3} / })).toBeVisible();
  await expect(page.getByRole('region', { name: '준비 질문과 함께 보기' })).toBeVisible();
  const related = page.getByRole('heading', { level: 2, name: /^관련 직업 \d+개$/ });
  await expect(related).toBeVisible();
  expect(Number(/\d+/.exec((await related.textContent()) ?? '')?.[0])).toBeGreaterThan(0);
  const recommended = page.getByRole('region', { name: /^관련 직업 \d+개$/ }).getByRole('listitem');
  await expect(recommended.filter({ hasText: /적합도 \d+/ }).first()).toBeVisible();
  await expect(recommended.filter({ hasText: /내 코드/ }).first()).toBeVisible();
  for (const name of liked) await expect(recommended.filter({ hasText: new RegExp(`^${name}`) })).toHaveCount(0);

  // The report: drawn as shown (the code's bars filled), a letterhead and page number on every page,
  // nothing at the paper's edge, page 1 the summary, and no part cut across pages.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF로 저장' }).click();
  const file = await (await download).path();
  const pixels = rasterise(file);
  expectWhiteMargins(pixels);
  expectLetterhead(pixels);
  expectHighlightedBars(pixels, 1);
  const pdf = await PDFDocument.load(await readFile(file));
  await page.getByText(`저장한 PDF: ${pdf.getPageCount()}쪽`).click();
  const parts = page.getByRole('list', { name: 'PDF 쪽별 내용' }).getByRole('listitem');
  // How many parts depends on the sort (reasons, warm-up); each is whole on one page, the summary first.
  // A list longer than a page (38 disliked cards) runs on, divided between its rows.
  for (const text of await parts.allTextContents()) expect(text.trim()).toMatch(/^.+ · \d+(–\d+)?쪽$/);
  await expect(parts.nth(0)).toHaveText('결과 요약 · 1쪽');
  await expect(parts.filter({ hasText: /^상담 메모 · / })).toHaveText('상담 메모 · 1쪽');
});
