import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database each run, so journeys start from the demo data alone.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'career-e2e-'));

/** Journeys through the built product (`pnpm build` first), in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  // Two at most, for the screens, which only read the demo data; the journeys run one at a time.
  workers: 2,
  // The screens are compared with baselines of the demo data as seeded; the journeys change that
  // data (results, sessions), so they run after the screens. One journey file alone:
  // `pnpm test:e2e e2e/tools.spec.ts --no-deps`.
  projects: [
    { name: 'screens', testMatch: 'screens.spec.ts', fullyParallel: true },
    {
      name: 'journeys',
      testMatch: '**/*.spec.ts',
      testIgnore: 'screens.spec.ts',
      dependencies: ['screens'],
      // Journeys change the demo data as people would; each is independent of the others' leftovers,
      // not of their being run at the same moment.
      workers: 1,
    },
  ],
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // Baselines of the screens' look, one file per screen (screens.spec.ts), made on Debian's Chromium.
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL,
    locale: 'ko-KR',
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), DATA_DIR: dataDir, BUILD_ID: 'e2e' },
    stdout: 'pipe',
  },
});
