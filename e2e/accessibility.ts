import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

// Evaluated through the DevTools protocol, which the product's CSP (no inline scripts) does not govern.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The WCAG 2.1 A and AA violations axe finds on the page as it stands, one line each (rule, impact,
 * the first elements): what the stories check for every component, checked here for every screen
 * the apps assemble (QUALITY.md).
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Every element only for the violations (as in the stories' preview): a quarter quicker.
      resultTypes: ['violations'],
      // As in the Pagination story: '3페이지' starts with its visible '3' (WCAG 2.5.3 holds), but
      // axe's experimental check compares space-separated words, and Korean attaches the counter.
      rules: { 'label-content-name-mismatch': { enabled: false } },
    }),
  );
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
