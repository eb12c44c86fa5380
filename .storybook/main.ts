import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig, searchForWorkspaceRoot } from 'vite';

/**
 * One Storybook for the design system; stories live beside their components. The same Vite config
 * (viteFinal) serves `storybook dev`, `storybook build` and the Vitest `stories` project.
 */
const config = {
  stories: ['../packages/tools-ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  core: {
    // Our machines reach no network but the npm registry: no telemetry, no "what's new" fetches.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Workspace packages are read from source through their `source` export condition.
      resolve: { conditions: ['@career/source', ...defaultClientConditions] },
      // A copy of the workspace whose installed packages are links into this checkout (the toy
      // tool's test, scripts/tools/toyTool.test.ts) may serve them from there.
      ...(process.env.STORIES_INSTALLED_FROM && {
        server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), process.env.STORIES_INSTALLED_FROM] } },
      }),
      // Storybook's preview bundle is large and slow to transform by nature; neither is a product
      // metric (the apps' budgets are checked by test:bundle), so the build does not warn about them.
      build: { chunkSizeWarningLimit: 4096, rolldownOptions: { checks: { bundlerTimings: false } } },
      optimizeDeps: {
        // Found late by the dependency scanner; listed so a cold run does not reload mid-run.
        // `a > b` resolves b from the workspace package that depends on it.
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@career/tools-ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@career/tools-ui > react-aria-components',
          '@career/tools-ui > valtio',
        ],
      },
    });
  },
} satisfies StorybookConfig;

export default config;
