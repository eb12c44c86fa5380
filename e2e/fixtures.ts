import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a console error or an uncaught page error: a screen that works but
 * logs errors is not done.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser logs every 4xx reply; the API's are answers the app handles (a signed-out
        // token check is a 401), and the tests assert the ones that matter.
        const fromApi = /\/(api|userApi|universityApi|adminApi)\//.test(message.location().url);
        if (fromApi && message.text().startsWith('Failed to load resource')) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
