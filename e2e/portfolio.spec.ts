import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './fixtures';
import { apiHeaders, givePtid, signInAs } from './helpers';
import { expectLetterhead, expectWhiteMargins, rasterise } from './pdfPixels';

// The career portfolio end to end (issue 39, decision 058): a consultant's results and a note shared
// with the student, read by the student on their own portfolio and saved as a PDF, by the consultant
// in a tool window, and by the instructor for a participant of their class. Each journey makes the
// results it reads, so what other journeys did to the demo data does not matter.

async function giveAnchor(page: Page, userId: number) {
  const questions = await page.request.get('/api/careerAchor/questions');
  const { statements } = ((await questions.json()) as { data: { statements: { id: number; anchor: string }[] } }).data;
  const run = await page.request.post(`/api/tool/career-anchor/run/${userId}`, {
    data: { restart: true },
    headers: apiHeaders,
  });
  const runId = ((await run.json()) as { data: { id: number } }).data.id;
  const rating: Record<string, number> = { SV: 6, TF: 5 };
  const answers = [
    ...statements.map((statement) => ({ item: `s${statement.id}`, value: rating[statement.anchor] ?? 2, base: 0 })),
    {
      item: 'picks',
      value: statements
        .filter((s) => s.anchor === 'SV')
        .map((s) => s.id)
        .slice(0, 3),
      base: 0,
    },
  ];
  const saved = await page.request.patch(`/api/tool/career-anchor/answers/${runId}`, {
    data: { answers },
    headers: apiHeaders,
  });
  expect(saved.status()).toBe(200);
  const scored = await page.request.post('/api/careerAchor/save/user', {
    data: { run_id: runId },
    headers: apiHeaders,
  });
  expect(scored.status()).toBe(200);
}

async function note(page: Page, userId: number, discussed: string, forStudent: boolean) {
  const saved = await page.request.post('/api/consultant-log/record/popup/save', {
    data: {
      user_id: userId,
      action_item: 'general',
      session_on: new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10),
      discussed,
      observed: '상담사만 읽는 관찰 기록',
      agreed: '다음 주까지 실습 기관 두 곳 찾아보기',
      visibility: 'university',
      for_student: forStudent,
      sign: true,
    },
    headers: apiHeaders,
  });
  expect(saved.status()).toBe(200);
}

