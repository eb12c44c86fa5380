import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './fixtures';
import { apiHeaders, expectPath, expectWholeBlocks, saveAnswers, signInAs, startedRunId } from './helpers';
import { expectLetterhead, expectWhiteMargins, rasterise } from './pdfPixels';

// Core coloring end to end, through the built product and the real server (issue 10).

/**
 * Colors every page of the checklist from the keyboard: a page holds one statement of each core
 * in grid order (C1…C9), and `keys` gives the number key (1 지금의 나 … 4 해당 없음) for each place.
 * A number key colors the focused statement and moves to the next one. Stops after `pages` pages.
 */
async function colorPages(page: Page, keys: string, pages = 8): Promise<void> {
  for (let done = 0; done < pages; done++) {
    await expect(page.getByText(`${done + 1} / 8 쪽`)).toBeVisible();
    await page.getByRole('radiogroup').first().getByRole('radio').first().focus();
    for (const key of keys) await page.keyboard.press(key);
    if (done < 7 && done < pages - 1) await page.getByRole('button', { name: '다음 쪽' }).click();
  }
}

/** Round 2: keeps the first `count` red statements, then scores; the result is `whose` (decision 042). */
async function keepAndScore(page: Page, count: number, whose = '나의'): Promise<void> {
  await page.getByRole('button', { name: '가장 나다운 문장 고르기' }).click();
  // The checklist has checkboxes too (the desire marks): round 2 is on screen before one is clicked.
  await expect(page.getByRole('heading', { level: 1, name: '가장 나다운 문장을 골라 주세요' })).toBeVisible();
  for (let index = 0; index < count; index++) {
    await page.getByRole('checkbox').nth(index).locator('xpath=ancestor::label').click();
  }
  await expect(page.getByText(`${count} / 5개 골랐습니다`)).toBeVisible();
  await page.getByRole('button', { name: '결과 보기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${whose} 9코어` })).toBeVisible();
}

test('a consultant colors twice for a student, exports the result as PDF and compares the two', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAs(page, 'consultant');
  await page.goto('/consultant');
  await page.getByRole('button', { name: '최민준 선택' }).click();
  await expect(page.getByText('최민준 학생과 진행합니다.')).toBeVisible();

  await page.goto('/consultant-modal/core-coloring/main');
  await expect(page.getByText('코어 컬러링 · 최민준님')).toBeVisible();
  await page.getByRole('button', { name: '시작하기' }).click();
  await page.getByRole('button', { name: '색칠 시작' }).click();
  await expectPath(page, '/consultant-modal/core-coloring/checklist');
  // First coloring: thinking is "me now", heart "sometimes", action "who I want to be".
  await colorPages(page, '111222333');
  await expect(page.getByRole('progressbar', { name: '색칠한 문장' })).toHaveAttribute('aria-valuenow', '72');
  await keepAndScore(page, 2, '최민준님의');
  await expect(
    page.getByRole('heading', { level: 2, name: '가장 강한 세 코어: 탐구심 · 관계 통찰 · 기획력' }),
  ).toBeVisible();
  // Both kept statements are 탐구심's; 관계 통찰 and 기획력 tie at eight red each: the order between
  // them is the grid's, and the result says so.
  await expect(
    page.getByText(/관계 통찰(·|, )기획력의 점수가 같습니다. 화면의 순서는 격자에 놓인 순일 뿐/),
  ).toBeVisible();
  // Every line of "why" is read from the colors used.
  await expect(page.getByText('점수 30점 = 빨강 8개 × 3점 + 2라운드에서 고른 문장 2개 × 3점.')).toBeVisible();
  await expect(page.getByText('점수 24점 = 빨강 8개 × 3점.')).toHaveCount(2);
  // The consultant sees the plain flags beside the person's note.
  await expect(page.getByRole('region', { name: '상담자 확인 사항' })).toContainText('동점');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF로 저장' }).click();
  const file = await (await download).path();
  const pdf = await PDFDocument.load(await readFile(file));
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
  const pixels = rasterise(file);
  expectWhiteMargins(pixels);
  expectLetterhead(pixels);
  for (const sheet of pdf.getPages()) {
    expect(sheet.getWidth()).toBeCloseTo(595.28, 0);
    expect(sheet.getHeight()).toBeCloseTo(841.89, 0);
  }
  const cores = ['1위 탐구심 설명', '2위 관계 통찰 설명', '3위 기획력 설명'];
  await expectWholeBlocks(
    page,
    pdf.getPageCount(),
    [
      // The grid with its legend and the memo on page 1.
      '결과 요약',
      '아홉 코어 격자',
      '상담 메모',
      '결과를 읽기 전에',
      '가장 강한 세 코어',
      ...cores,
      '1라운드에서 2라운드로',
      // One report a result: the matrix follows the grid's details.
      '지금의 나와 되고 싶은 나',
      '코어 매트릭스',
      '나의 사분면에서 해 볼 일',
      '사분면별 코어 표',
    ],
    // Sections in parts, and the quadrants' cards (a grid that divides between its rows), may go on overleaf.
    [...cores, '나의 사분면에서 해 볼 일'],
  );

  await page.getByRole('button', { name: '매트릭스 보기' }).click();
  await expect(page.getByRole('img', { name: /코어 매트릭스/ })).toBeVisible();
  await expect(page.getByText('PDF 보고서는 9코어 결과 화면에서 저장합니다.', { exact: false })).toBeVisible();

  // Second coloring, the other way round (action "me now", heart "sometimes", thinking "who I want
  // to be"), through the same answer save the checklist uses: the keyboard's was the first. A reload
  // resumes on the last page; the first result stays.
  await page.goto('/consultant-modal/core-coloring/main');
  const runIdOf = startedRunId(page, 'core-coloring');
  await page.getByRole('button', { name: '시작하기' }).click();
  const runId = await runIdOf();
  await page.getByRole('button', { name: '색칠 시작' }).click();
  await expect(page.getByText('1 / 8 쪽')).toBeVisible();
  const questions = await page.request.post('/api/coreColoring/questions', {
    data: { run_id: runId },
    headers: apiHeaders,
  });
  const { statements } = ((await questions.json()) as { data: { statements: { id: number; core: string }[] } }).data;
  const colorOfCore = (core: string) => (core <= 'C3' ? 'green' : core <= 'C6' ? 'yellow' : 'red');
  await saveAnswers(
    page,
    'core-coloring',
    runId,
    '',
    statements.map(({ id, core }) => ({ item: `c${id}`, value: colorOfCore(core) })),
  );
  await page.reload();
  await expect(page.getByText('8 / 8 쪽')).toBeVisible();
  await keepAndScore(page, 1, '최민준님의');
  await expect(
    page.getByRole('heading', { level: 2, name: '가장 강한 세 코어: 자기 관리 · 협력 · 실행력' }),
  ).toBeVisible();

  await page.getByRole('button', { name: '지난 결과와 비교' }).click();
  await expect(page).toHaveURL(/\/consultant-modal\/core-coloring\/9core\/compare\?run=\d+$/);
  // What changed, said first; each side labelled with its own time.
  await expect(page.getByRole('region', { name: '무엇이 달라졌나요' })).toContainText(
    '가장 강한 코어에서 탐구심·관계 통찰·기획력이 빠지고 자기 관리·협력·실행력이 들어왔습니다.',
  );
  await expect(page.getByRole('table', { name: /이전 결과 · / })).toBeVisible();
  await expect(page.getByRole('table', { name: /최근 결과 · / })).toBeVisible();
});

test('a student through a link colors half, reloads with every coloring kept, and finishes', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/gwangju/demo-gwangju-01/2');
  await expectPath(page, '/user');
  await page.getByRole('link', { name: '코어 컬러링 시작하기' }).click();
  await expectPath(page, '/user/core-coloring/main');
  await page.getByRole('button', { name: '시작하기' }).click();
  await page.getByRole('button', { name: '색칠 시작' }).click();
  await colorPages(page, '121314121', 4);
  // Statement 28 (탐구심, red, first on page 4) is also what the student wants more of: desire apart
  // from the color, marked with the key 5 on the statement.
  await page.getByRole('radiogroup').first().getByRole('radio', { name: '지금의 나' }).focus();
  await page.keyboard.press('5');
  await expect(page.getByRole('checkbox', { name: '28번 문장: 더 키우고 싶어요' })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: '저장됨' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('progressbar', { name: '색칠한 문장' })).toHaveAttribute('aria-valuenow', '36');
  await page.getByRole('button', { name: '이전 쪽' }).click();
  await expect(page.getByText('4 / 8 쪽')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '28번 문장: 더 키우고 싶어요' })).toBeChecked();
  await page.goto('/user/core-coloring/main');
  await page.getByRole('button', { name: '이어서 하기' }).click();
  await expect(page.getByText('5 / 8 쪽')).toBeVisible();
  for (let done = 4; done < 8; done++) {
    await page.getByRole('radiogroup').first().getByRole('radio').first().focus();
    for (const key of '121314121') await page.keyboard.press(key);
    if (done < 7) await page.getByRole('button', { name: '다음 쪽' }).click();
  }
  await keepAndScore(page, 1);

  await page.goto('/user');
  await expect(page.getByRole('link', { name: '코어 컬러링 결과 보기' })).toBeVisible();
});
