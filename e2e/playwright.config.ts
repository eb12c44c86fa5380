import { defineConfig } from '@playwright/test';

/**
 * Journeys through the built product (`pnpm build` first), in Debian's Chromium. Every worker starts
 * its own server over a fresh demo database (fixtures.ts), so the screens (compared with baselines of
 * the demo data as seeded) and the journeys (which change that data as people would) all run side by
 * side; each test is independent of what others did before it on its worker's server. One file
 * alone: `pnpm test:e2e e2e/tools.spec.ts`.
 */
export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // A browser and a server per worker. Measured over the whole suite on our two-core machines with
  // one context per worker (reuseContext below): two workers took 332 s, three 262 s, four 314 s;
  // the tests wait (a debounced save, a network-idle screen, the interview's countdown) often
  // enough that a third keeps both cores busy, and a fourth only adds a server and a browser.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // On CI a failed test runs once more and is reported as flaky (a busy two-core machine can miss a
  // five-second wait); a test that fails twice fails the run. Locally nothing is retried.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  // Baselines of the screens' look, one file per screen (screens.spec.ts), made on Debian's Chromium.
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // The screens are compared with baselines of the demo data as seeded, so they run on workers of
  // their own: a worker's server is shared by the tests it runs, and a journey changes its data.
  projects: [
    { name: 'screens', testMatch: 'screens.spec.ts' },
    { name: 'journeys', testIgnore: 'screens.spec.ts' },
  ],
  use: {
    // One browser context per worker, reset between tests (cookies, storage, cache, routes, pages;
    // decision 048): a new context per test spent a quarter of the run's CPU starting tabs and
    // renderers. Each test still starts signed out on an empty site, and no test grants permissions
    // or sets geolocation, which the reset does not undo.
    reuseContext: true,
    locale: 'ko-KR',
    viewport: { width: 1280, height: 900 },
    // Tracing every test costs CPU a busy machine lacks (a third of the suite's time on our two
    // cores): on CI and in the README's whole test command (E2E_WHOLE_SUITE, set by test-all.mjs)
    // only a retried test is traced; a file run by hand keeps the trace of what failed.
    trace: process.env.CI || process.env.E2E_WHOLE_SUITE ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A microphone that answers without asking (the interview's recordings).
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
      // Chromium names a download from its `download` attribute only when it can write the name in
      // the locale's encoding: with no locale (CI runs `env -i`) "자기소개서.pdf" became "download".
      env: { ...process.env, LANG: process.env.LANG || 'C.UTF-8' },
    },
  },
});