test('a student reads the portfolio their tools and consultant made, saves it, and the consultant and instructor read theirs', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const mark = `${Date.now()}`;
  await signInAs(page, 'consultant');
  const students = await page.request.get('/api/student/list?keyword=최민준');
  const studentId = ((await students.json()) as { data: { items: { id: number }[] } }).data.items[0]?.id ?? 0;
  const code = await givePtid(page, studentId, '', ['S', 'A', 'E', 'I', 'C', 'R']);
  await giveAnchor(page, studentId);
  await note(page, studentId, `포트폴리오 상담 ${mark}`, true);
  await note(page, studentId, `보이지 않는 상담 ${mark}`, false);

  // The student, from their home.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInAs(student, 'user');
  await student.goto('/user');
  await student.getByRole('link', { name: '진로 포트폴리오 보기' }).click();
  await expect(student).toHaveURL(/\/user\/portfolio$/);
  await expect(student.getByRole('heading', { level: 1, name: '최민준 님의 진로 포트폴리오' })).toBeVisible();
  const through = student.getByRole('region', { name: '도구가 함께 말하는 것' });
  await expect(through).toContainText(`${code} · `);
  await expect(through).toContainText('봉사·헌신');
  const timeline = student.getByRole('region', { name: '결과 타임라인' });
  await expect(timeline.getByRole('listitem').last()).toContainText('커리어 앵커');
  await expect(timeline).not.toContainText('상담자 확인 사항');
  await expect(student.getByRole('article').filter({ hasText: `포트폴리오 상담 ${mark}` })).toContainText(
    '합의한 것 다음 주까지 실습 기관 두 곳 찾아보기',
  );
  await expect(student.getByText(`보이지 않는 상담 ${mark}`)).toHaveCount(0);
  await expect(student.getByText('상담사만 읽는 관찰 기록')).toHaveCount(0);

  const download = student.waitForEvent('download');
  await student.getByRole('button', { name: 'PDF로 저장' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('진로포트폴리오_최민준.pdf');
  const file = await saved.path();
  const pdf = await PDFDocument.load(await readFile(file));
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
  const pixels = rasterise(file);
  expectWhiteMargins(pixels);
  expectLetterhead(pixels);
  await student.getByText(`저장한 PDF: ${pdf.getPageCount()}쪽`).click();
  const blocks = student.getByRole('list', { name: 'PDF 쪽별 내용' }).getByRole('listitem');
  await expect(blocks.first()).toHaveText('도구가 함께 말하는 것 · 1쪽');
  await expect(blocks.filter({ hasText: '상담 메모' })).toHaveText(['상담 메모 · 1쪽']);
  await studentContext.close();

  // The consultant opens it in a window over their home, with the copies to choose.
  await page.goto('/consultant');
  await page.getByRole('searchbox', { name: '이름 또는 학번' }).fill('최민준');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await page.getByRole('button', { name: '최민준 선택' }).click();
  await page.getByRole('button', { name: '진로 포트폴리오 창 열기' }).click();
  const window = page.frameLocator('iframe[title="진로 포트폴리오 · 최민준"]');
  await expect(window.getByRole('heading', { level: 1, name: '최민준 님의 진로 포트폴리오' })).toBeVisible();
  await expect(window.getByRole('radiogroup', { name: '보고서 사본' })).toBeVisible();

  // The instructor chooses a participant of their class.
  const instructorContext = await browser.newContext();
  const instructor = await instructorContext.newPage();
  await signInAs(instructor, 'instructor');
  await instructor.goto('/instructor-modal/portfolio');
  await expect(
    instructor.getByRole('heading', { level: 1, name: '진로 포트폴리오: 누구와 진행할까요?' }),
  ).toBeVisible();
  await instructor.getByRole('button', { name: '윤하람 선택' }).click();
  await expect(instructor.getByRole('heading', { level: 1, name: '윤하람 님의 진로 포트폴리오' })).toBeVisible();
  await expect(instructor.getByRole('region', { name: '결과 타임라인' })).toBeVisible();
  await instructorContext.close();
});

test('a manager reads the class’s picture on two days kept in the address, with nothing about fewer than 5 people', async ({
  page,
}) => {
  await signInAs(page, 'university');
  const login = await page.request.post('/api/university-login', {
    data: { login_id: 'univ', password: 'demo1234!' },
    headers: apiHeaders,
  });
  const universityId = ((await login.json()) as { data: { university: { id: number } } }).data.university.id;
  const last = await page.request.get(`/universityApi/last-class/${universityId}`);
  const classId = ((await last.json()) as { data: { id: number } }).data.id;
  await page.goto(`/university/dashboard/${classId}`);
  const picture = page.getByRole('region', { name: '학급의 모습' });
  const counted = picture.getByText(/^참여자 \d+명 각자의 가장 최근 결과로 셉니다/);
  await expect(counted).toBeVisible();
  // The demo class has three students (other journeys may add one): no distribution of theirs is drawn.
  const participants = Number(/참여자 (\d+)명/.exec((await counted.textContent()) ?? '')?.[1]);
  expect(participants).toBeLessThan(5);
  await expect(picture.getByRole('grid')).toHaveCount(0);
  await picture.getByLabel('비교할 날 (선택)').fill('2026-09-01');
  await picture.getByRole('button', { name: '보기' }).click();
  await expect(page).toHaveURL(/[?&]from=2026-09-01/);
  await expect(picture.getByRole('region', { name: '흥미 유형 1순위' })).toContainText('결과가 있는 학생: 9월 1일');
  await page.reload();
  await expect(picture.getByLabel('비교할 날 (선택)')).toHaveValue('2026-09-01');
  // Days in the wrong order are refused at the field, and the address keeps what it had.
  await picture.getByLabel('기준일').fill('2026-08-01');
  await picture.getByRole('button', { name: '보기' }).click();
  await expect(picture.getByText('비교할 첫날은 기준일보다 앞이어야 합니다.')).toBeVisible();
  await expect(picture.getByLabel('비교할 날 (선택)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).not.toHaveURL(/[?&]to=2026-08-01/);
});
