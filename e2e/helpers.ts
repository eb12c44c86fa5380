import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const DEMO_PASSWORD = 'demo1234!';

/** Fills the id/password sign-in form on the current page and submits it. */
export async function signIn(page: Page, loginId: string, password = DEMO_PASSWORD): Promise<void> {
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
