import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Visitor } from './screens';

export const DEMO_PASSWORD = 'demo1234!';

/**
 * Waits until React has hydrated the page's form (it keeps its fibre on the element). A drawn form
 * takes input and holds a sending before that (decision 042); a test that means the live app waits.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const form = document.querySelector('form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__react'));
  });
}

/** Fills the id/password sign-in form on the current page and submits it. */
export async function signIn(page: Page, loginId: string, password = DEMO_PASSWORD): Promise<void> {
  // Sign-in forms come drawn in the HTML (decision 012): fill them as the live app.
  await waitForHydration(page);
  await page.getByLabel(/^(아이디|이메일)$/).fill(loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
}

/** The path and search of the page's URL. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  await expect.poll(() => pathOf(page)).toEqual(typeof path === 'string' ? path : expect.stringMatching(path));
}

const signInCalls: Record<Visitor, { path: string; body: Record<string, string> }> = {
  consultant: { path: '/api/university-user-login', body: { login_id: 'consultant', password: DEMO_PASSWORD } },
  instructor: { path: '/api/instructor-login', body: { login_id: 'instructor@demo.kr', password: DEMO_PASSWORD } },
  university: { path: '/api/university-login', body: { login_id: 'univ', password: DEMO_PASSWORD } },
  admin: { path: '/api/admin-login', body: { login_id: 'admin', password: DEMO_PASSWORD } },
  user: { path: '/api/login/link', body: { token: 'demo-student-01' } },
};

/** Signs a demo account in through the API; the page's browser context keeps the session cookie. */
export async function signInAs(page: Page, visitor: Visitor): Promise<void> {
  const { path, body } = signInCalls[visitor];
  const reply = await page.request.post(path, { data: body, headers: { 'x-requested-with': 'career-platform' } });
  expect(reply.status(), `${visitor} sign-in`).toBe(200);
}

/**
 * The saved PDF's contents, as the export lists them: each named block sits on one page (a block
 * divided between pages would list a range), within the file's page count; the sections named in
 * `flowing` (an explanation in parts) may go on overleaf, over consecutive pages (decision 036).
 */
export async function expectWholeBlocks(
  page: Page,
  pageCount: number,
  names: readonly string[],
  flowing: readonly string[] = [],
) {
  await page.getByText(`저장한 PDF: ${pageCount}쪽`).click();
  const items = page.getByRole('list', { name: 'PDF 쪽별 내용' }).getByRole('listitem');
  await expect(items).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    const text = (await items.nth(index).textContent()) ?? '';
    const match = /^(.+) · (\d+)(?:–(\d+))?쪽$/.exec(text.trim());
    expect(match?.[1], `「${text}」 is ${name}`).toBe(name);
    const [first, last = first] = [Number(match?.[2]), Number(match?.[3] ?? match?.[2])];
    if (!flowing.includes(name)) expect(last, `「${text}」 is one block on one page`).toBe(first);
    expect(last).toBeLessThanOrEqual(Math.min(pageCount, first + 1));
  }
}

export interface DemoIds {
  universityId: number;
  classId: number;
}

/** The demo university and its class, as the university manager's sign-in names them. */
export async function demoIds(page: Page): Promise<DemoIds> {
  const login = await page.request.post('/api/university-login', {
    data: { login_id: 'univ', password: 'demo1234!' },
    headers: { 'x-requested-with': 'career-platform' },
  });
  const universityId = (await login.json()).data.university.id as number;
  const info = await page.request.get(`/universityApi/university/${universityId}`);
  const classes = (await info.json()).data.classes as { id: number; name: string }[];
  const found = classes.find((one) => one.name === '2026학년도 2학기 진로설계');
  if (!found) throw new Error('the demo class is missing');
  return { universityId, classId: found.id };
}

/** The header every state-changing API call carries (the server's CSRF check). */
export const apiHeaders = { 'x-requested-with': 'career-platform' };

/** `items` in groups by `keyOf`, in the order each key first comes. */
export function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): [K, T[]][] {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups];
}

/**
 * Answers saved to a run of `tool` through the call its screens use (`prefix` '/user' for a
 * signed-in user's own run), each item new in the run; a journey that proved the keyboard on a few
 * items answers the rest this way.
 */
export async function saveAnswers(
  page: Page,
  tool: string,
  runId: number,
  prefix: '' | '/user',
  answers: readonly { item: string; value: unknown }[],
): Promise<void> {
  const saved = await page.request.patch(`/api${prefix}/tool/${tool}/answers/${runId}`, {
    data: { answers: answers.map((answer) => ({ ...answer, base: 0 })) },
    headers: apiHeaders,
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The id of the run the screen starts next (watch for it before pressing 시작하기). */
export function startedRunId(page: Page, tool: string): () => Promise<number> {
  const started = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new RegExp(`/api/tool/${tool}/run/\\d+$`).test(response.url()),
  );
  return async () => ((await (await started).json()) as { data: { id: number } }).data.id;
}

/**
 * A ptid run of the user answered in full through the API, as the signed-in caller (`/user` for the
 * student themselves, `` for their consultant), left open: the activities of the first three types
 * rated 5, 4 and 3, the rest 1; the first type's first three activities picked; the types ranked in
 * the order given. Returns the run.
 */
export async function answerPtid(page: Page, userId: number, prefix: '' | '/user', order: readonly string[]) {
  const questions = await page.request.get(`/api${prefix}/ptid/questions`);
  const { activities } = ((await questions.json()) as { data: { activities: { id: number; type: string }[] } }).data;
  const run = await page.request.post(`/api${prefix}/tool/ptid/run/${userId}`, {
    data: { restart: true },
    headers: apiHeaders,
  });
  const runId = ((await run.json()) as { data: { id: number } }).data.id;
  const rating = new Map(order.slice(0, 3).map((type, index) => [type, 5 - index]));
  const answers = [
    ...activities.map((activity) => ({ item: `a${activity.id}`, value: rating.get(activity.type) ?? 1, base: 0 })),
    {
      item: 'picks',
      value: activities
        .filter((activity) => activity.type === order[0])
        .slice(0, 3)
        .map((activity) => activity.id),
      base: 0,
    },
    { item: 'ranking', value: [...order], base: 0 },
  ];
  const saved = await page.request.patch(`/api${prefix}/tool/ptid/answers/${runId}`, {
    data: { answers },
    headers: apiHeaders,
  });
  expect(saved.status()).toBe(200);
  return runId;
}

/**
 * A ptid result for the user through the API (`answerPtid`, then scored as the caller). Returns the
 * code the server found.
 */
export async function givePtid(page: Page, userId: number, prefix: '' | '/user', order: readonly string[]) {
  const runId = await answerPtid(page, userId, prefix, order);
  const result = await page.request.post(`/api${prefix}/ptid/save/user`, {
    data: { run_id: runId },
    headers: apiHeaders,
  });
  expect(result.status()).toBe(200);
  return ((await result.json()) as { data: { result: { code: string } } }).data.result.code;
}

/** On a tool's front page: starts the tool afresh, whether or not a run was left open. */
export async function startAfresh(page: Page): Promise<void> {
  const restart = page.getByRole('button', { name: '처음부터 다시' });
  const start = page.getByRole('button', { name: '시작하기' });
  await expect(restart.or(start)).toBeVisible();
  if (await restart.isVisible()) {
    await restart.click();
    await page.getByRole('alertdialog').getByRole('button', { name: '처음부터 다시' }).click();
  } else await start.click();
}
