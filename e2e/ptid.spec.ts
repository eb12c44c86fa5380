import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './fixtures';
import { expectPath, expectWholeBlocks, givePtid, saveAnswers, signInAs, startedRunId } from './helpers';
import { expectHighlightedBars, expectLetterhead, expectWhiteMargins, rasterise } from './pdfPixels';

// Personality type end to end, through the built product and the real server (issue 11).

interface Activity {
  id: number;
  type: string;
  text: string;
}

/** The known answer pattern: social liked most, then enterprising, then artistic, the rest disliked. */
const SEA: Record<string, number> = { S: 5, E: 4, A: 3 };

/**
 * Rates the first page of the checklist from the keyboard: in each radio group the first point is
 * focused, then → moves to (and chooses) the point wanted; Space chooses the first.
 */
async function rateFirstPage(page: Page, activities: readonly Activity[], pattern: Record<string, number>) {
  const byText = new Map(activities.map((activity) => [activity.text, activity]));
  await expect(page.getByText(/^1 \/ 6 쪽/)).toBeVisible();
  const groups = page.getByRole('radiogroup');
  await expect(groups).toHaveCount(10);
  const rated: number[] = [];
  for (let index = 0; index < 10; index++) {
    const group = groups.nth(index);
    const shown = (await group.textContent()) ?? '';
    const text = [...byText.keys()].find((candidate) => shown.includes(candidate));
    const activity = byText.get(text ?? '');
    const rating = pattern[activity?.type ?? ''] ?? 1;
    await group.getByRole('radio').first().focus();
    if (rating === 1) await page.keyboard.press('Space');
    for (let step = 1; step < rating; step++) await page.keyboard.press('ArrowRight');
    if (activity) rated.push(activity.id);
  }
  return rated;
}

/** Puts `wanted` at the top of the ranking, in that order, with ↑/↓ and Alt+↑ alone. */
async function rankFromKeyboard(page: Page, wanted: readonly string[]): Promise<void> {
  const list = page.getByRole('listbox', { name: '나와 닮은 순서' });
  await list.focus();
  for (const [target, name] of wanted.entries()) {
    const names = await list.getByRole('option').allTextContents();
    const from = names.findIndex((option) => option.includes(name));
    await page.keyboard.press('Home');
    for (let step = 0; step < from; step++) await page.keyboard.press('ArrowDown');
    for (let step = from; step > target; step--) await page.keyboard.press('Alt+ArrowUp');
    await expect(list.getByRole('option').nth(target)).toContainText(name);
  }
}

