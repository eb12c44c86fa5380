import { defineConfig } from 'vitest/config';

const sourceConditions = { resolve: { conditions: ['source', 'module', 'node', 'import', 'default'] } };

/**
 * One Vitest config, several projects, each run by name from scripts/test-all.mjs:
 * - unit: pure logic in packages and apps (Node);
 * - server: the API server through HTTP, on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set;
 * - stories: every Storybook story as a browser test in Chromium with axe checks (see .storybook).
 */
export default defineConfig({
  test: {
    projects: [
      {
        ...sourceConditions,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/portal/src/**/*.test.ts', 'apps/admin/src/**/*.test.ts'],
        },
      },
      {
        ...sourceConditions,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/globalSetup.ts'],
          // PGlite is one connection and ~850 MB at first start: few workers on 2 cores.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
