import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { ON_POSTGRES } from './apps/server/test/onPostgres.ts';

// Workspace packages are consumed from source through their `source` export condition.
const sourceConditions = {
  resolve: { conditions: ['@career/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@career/source', ...defaultServerConditions] } },
};

// Debian's Chromium, quiet on a closed network (TOOLCHAIN.md).
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // A microphone that answers without asking (the interview's recordings).
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

const SERVER_TESTS = 'apps/server/test';
// A tool's own HTTP test lives in its server folder (decision 044), run with the server's tests.
const TOOL_SERVER_TESTS = 'apps/server/src/tools/*/*.server.test.ts';
for (const file of Object.keys(ON_POSTGRES)) {
  if (!existsSync(new URL(`${SERVER_TESTS}/${file}`, import.meta.url))) {
    throw new Error(`${SERVER_TESTS}/onPostgres.ts names ${file}: no such file`);
  }
}

function serverProject(name: string, database: 'pglite' | 'postgres') {
  return {
    ...sourceConditions,
    test: {
      name,
      environment: 'node',
      // Every file on PGlite; on PostgreSQL only those whose promise needs a server (onPostgres.ts).
      include:
        database === 'postgres'
          ? Object.keys(ON_POSTGRES).map((file) => `${SERVER_TESTS}/${file}`)
          : [`${SERVER_TESTS}/**/*.test.ts`, TOOL_SERVER_TESTS],
      env: { TEST_DATABASE: database },
      // PGlite costs ~850 MB and seconds per instance: few workers on 2 cores.
      maxWorkers: 2,
      // Every file starts its own server over its own database and nothing mocks a module, so the
      // files of a worker share its module graph: the server's source is transformed and imported
      // once per worker instead of once per file (a third of this step's time), and the PGlite
      // template (harness.ts) is made once per worker.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

/**
 * One Vitest config, several projects, each run by name from scripts/test-all.mjs:
 * - unit: pure logic in packages and apps (Node);
 * - server / server-pg: the API server through HTTP, on PGlite, and the database-sensitive files on
 *   PostgreSQL too when TEST_DATABASE_URL is set (apps/server/test/onPostgres.ts);
 * - stories: every Storybook story as a browser test in Chromium with axe checks (see .storybook).
 */
export default defineConfig({
  test: {
    projects: [
      {
        ...sourceConditions,
        // Components render to strings in Node here (what the build draws ahead, decision 012).
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // Vitest runs files on (cores - 1) workers by default: one on our 2-core machines.
          maxWorkers: 2,
          // Pure logic with no module mocks (fake timers are restored after each test): the files of
          // a worker share its module graph, so the packages are transformed and imported once per
          // worker, not once per file — importing was two thirds of this step's time.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/portal/src/**/*.test.ts',
            'apps/admin/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/tools/*.test.ts',
          ],
          exclude: [TOOL_SERVER_TESTS, '**/node_modules/**'],
        },
      },
      serverProject('server', 'pglite'),
      // The database-sensitive server tests on a real PostgreSQL, when one is reachable (CI sets it).
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
      {
        // Vite config (vanilla-extract, source conditions, optimizeDeps) comes from .storybook/main.ts
        // through the plugin's viteFinal, so Storybook and its tests build stories the same way.
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'stories',
          // Two story files at a time (Vitest's default is cores - 1, one here): one file's page
          // renders while the other waits on its checks, so both cores stay busy.
          maxWorkers: 2,
          // Story files share their tab's page instead of one page each: each page costs the
          // preview's set-up again (about two seconds), which was two thirds of this step (303 s
          // against 100 s). Every story is mounted afresh and unmounted after its test, and the
          // preview clears what react-aria leaves on document.body (.storybook/preview.tsx).
          isolate: false,
          // A long story (a whole tool typed through, a report paginated in two copies) takes 8–12 s
          // on an idle machine; on a busy one (CI beside other work) the default 15 s was too tight.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
                args: chromiumArgs,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
