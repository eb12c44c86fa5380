import { expect, test } from './fixtures';
import { type DemoIds, demoIds, signInAs } from './helpers';

// Every form of both apps says what is wrong (issue 36): sent empty, it is refused at its fields,
// in Korean, focus goes to the first field refused, and the screen stays where it is with nothing
// sent. One test per form, generated from the list below; each reads the demo data only. (The job
// card form is not here: its button waits for an occupation to be picked, and says so.)

const FORMS: readonly { name: string; as: 'admin' | 'university'; path: (ids: DemoIds) => string }[] = [
  { name: '대학 등록', as: 'admin', path: () => '/admin/university/write' },
  { name: '학급 등록', as: 'admin', path: ({ universityId }) => `/admin/university/class/write/${universityId}` },
  { name: '대학 사용자 등록', as: 'admin', path: ({ classId }) => `/admin/university/user/register/${classId}` },
  { name: 'AI 선물 만들기', as: 'admin', path: () => '/admin/ai-gift/create' },
  { name: '쿠폰 등록', as: 'admin', path: () => '/admin/coupon/write' },
  { name: '참여자 등록', as: 'university', path: ({ classId }) => `/university/participant/register/${classId}` },
  { name: '상담사 등록', as: 'university', path: ({ classId }) => `/university/consultant/register/${classId}` },
];

for (const form of FORMS) {
  test(`${form.name}: sent empty, it is refused at its first field, in Korean, with focus there`, async ({ page }) => {
    const ids = await demoIds(page);
    await signInAs(page, form.as);
    const path = form.path(ids);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: form.name })).toBeVisible();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(request.url());
    });
    await page.locator('main form button[type="submit"]').first().click();

    const invalid = page.locator('main form [aria-invalid="true"]');
    await expect(invalid.first()).toBeVisible();
    // Focus is on the first field refused, and it says why, in Korean.
    await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAccessibleDescription(/[가-힣]/);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(sent, 'an empty form is stopped before it is sent').toEqual([]);
  });
}

test('a duplicate AI-gift code is refused at 선물 코드, with focus there and nothing typed lost', async ({ page }) => {
  await signInAs(page, 'admin');
  const taken = `DUP-${Date.now()}`;
  const fill = async (title: string) => {
    await page.goto('/admin/ai-gift/create');
    await page.getByLabel('선물 코드 (선택)').fill(taken);
    await page.getByLabel('선물 이름').fill(title);
    await page.getByRole('checkbox').first().locator('xpath=ancestor::label').click();
    await page.locator('main form button[type="submit"]').first().click();
  };
  await fill('중복 코드 원본');
  await expect(page).not.toHaveURL(/\/ai-gift\/create$/);
  await fill('중복 코드 확인');
  const code = page.getByLabel('선물 코드 (선택)');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(/이미 있는 선물 코드입니다. 다른 코드를 입력해 주세요.$/);
  await expect(code).toBeFocused();
  await expect(page.getByLabel('선물 이름')).toHaveValue('중복 코드 확인');
  await expect(page).toHaveTitle(/^오류: /);
});

test('a field focused low in a long console form lands with its label clear of the sticky bar', async ({ page }) => {
  // A laptop's height, so that the form is longer than the window.
  await page.setViewportSize({ width: 1280, height: 600 });
  await signInAs(page, 'admin');
  await page.goto('/admin/ai-gift/create');
  const bar = page.getByRole('banner');
  await expect(bar).toBeVisible();
  const barBottom = await bar.evaluate((element) => element.getBoundingClientRect().bottom);
  const field = page.getByLabel('선물 이름');
  const label = page.locator('main form label', { hasText: '선물 이름' });
  const top = (element: HTMLElement | SVGElement) => element.getBoundingClientRect().top;
  // Scrolled down past the field, so that it sits just under the bar with its label hidden behind
  // it, as after reading further and coming back with Shift+Tab.
  await field.evaluate((input, under) => window.scrollBy(0, input.getBoundingClientRect().top - under), barBottom - 8);
  expect(await label.evaluate(top)).toBeLessThan(barBottom);
  await field.focus();
  expect(await label.evaluate(top), 'the label starts below the sticky bar').toBeGreaterThanOrEqual(barBottom);
});
