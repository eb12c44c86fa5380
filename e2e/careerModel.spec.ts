import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectPath, givePtid, signInAs, startAfresh } from './helpers';

// Career model end to end (issue 21): a consultant opens career model for a student who has ptid
// and career-anchor results and sees recommendations that cite them, chooses a direction, and does
// the readiness check. The two results are made through the API first, as the consultant, so they
// are the student's latest whatever other journeys did.

const headers = { 'x-requested-with': 'career-platform' };

async function json<T>(reply: Promise<{ json(): Promise<unknown>; status(): number }>): Promise<T> {
  const response = await reply;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A career-anchor result led by 봉사·헌신 (SV), then 전문 역량 (TF), for the student. */
async function giveAnchor(page: Page, userId: number) {
  const { statements } = await json<{ statements: { id: number; anchor: string }[] }>(
    page.request.get('/api/careerAchor/questions'),
  );
  const run = await json<{ id: number }>(
    page.request.post(`/api/tool/career-anchor/run/${userId}`, { data: { restart: true }, headers }),
  );
  const rating: Record<string, number> = { SV: 6, TF: 5 };
  const answers = [
    ...statements.map((statement) => ({ item: `s${statement.id}`, value: rating[statement.anchor] ?? 2, base: 0 })),
    {
      item: 'picks',
      value: statements
        .filter((statement) => statement.anchor === 'SV')
        .slice(0, 3)
        .map((statement) => statement.id),
      base: 0,
    },
  ];
  await json(page.request.patch(`/api/tool/career-anchor/answers/${run.id}`, { data: { answers }, headers }));
  await json(page.request.post('/api/careerAchor/save/user', { data: { run_id: run.id }, headers }));
}

test('a consultant opens career model for a student with ptid and anchor results, sees them cited, and checks readiness', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'consultant');
  await page.goto('/consultant');
  // The students are searched on the server, the search kept in the address.
  await page.getByRole('searchbox', { name: '이름 또는 학번' }).fill('도윤');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/[?&]keyword=%EB%8F%84%EC%9C%A4/);
  await expect(page.getByText('담당 학생 1명')).toBeVisible();
  await expect(page.getByRole('grid', { name: '담당 학생' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: '한도윤 선택' }).click();
  await expect(page.getByText('한도윤 학생과 진행합니다.')).toBeVisible();
  const students = await json<{ items: { id: number; name: string }[] }>(
    page.request.get('/api/student/list?keyword=한도윤'),
  );
  const userId = students.items.find((student) => student.name === '한도윤')?.id ?? 0;
  const code = await givePtid(page, userId, '', ['S', 'E', 'A', 'I', 'C', 'R']);
  expect(code).toMatch(/^S/);
  await giveAnchor(page, userId);

  await page.goto('/consultant-modal/career-model/main');
  await expect(page.getByText('커리어 모델 · 한도윤님')).toBeVisible();
  await startAfresh(page);
  await expectPath(page, '/consultant-modal/career-model/root');

  // The results gathered: the code and the anchor, and the major from the class list.
  await expect(page.getByText(new RegExp(`^${code} \\(성격 유형`))).toBeVisible();
  await expect(page.getByRole('region', { name: '커리어 앵커' })).toContainText('봉사·헌신');
  await expect(page.getByRole('textbox', { name: '전공 (선택)' })).toHaveValue('경영학과');
  await page.getByText('대학 졸업', { exact: true }).click();
  await expect(page.getByText(/저장됨/)).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: '다음: 직업 추천' }).click();

  // Recommendations that cite both results.
  await expectPath(page, '/consultant-modal/career-model/recommend/job');
  const rows = page.getByRole('listitem').filter({ has: page.getByRole('list', { name: '추천 근거' }) });
  await expect(rows.first()).toContainText(`성격 유형 결과의 직업 코드`);
  await expect(rows.first()).toContainText(code);
  await expect(rows.filter({ hasText: '커리어 앵커 봉사·헌신을 중시하는' }).first()).toBeVisible();
  await rows
    .first()
    .getByText(/ 고르기$/)
    .click();
  await expect(page.getByText('고른 직업 1/3')).toBeVisible();
  await expect(page.getByText(/저장됨/)).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: '다음: 전공 추천' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '추천 전공' })).toBeVisible();
  await page.getByRole('button', { name: '다음: 교육·훈련 추천' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '추천 교육·훈련' })).toBeVisible();
  await page.getByRole('button', { name: '다음: 준비도 점검' }).click();

  // The readiness check, kept with the result.
  await expectPath(page, '/consultant-modal/career-model/check/result');
  await page.getByRole('radiogroup', { name: '정보 수집' }).getByText('일부 준비됨', { exact: true }).click();
  await page.getByRole('radiogroup', { name: '적합성 확인' }).getByText('준비됨', { exact: true }).click();
  await page.getByRole('radiogroup', { name: '실행 계획' }).getByText('아직', { exact: true }).click();
  await page.getByText('현장 체험·인턴십 연계').click();
  await page.getByRole('textbox', { name: '점검 메모 (선택)' }).fill('관심 직업의 현장 체험 기회를 함께 찾기로 함');
  await page.getByRole('button', { name: '점검을 저장하고 마치기' }).click();
  await expectPath(page, /^\/consultant-modal\/career-model\/action-item\/result\?run=\d+$/);
  await expect(page.getByRole('heading', { name: '상담사 준비도 점검' })).toBeVisible();
  await expect(page.getByText('필요한 지원: 현장 체험·인턴십 연계')).toBeVisible();
  await expect(page.getByText(/성격 유형 결과의 직업 코드/).first()).toBeVisible();
});
