import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { type DemoIds, demoIds, groupBy, pathOf, signInAs } from './helpers';

// Every form of both apps says what is wrong (issue 36): sent empty, it is refused at its fields,
// in Korean, focus goes to the first field refused, and the screen stays where it is with nothing
// sent; and a server refusal of any field its call's body declares (read from the contract's
// OpenAPI document) is shown. A step per form, from the list below, in a test per visitor; each
// reads the demo data only. (The job
// card form is not here: its button waits for an occupation to be picked, and says so.)

const FORMS: readonly { name: string; as: 'admin' | 'university' | 'instructor'; path: (ids: DemoIds) => string }[] = [
  { name: '대학 등록', as: 'admin', path: () => '/admin/university/write' },
  { name: '학급 등록', as: 'admin', path: ({ universityId }) => `/admin/university/class/write/${universityId}` },
  { name: '대학 사용자 등록', as: 'admin', path: ({ classId }) => `/admin/university/user/register/${classId}` },
  { name: 'AI 선물 만들기', as: 'admin', path: () => '/admin/ai-gift/create' },
  { name: '쿠폰 등록', as: 'admin', path: () => '/admin/coupon/write' },
  { name: '참여자 등록', as: 'university', path: ({ classId }) => `/university/participant/register/${classId}` },
  { name: '상담사 등록', as: 'university', path: ({ classId }) => `/university/consultant/register/${classId}` },
  { name: '수업 등록', as: 'instructor', path: () => '/instructor-modal/class?class=new' },
];

/** Forms that open filled (an edit): not sent empty, but refused by the server like the others. */
const EDITS: readonly (typeof FORMS)[number][] = [
  { name: '대학 수정', as: 'admin', path: ({ universityId }) => `/admin/university/edit/${universityId}` },
  { name: '학급 수정', as: 'admin', path: ({ classId }) => `/admin/university/class/edit/${classId}` },
  { name: '쿠폰 수정', as: 'admin', path: () => '/admin/coupon/1/edit' },
  { name: 'AI 선물 수정', as: 'admin', path: () => '/admin/ai-gift/update/1' },
  { name: '참여자 수정', as: 'university', path: ({ classId }) => `/university/participant/update/${classId}/1` },
  { name: '상담사 수정', as: 'university', path: ({ classId }) => `/university/consultant/update/${classId}/1` },
  { name: '프로필', as: 'instructor', path: () => '/instructor-modal/profile' },
];

type Form = (typeof FORMS)[number];

/**
 * The forms grouped by who signs in to them: each group is one test in one tab signed in once, each
 * form a step of it (a fresh browser per form spent most of its time loading the app again).
 */
const byVisitor = (forms: readonly Form[]) => groupBy(forms, (form) => form.as);

for (const [visitor, forms] of byVisitor(FORMS)) {
  test(`the ${visitor}’s forms, sent empty, are refused at their first field, in Korean, with focus there`, async ({
    page,
  }) => {
    test.setTimeout(forms.length * 15_000);
    const ids = await demoIds(page);
    await signInAs(page, visitor);
    for (const form of forms) {
      await test.step(form.name, async () => {
        const path = form.path(ids);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: form.name })).toBeVisible();
        const sent: string[] = [];
        const watch = (request: Request) => {
          if (request.method() !== 'GET') sent.push(request.url());
        };
        page.on('request', watch);
        await page.locator('main form button[type="submit"]').first().click();

        const invalid = page.locator('main form [aria-invalid="true"]');
        await expect(invalid.first()).toBeVisible();
        // Focus is on the first field refused, and it says why, in Korean.
        await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
        const focused = page.locator(':focus');
        await expect(focused).toHaveAccessibleDescription(/[가-힣]/);
        expect(pathOf(page)).toBe(path);
        page.off('request', watch);
        expect(sent, 'an empty form is stopped before it is sent').toEqual([]);
      });
    }
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

/** Every leaf field a call's body declares in the contract (served as OpenAPI), as refusal paths ('a', 'a.b'). */
function bodyPaths(schema: OpenApiSchema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const variants = schema.oneOf ?? schema.anyOf ?? schema.allOf;
  if (variants) return [...new Set(variants.flatMap((variant) => bodyPaths(variant, prefix)))];
  if (schema.type !== 'object' || !schema.properties) return prefix ? [prefix] : [];
  return Object.entries(schema.properties).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return inner.type === 'object' && inner.properties ? bodyPaths(inner, path) : [path];
  });
}

interface OpenApiSchema {
  type?: string;
  properties?: Record<string, OpenApiSchema>;
  oneOf?: OpenApiSchema[];
  anyOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
}
type OpenApiDocument = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> } }>>;
};

/** The body fields of the call `method url` makes, read from the contract's OpenAPI document. */
function fieldsOfCall(doc: OpenApiDocument, method: string, url: string): string[] | null {
  const { pathname } = new URL(url);
  for (const [template, operations] of Object.entries(doc.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const operation = operations[method.toLowerCase()];
    if (operation && pattern.test(pathname)) {
      return bodyPaths(operation.requestBody?.content?.['application/json']?.schema);
    }
  }
  return null;
}

for (const [visitor, forms] of byVisitor([...FORMS, ...EDITS])) {
  test(`the ${visitor}’s forms show the server's refusal of each field its contract declares, with focus on the first`, async ({
    page,
  }) => {
    test.setTimeout(forms.length * 15_000);
    const ids = await demoIds(page);
    await signInAs(page, visitor);
    const doc = (await (await page.request.get('/api-docs')).json()) as OpenApiDocument;
    for (const form of forms) await test.step(form.name, () => refusedByServer(page, doc, form.path(ids), form.name));
  });
}

/** Opens the form at `path` and sends it with every field the server would refuse, then checks what it shows. */
async function refusedByServer(page: Page, doc: OpenApiDocument, path: string, name: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // An editing page keeps its heading while its record loads (FormRecord): the form comes after.
  await expect(page.locator('main form button[type="submit"]').first()).toBeVisible();
  // The server is asked, not the browser: the fields' own checks are set aside, and the call the
  // form makes is answered with a refusal of every field its body declares.
  const refused: string[] = [];
  await page.route('**', async (route) => {
    const request = route.request();
    const fields = request.method() === 'GET' ? null : fieldsOfCall(doc, request.method(), request.url());
    if (!fields) return route.continue();
    refused.push(...fields);
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 400,
        message: '입력값이 올바르지 않습니다.',
        data: { issues: fields.map((path) => ({ path, message: `서버가 거절한 값입니다 (${path}).` })) },
      }),
    });
  });
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('main form')) (element as HTMLFormElement).noValidate = true;
    for (const element of document.querySelectorAll('main form [required]')) element.removeAttribute('required');
  });
  await page.locator('main form button[type="submit"]').first().click();
  await expect.poll(() => refused.length, 'the form sent its call').toBeGreaterThan(0);
  for (const path of refused) {
    await expect(page.getByText(`서버가 거절한 값입니다 (${path}).`).first(), path).toBeVisible();
  }
  // Focus is on the first field refused, or on the dialog that says what no field could show.
  const focusOnRefusal = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      return (
        focused?.getAttribute('aria-invalid') === 'true' ||
        Boolean(focused?.hasAttribute('data-form-error')) ||
        Boolean(focused?.closest('[role="alertdialog"]'))
      );
    });
  await expect.poll(focusOnRefusal, 'focus is on the first refusal').toBe(true);
  await expect(page).toHaveTitle(/^오류: /);
  await page.unroute('**');
}

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
