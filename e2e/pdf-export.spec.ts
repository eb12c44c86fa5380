import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './fixtures';
import { buildPdfFixture, FIXTURE_BASE } from './fixtures-pdf/build.mjs';
import { expectHighlightedBars, expectWhiteMargins, rasterise } from './pdfPixels';

/**
 * The product has no screen with a PDF export yet, so the test brings one: a sample result with the
 * export button, built by Vite from the library's source (e2e/fixtures-pdf/build.mjs).
 *
 * Why inject into the product's own page rather than serve a fixture page of its own: the export
 * then runs under the product's real Content-Security-Policy (no inline styles, `blob:`/`data:`
 * images only) and its real stylesheets and fonts, which is exactly where html2canvas could break.
 * The fixture's files are answered by Playwright under a same-origin path, so `script-src 'self'`
 * admits them and the product needs no test-only route; `addScriptTag({ path })` is not used because
 * it inlines the script, which that CSP rightly refuses.
 */

let fixture: Awaited<ReturnType<typeof buildPdfFixture>>;

// One worker builds the fixture once and runs this file's tests in order (a worker each would build
// it again into the same folder).
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fixture = await buildPdfFixture();
});

declare global {
  interface Window {
    mountPdfFixture?: (options: { sections: number }) => void;
  }
}

test('a two-page result downloads as a valid two-page A4 PDF with margins and its bars drawn, under the product CSP', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.route(`**${FIXTURE_BASE}**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(FIXTURE_BASE.length);
    return route.fulfill({ path: join(fixture.outDir, path) });
  });
  const csp = page.waitForResponse((response) => new URL(response.url()).pathname === '/');
  await page.goto('/');
  expect((await csp).headers()['content-security-policy']).toContain("style-src 'self'");

  for (const style of fixture.styles) await page.addStyleTag({ url: `${FIXTURE_BASE}${style}` });
  await page.addScriptTag({ url: `${FIXTURE_BASE}${fixture.script}`, type: 'module' });
  await page.waitForFunction(() => typeof window.mountPdfFixture === 'function');
  await page.evaluate(() => window.mountPdfFixture?.({ sections: 2 }));

  const sample = page.locator('#pdf-fixture');
  await expect(sample.getByRole('heading', { level: 1, name: '김하늘 님의 커리어 앵커' })).toBeVisible();
  const download = page.waitForEvent('download');
  await sample.getByRole('button', { name: 'PDF로 저장' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('sample-2.pdf');
  await expect(sample.getByRole('progressbar', { name: 'PDF 저장 완료' })).toHaveAttribute('aria-valuenow', '100');

  const path = await file.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(2);
  for (const sheet of pdf.getPages()) {
    // A4 portrait in points (210 × 297 mm).
    expect(sheet.getWidth()).toBeCloseTo(595.28, 0);
    expect(sheet.getHeight()).toBeCloseTo(841.89, 0);
  }

  // What the pages draw, not only how many: a white margin all round (printers clip the edge), and
  // each section's top anchors filled (html2canvas leaves a patterned bar empty).
  const pixels = rasterise(path);
  expectWhiteMargins(pixels);
  expectHighlightedBars(pixels, 2);
});
