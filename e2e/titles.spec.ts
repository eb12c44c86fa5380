import { expect, test } from './fixtures';
import { signInAs } from './helpers';

// One title per screen (WCAG 2.4.2, issue 36): the screens of a tool share its route, and each
// names itself first in the tab title. Reads only.

test('each screen of a tool has its own tab title, ending with the tool and the product', async ({ page }) => {
  await signInAs(page, 'user');
  const titles: string[] = [];
  for (const screen of ['main', 'introduce', 'explain']) {
    await page.goto(`/user/career-anchor/${screen}`);
    await expect(page).toHaveTitle(/^.+ · 커리어 앵커 \| 진로 코칭 플랫폼$/);
    const title = await page.title();
    // The screen's own heading, as it is shown.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.split(' · ')[0] ?? '');
    titles.push(title);
  }
  expect(new Set(titles).size).toBe(titles.length);
});

// The instructor's classes share one route and name each view by its heading (decision 042): every
// view has its own tab title. That the other screens name themselves is checked screen by screen in
// e2e/screens.spec.ts, and that no two screens of an area share a title in the route tables
// (apps/portal/src/routes.test.ts, apps/admin/src/routes.test.ts).

const PORTAL = '진로 코칭 플랫폼';

test('every view of the instructor’s classes has its own tab title', async ({ page }) => {
  await signInAs(page, 'instructor');
  const list = await page.request.get('/api/instructor/class/list');
  const classes = (await list.json()).data.classes as { id: number; name: string }[];
  const first = classes[0];
  if (!first) throw new Error('the demo instructor has no class');
  const views: [string, string][] = [
    ['/instructor-modal/class', `수업 | ${PORTAL}`],
    ['/instructor-modal/class?class=new', `수업 등록 · 수업 | ${PORTAL}`],
    [`/instructor-modal/class?class=${first.id}`, `${first.name} · 수업 | ${PORTAL}`],
    [`/instructor-modal/class?class=${first.id}&edit=1`, `수업 고치기 · 수업 | ${PORTAL}`],
    ['/instructor-modal/class?class=abc', `수업 번호가 올바르지 않습니다 · 수업 | ${PORTAL}`],
  ];
  for (const [path, title] of views) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  expect(new Set(views.map(([, title]) => title)).size).toBe(views.length);
});