test('a consultant runs ptid for a student with a known pattern and sees the code and occupations that fit it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, 'consultant');
  const questions = await page.request.get('/api/ptid/questions');
  const { activities } = (await questions.json()).data as { activities: Activity[] };
  await page.goto('/consultant');
  await page.getByRole('button', { name: '최민준 선택' }).click();
  await expect(page.getByText('최민준 학생과 진행합니다.')).toBeVisible();

  await page.goto('/consultant-modal/ptid/main');
  await expect(page.getByText('성격 유형 · 최민준님')).toBeVisible();
  await expect(page.getByText('수업에서 제공한 이용권으로 합니다.')).toBeVisible();
  const runIdOf = startedRunId(page, 'ptid');
  await page.getByRole('button', { name: '시작하기' }).click();
  const runId = await runIdOf();
  await page.getByRole('button', { name: '활동 답하기 시작' }).click();
  await expectPath(page, '/consultant-modal/ptid/checklist');
  // Page 1 from the keyboard; the other fifty activities through the same answer save, and a reload
  // resumes on the last page with all sixty kept.
  const rated = await rateFirstPage(page, activities, SEA);
  await expect(page.getByRole('status').filter({ hasText: '저장됨' })).toBeVisible();
  await saveAnswers(
    page,
    'ptid',
    runId,
    '',
    activities
      .filter((activity) => !rated.includes(activity.id))
      .map((activity) => ({ item: `a${activity.id}`, value: SEA[activity.type] ?? 1 })),
  );
  await page.reload();
  await expect(page.getByText(/^6 \/ 6 쪽/)).toBeVisible();
  await page.getByRole('button', { name: '해 보고 싶은 활동 고르기' }).click();
  await expect(page.getByText('0 / 3개 골랐습니다')).toBeVisible();
  for (const activity of activities.filter((entry) => entry.type === 'S').slice(0, 3)) {
    await page.getByRole('checkbox', { name: activity.text }).locator('xpath=ancestor::label').click();
  }
  await page.getByRole('button', { name: '유형 순서 정하기' }).click();
  await rankFromKeyboard(page, ['사회형', '진취형', '예술형']);
  await expect(page.getByText('예술형: 3위로 옮겼습니다.').or(page.getByText(/저장됨/))).toBeAttached();
  await page.getByRole('button', { name: '결과 보기' }).click();

  await expect(
    page.getByRole('heading', { level: 2, name: '최민준님의 흥미 코드: SEA (사회형 · 진취형 · 예술형)' }),
  ).toBeVisible();
  await expect(page.getByText(/문항에 답한 속도가 매우 빨랐습니다/)).toBeVisible();
  // The consultant at the screen also sees the plain flag.
  await expect(page.getByRole('region', { name: '상담자 확인 사항' })).toContainText('응답 속도 주의');
  // The result as an A4 PDF: every named part whole on one page.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF로 저장' }).click();
  const file = await (await download).path();
  const pdf = await PDFDocument.load(await readFile(file));
  // Drawn as shown: the code's three letters' bars filled, and nothing at the paper's edge.
  const pixels = rasterise(file);
  expectWhiteMargins(pixels);
  expectLetterhead(pixels);
  expectHighlightedBars(pixels, 1);
  const letters = ['1번째 글자 사회형 설명', '2번째 글자 진취형 설명', '3번째 글자 예술형 설명'];
  await expectWholeBlocks(
    page,
    pdf.getPageCount(),
    [
      // A script answers 60 activities in seconds: the result says it was too fast, in the PDF too.
      '결과 요약',
      '나의 흥미 코드',
      '여섯 유형 점수 막대',
      '상담 메모',
      '결과를 읽기 전에',
      ...letters,
      // The fields that fit the code, with their occupations (paper only).
      '코드에 맞는 직업 분야',
    ],
    letters,
  );
  // The copy saved by default is the student's: the plain flag is only in the consultant's own copy.
  await page.getByText('상담자용 (확인 사항 포함)').click();
  const counsellorCopy = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF로 저장' }).click();
  expect((await counsellorCopy).suggestedFilename()).toBe('성격유형_결과_상담자용.pdf');
  await page.getByText(/^저장한 PDF: \d+쪽$/).click();
  await expect(page.getByRole('list', { name: 'PDF 쪽별 내용' })).toContainText('상담자 확인 사항 · ');
  const fits = page.getByRole('list', { name: '잘 맞는 직업 분야' });
  await fits.getByRole('checkbox').first().locator('xpath=ancestor::label').click();
  await page.getByRole('button', { name: '추천 직업 보기 (1/5)' }).click();
  await expectPath(page, /\/consultant-modal\/ptid\/recommend\/job/);
  const rows = page.getByRole('listitem').filter({ hasText: /직업 코드 [RIASEC]{3}/ });
  // Best fit first, by the congruence of the codes, each saying why in the student's own letters.
  await expect(rows.first()).toContainText(/적합도 \d+/);
  const fitValues = (await rows.allInnerTexts()).map((text) => Number(/적합도 (\d+)/.exec(text)?.[1]));
  expect(fitValues).toEqual([...fitValues].sort((a, b) => b - a));

  // A dream job far from the code is compared letter by letter, never refused.
  await page.getByRole('textbox', { name: '꿈꾸는 직업 찾기' }).fill('정비원');
  await page.getByRole('button', { name: '찾기' }).click();
  await page.getByRole('list', { name: '찾은 직업' }).getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 3, name: /^꿈꾸는 직업: / })).toBeVisible();
  await expect(page.getByText('흥미 코드는 적성이나 가능성을 판정하지 않습니다.', { exact: false })).toBeVisible();

  // The choice is kept with the result: a reload shows the same recommendations.
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: /^꿈꾸는 직업: / })).toBeVisible();
  await page.getByRole('button', { name: '실천 계획 세우기' }).click();
  await page.getByRole('button', { name: /담기$/ }).first().click();
  // Kept with the result as it is made.
  await expect(page.getByRole('status').filter({ hasText: '저장됨' })).toBeVisible();
});

