import { readFile } from 'node:fs/promises';
import type { FrameLocator, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './fixtures';
import { expectPath, signInAs, waitForHydration } from './helpers';
import { expectHighlightedBars, expectLetterhead, expectWhiteMargins, rasterise } from './pdfPixels';

// The tool framework end to end on career anchor, through the built product and the real server.

interface Statement {
  id: number;
  anchor: string;
  text: string;
}

/** The statements with their anchors, as the server serves them to the audience's calls. */
async function statementsOf(page: Page, prefix: '' | '/user'): Promise<Map<string, string>> {
  const reply = await page.request.get(`/api${prefix}/careerAchor/questions`);
  const body = (await reply.json()) as { data: { statements: Statement[] } };
  return new Map(body.data.statements.map((statement) => [statement.text, statement.anchor]));
}

/** A page, or a page in a tool window's frame. */
type Screen = Page | FrameLocator;

/** Rates the statements on the checklist page shown: SE 6, AU 5, the rest 2. Stops after `limit` items. */
async function ratePage(page: Screen, anchors: Map<string, string>, limit = 8): Promise<void> {
  const groups = page.getByRole('radiogroup');
  await expect(groups.first()).toBeVisible();
  const count = Math.min(await groups.count(), limit);
  for (let index = 0; index < count; index++) {
    const group = groups.nth(index);
    const label = (await group.getAttribute('aria-labelledby')) ?? '';
    const text = (await page.locator(`[id="${label}"] span`).last().textContent()) ?? '';
    const anchor = anchors.get(text.trim());
    const points = anchor === 'SE' ? '6점 매우 그렇다' : anchor === 'AU' ? '5점 그렇다' : '2점 아니다';
    // The radio input itself is visually hidden; its tile (the label) is what a person clicks.
    await group.getByRole('radio', { name: points }).locator('xpath=ancestor::label').click();
  }
}

/** From the checklist's first unanswered page to the result. */
async function finishRun(page: Screen, anchors: Map<string, string>): Promise<void> {
  for (;;) {
    await ratePage(page, anchors);
    const next = page.getByRole('button', { name: '다음 쪽' });
    if (await next.isVisible()) await next.click();
    else break;
  }
  await page.getByRole('button', { name: '가장 나다운 문장 고르기' }).click();
  const se = [...anchors].filter(([, anchor]) => anchor === 'SE').map(([text]) => text);
  for (const text of se.slice(0, 3)) {
    await page.getByRole('checkbox', { name: text }).locator('xpath=ancestor::label').click();
  }
  await page.getByRole('button', { name: '결과 보기' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '안정 · 자율·독립' })).toBeVisible();
}

