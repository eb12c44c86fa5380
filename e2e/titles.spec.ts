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