test('a student whose activities say RIC sees research and engineering first, and exact matches at the top', async ({
  page,
}) => {
  await signInAs(page, 'consultant');
  await page.goto('/consultant');
  await page.getByRole('button', { name: '한도윤 선택' }).click();
  await expect(page.getByText('한도윤 학생과 진행합니다.')).toBeVisible();
  // Answered through the API (the first journey answers item by item on the screen): realistic,
  // investigative and conventional activities liked most, in that order.
  const students = (await (await page.request.get('/api/student/list?keyword=한도윤')).json()) as {
    data: { items: { id: number; name: string }[] };
  };
  const userId = students.data.items.find((student) => student.name === '한도윤')?.id ?? 0;
  expect(await givePtid(page, userId, '', ['R', 'I', 'C', 'S', 'E', 'A'])).toBe('RIC');
  await page.goto('/consultant-modal/ptid/select/job-category');
  await expect(
    page.getByRole('heading', { level: 2, name: '한도윤님의 흥미 코드: RIC (현실형 · 탐구형 · 관습형)' }),
  ).toBeVisible();

  // The fields that fit best are research and engineering (KECO 1x), by the congruence of the codes.
  const fields = page.getByRole('list', { name: '잘 맞는 직업 분야' }).getByRole('listitem');
  // The fields load after the code: read them once they are there (a busy machine is slower).
  await expect(fields.nth(2)).toBeVisible();
  const firstThree = (await fields.allInnerTexts()).slice(0, 3);
  expect(firstThree.filter((text) => /연구|공학/.test(text)).length).toBeGreaterThanOrEqual(2);
  await fields.first().locator('label').click();
  await page.getByRole('button', { name: '추천 직업 보기 (1/5)' }).click();
  const rows = page.getByRole('listitem').filter({ hasText: /직업 코드 [RIASEC]{3}/ });
  await expect(rows.first()).toContainText('직업 코드 RIC가 내 코드와 세 글자 순서까지 같습니다.');
  await expect(rows.first()).toContainText('아주 잘 맞음');
  await expect(rows.first()).toContainText('적합도 100/100');
});

test('a participant without the ptid grant is told why, and what to do', async ({ page }) => {
  // The demo instructor never buys a kit (the purchase journey is the second instructor's), so
  // 서지우 has no way to it until one is bought.
  await signInAs(page, 'instructor');
  await page.goto('/instructor-modal/ptid/main');
  await page.getByRole('button', { name: '서지우 선택' }).click();
  await expect(page.getByText('이용권이 있어야 할 수 있는 검사입니다')).toBeVisible();
  await expect(page.getByText(/남은 키트가 없습니다. 상품 화면에서 성격 유형 키트를 구매하면/)).toBeVisible();
  await expect(page.getByRole('button', { name: '시작하기' })).toHaveCount(0);
  // Another screen's address leads to the same explanation, not to a screen that would refuse.
  await page.goto('/instructor-modal/ptid/checklist');
  await expect(page.getByText('이용권이 있어야 할 수 있는 검사입니다')).toBeVisible();
});