test('a consultant runs career anchor for a student in a tool window, exports the result and keeps an action item', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'consultant');
  await page.goto('/consultant');
  await page.getByRole('button', { name: '최민준 선택' }).click();
  await expect(page.getByText('최민준 학생과 진행합니다.')).toBeVisible();
  // The student's standing arrives after the choice and moves the tools down the page: a press that
  // starts before it lands and ends after it is no press (react-aria), so wait for it first.
  await expect(page.getByText(/마친 도구 \d+개/)).toBeVisible();

  // The timer, pinned, stays above the tool window opened after it (spec §9 layering).
  await page.getByRole('button', { name: '타이머 창 열기' }).click();
  const timer = page.getByRole('dialog', { name: '타이머' });
  await timer.getByRole('button', { name: '타이머 창 고정' }).click();
  await page.getByRole('button', { name: '커리어 앵커 시작하기' }).click();
  const window = page.getByRole('dialog', { name: '커리어 앵커 · 최민준' });
  await expect(window).toBeVisible();
  const layer = (dialog: typeof window) => dialog.evaluate((element) => Number(getComputedStyle(element).zIndex));
  expect(await layer(timer)).toBeGreaterThanOrEqual(1000);
  expect(await layer(timer)).toBeGreaterThan(await layer(window));
  await timer.getByRole('button', { name: '타이머 창 닫기' }).click();

  const tool = page.frameLocator('iframe[title="커리어 앵커 · 최민준"]');
  await expect(tool.getByText('커리어 앵커 · 최민준님')).toBeVisible();
  // Inside the window the page shows no area header of its own.
  await expect(tool.getByRole('banner')).toHaveCount(0);
  const anchors = await statementsOf(page, '');
  await tool.getByRole('button', { name: '시작하기' }).click();
  await tool.getByRole('button', { name: '문항 시작' }).click();
  await expect(tool.getByText('1 / 5 쪽')).toBeVisible();
  await finishRun(tool, anchors);
  await expect(tool.getByRole('table', { name: /여덟 가지 앵커 점수/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await tool.getByRole('button', { name: 'PDF로 저장' }).click();
  const file = await (await download).path();
  const pdf = await PDFDocument.load(await readFile(file));
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  // Drawn as shown: the two top anchors' bars filled, and nothing at the paper's edge.
  const pixels = rasterise(file);
  expectWhiteMargins(pixels);
  expectHighlightedBars(pixels, 1);
  expectLetterhead(pixels);
  // Page 1 is the summary: the takeaway, the chart and the memo box; the details start page 2.
  await tool.getByText(/^저장한 PDF: \d+쪽$/).click();
  const contents = tool.getByRole('list', { name: 'PDF 쪽별 내용' });
  await expect(contents.getByText('결과 요약 · 1쪽')).toBeAttached();
  await expect(contents.getByText('상담 메모 · 1쪽')).toBeAttached();
  await expect(contents.getByText(/설명 · 2쪽$/).first()).toBeAttached();

  await tool.getByRole('button', { name: '실천 계획 세우기' }).click();
  await tool.getByRole('button', { name: /관심 기업의 고용 형태와 복리후생을 비교표로 정리하기 담기/ }).click();
  // Kept with the result as it is made.
  await expect(tool.getByRole('status').filter({ hasText: '저장됨' })).toBeVisible();

  // Closing the window reads the student's standing again: the tool done, the action item pending.
  await page.getByRole('button', { name: '커리어 앵커 · 최민준 창 닫기' }).click();
  await expect(window).toHaveCount(0);
  await expect(page.getByRole('button', { name: '커리어 앵커 결과 보기' })).toBeVisible();
  await expect(page.getByText('관심 기업의 고용 형태와 복리후생을 비교표로 정리하기')).toBeVisible();

  // The tool's own address still works on its own, e.g. from the area menu or a bookmark.
  await page.goto('/consultant-modal/career-anchor/main');
  await expect(page.getByText('커리어 앵커 · 최민준님')).toBeVisible();

  // Printed from the browser (Ctrl+P): the same report as text, without the app's chrome and
  // controls, the memo box shown.
  await page.goto('/consultant-modal/career-anchor/result');
  const takeaway = page.getByRole('heading', { level: 2, name: /^최민준님의 커리어 앵커는/ });
  await expect(takeaway).toBeVisible();
  await expect(page.getByRole('region', { name: '상담 메모' })).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('region', { name: '상담 메모' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PDF로 저장' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(takeaway).toBeVisible();
});

test('a student through a link answers half, reloads with every answer kept, finishes, and sees it completed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/gwangju/demo-gwangju-01/2');
  await expectPath(page, '/user');
  await page.getByRole('link', { name: '커리어 앵커 시작하기' }).click();
  await expectPath(page, '/user/career-anchor/main');
  const anchors = await statementsOf(page, '/user');
  await page.getByRole('button', { name: '시작하기' }).click();
  await page.getByRole('button', { name: '문항 시작' }).click();
  await expect(page.getByText('1 / 5 쪽')).toBeVisible();
  for (let done = 0; done < 2; done++) {
    await ratePage(page, anchors);
    await page.getByRole('button', { name: '다음 쪽' }).click();
  }
  await ratePage(page, anchors, 4);
  // "저장됨" only once nothing waits to be sent.
  await expect(page.getByRole('status').filter({ hasText: '저장됨' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('progressbar', { name: '답한 문항' })).toHaveAttribute('aria-valuenow', '20');
  await expect(page.getByText('3 / 5 쪽')).toBeVisible();
  await finishRun(page, anchors);

  await page.goto('/user');
  await expect(page.getByRole('link', { name: '커리어 앵커 결과 보기' })).toBeVisible();
});

test('an AI-gift user sees the gift’s tools and opens one from its gift path', async ({ page }) => {
  await page.goto('/ai-gift/login');
  // The form comes drawn in the HTML (decisions 012 and 042): fill it as the live app.
  await waitForHydration(page);
  await page.getByLabel('선물 코드', { exact: true }).fill('DEMO-GIFT-2026');
  await page.getByRole('button', { name: '시작하기' }).click();
  await expectPath(page, '/user');
  await expect(page.getByRole('heading', { level: 2, name: '면접', exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 2 }).filter({ hasNotText: /^나의 (실천 계획|진로 포트폴리오)$/ }),
  ).toHaveCount(9);
  await page.goto('/ai-gift/career-anchor/main');
  await expect(page.getByRole('heading', { level: 1, name: '일에서 끝까지 놓지 않을 나의 닻' })).toBeVisible();
});

test('a result of another student, opened by its address, is refused and never shown under the chosen student’s name', async ({
  page,
}) => {
  await signInAs(page, 'consultant');
  const headers = { 'x-requested-with': 'career-platform' };
  const students = (await (await page.request.get('/api/student/list?keyword=한도윤')).json()) as {
    data: { items: { id: number; name: string }[] };
  };
  const other = students.data.items.find((student) => student.name === '한도윤');
  expect(other, '한도윤 in the demo class').toBeDefined();
  // A career anchor result of 한도윤, through the API.
  const { statements } = (
    (await (await page.request.get('/api/careerAchor/questions')).json()) as {
      data: { statements: Statement[] };
    }
  ).data;
  const run = await page.request.post(`/api/tool/career-anchor/run/${other?.id}`, { data: { restart: true }, headers });
  const runId = ((await run.json()) as { data: { id: number } }).data.id;
  const answers = [
    ...statements.map((statement) => ({ item: `s${statement.id}`, value: statement.anchor === 'TF' ? 6 : 3, base: 0 })),
    { item: 'picks', value: statements.slice(0, 3).map((statement) => statement.id), base: 0 },
  ];
  expect(
    (await page.request.patch(`/api/tool/career-anchor/answers/${runId}`, { data: { answers }, headers })).status(),
  ).toBe(200);
  expect((await page.request.post('/api/careerAchor/save/user', { data: { run_id: runId }, headers })).status()).toBe(
    200,
  );

  // The consultant has 정서연 chosen, and opens 한도윤's result by its address.
  await page.goto('/consultant');
  await page.getByRole('button', { name: '정서연 선택' }).click();
  await page.goto(`/consultant-modal/career-anchor/result?run=${runId}`);
  await expect(
    page.getByText(
      // The name is isolated (U+2068 … U+2069), so no name can reorder the sentence around it.
      '이 결과는 지금 고른 \u2068정서연\u2069님의 결과가 아닙니다. 다른 사람의 결과는 그 사람을 고른 뒤 결과 목록에서 열어 주세요.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /정서연님의 커리어 앵커는/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'PDF로 저장' })).toHaveCount(0);
});
