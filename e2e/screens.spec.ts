import type { Page } from '@playwright/test';
import { accessibilityViolations } from './accessibility';
import { expect, test } from './fixtures';
import { expectPath, groupBy, signInAs } from './helpers';
import { type Screen, screens, screenshotName } from './screens';
import { findUndefinedVariables, findUnstyledClasses } from './styleCoverage';

// Every non-tool screen of spec §2 on the built product: it lands where it should, its tab title
// names it, every visible
// element's classes are defined by a loaded stylesheet, axe finds no WCAG 2.1 A or AA violation,
// and it looks like its committed baseline
// (e2e/screenshots/; `pnpm test:e2e --update-snapshots` after an intended change, then look at
// every changed image before committing it).
//
// The screens are visited in groups of one visitor's, in one browser tab signed in once, as a
// person moves between them: a fresh browser per screen spent most of its time loading the same
// scripts and fonts again. Each screen is a step of its group, and a screen that fails its checks
// does not stop the others being checked. These tests run in their own Playwright project
// (playwright.config.ts), on servers no journey changes, so the baselines meet the demo data as seeded.

const PRODUCT = '진로 코칭 플랫폼';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The tab title a screen shows (WCAG 2.4.2, decision 042): what the screen calls itself, then its
 * route's title and the product's. That no two screens of an area share one is read from the route
 * tables (apps/portal/src/routes.test.ts, apps/admin/src/routes.test.ts).
 */
function tabTitle(screen: Screen): RegExp {
  const product = screen.path.startsWith('/admin') ? `관리자 | ${PRODUCT}` : PRODUCT;
  const route = screen.title ?? screen.heading;
  if (typeof route !== 'string') throw new Error(`${screen.path}: a heading that is a pattern needs the route's title`);
  return new RegExp(route ? `^(.+ · )?${escaped(route)} \\| ${escaped(product)}$` : `^${escaped(product)}$`);
}

/** Checks one screen in the tab `page`, already signed in as the screen's visitor. */
async function checkScreen(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await expectPath(page, screen.landsOn ?? screen.path);
  // A busy two-core machine (servers, browsers) can take a while to first show a lazy screen.
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible({ timeout: 15_000 });
  await expect.soft(page, 'tab title').toHaveTitle(tabTitle(screen));

  // Settled: no request in flight, the loading overlay gone, every font face in use loaded.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-loading-overlay]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);

  expect.soft(await findUnstyledClasses(page), 'classes no loaded stylesheet defines').toEqual([]);
  expect.soft(await findUndefinedVariables(page), 'custom properties no loaded stylesheet defines').toEqual([]);
  expect.soft(await accessibilityViolations(page), 'WCAG 2.1 A and AA violations (axe)').toEqual([]);
  // The demo data is seeded on the day of the run: dates, charts over the last days, and what is
  // counted over this year (the instructor's year at a glance and fee statement) are masked. Each
  // date and time is first written as one fixed date and time, so its width ("12. 1." against
  // "11. 27.", "오전 1:05" against "오후 3:04") cannot move a table's columns.
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      node.nodeValue = (node.nodeValue ?? '')
        .replace(/20\d\d\. \d{1,2}\. \d{1,2}\./g, '2026. 11. 27.')
        .replace(/20\d\d-\d\d-\d\d/g, '2026-11-27')
        // A class's days ("2026.09.01 – 2027.08.31", "2026.07.20 – 07.21"): the demo's class under
        // way is dated from the day of the seed.
        .replace(/20\d\d\.\d\d\.\d\d( – (20\d\d\.)?\d\d\.\d\d)?/g, (_, span) =>
          span ? '2026.11.27 – 2027.11.26' : '2026.11.27',
        )
        .replace(/(오전|오후) \d{1,2}:\d\d/g, '오후 3:00');
    }
  });
  const mask = [
    page.getByText(/20\d\d\. \d{1,2}\. \d{1,2}\.|20\d\d-\d\d-\d\d/),
    page.locator('input[type="date"], figure svg'),
    // Regions whose figures are read by the day (a class's picture counts up to today).
    page.getByRole('region', { name: /년 한눈에 보기$|^강사료 내역$|^학급의 모습$/ }),
  ];
  await expect.soft(page).toHaveScreenshot(screenshotName(screen), { mask });
}

/** Screens in groups of at most this many, so the groups spread over the workers. */
const GROUP_SIZE = 10;

for (const [visitor, visited] of groupBy(screens, (screen) => screen.as)) {
  const groups = Math.ceil(visited.length / GROUP_SIZE);
  for (let group = 0; group < groups; group++) {
    const members = visited.slice(group * GROUP_SIZE, (group + 1) * GROUP_SIZE);
    const title = `${visitor ? `the ${visitor}’s` : 'the signed-out'} screens${groups > 1 ? ` (${group + 1} of ${groups})` : ''} are styled as built`;
    test(title, async ({ page }) => {
      test.setTimeout(members.length * 20_000);
      if (visitor) await signInAs(page, visitor);
      for (const screen of members) await test.step(screen.path, () => checkScreen(page, screen));
    });
  }
}
