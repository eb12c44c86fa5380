import { test as base, type ConsoleMessage, expect } from '@playwright/test';
import { startWorkerServer, type WorkerServer } from './server';

/** The first worker's port; worker N serves on this + N (`E2E_PORT`, 8181 unless set). */
const firstPort = Number(process.env.E2E_PORT ?? 8181);

/**
 * Journeys and screens run against their worker's own server, and fail on a console error or an
 * uncaught page error: a screen that works but logs errors is not done.
 */
export const test = base.extend<{ consoleErrors: string[] }, { server: WorkerServer }>({
  // Each worker serves the built product over its own fresh demo database, so journeys run side by
  // side without seeing each other's changes, and the screens' baselines meet the demo data as seeded.
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(firstPort + workerInfo.workerIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        // The browser logs every 4xx reply; the API's are answers the app handles (a signed-out
        // token check is a 401), and the tests assert the ones that matter.
        const fromApi = /\/(api|userApi|universityApi|adminApi)\//.test(message.location().url);
        if (fromApi && message.text().startsWith('Failed to load resource')) return;
        errors.push(message.text());
      };
      const onPageError = (error: Error) => errors.push(error.message);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use(errors);
      // The worker's tab serves the next test too (reuseContext, playwright.config.ts).
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
