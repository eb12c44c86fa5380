import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Served under /admin/: by the server in the built product, through the portal's dev proxy in development.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@career/source', ...defaultClientConditions] },
  // One stylesheet for the whole app, linked from index.html: a screen drawn at build time is
  // styled from its first paint, and no screen waits on its chunk's CSS (decision 012).
  // Within the sign-in page's 130 KiB (QUALITY.md) with the console's many screens: no preload lists
  // for lazy screens (their tables of shared chunks were written into the first chunk; a screen's
  // chunk now imports what it shares as it loads, one round trip later), and one chunk for the
  // sign-in form instead of a chunk per shared piece.
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    cssCodeSplit: false,
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The sign-in form's pieces in one chunk: shared by the console's many screens, they would
        // otherwise be split into a chunk each, all fetched by the first visit.
        codeSplitting: {
          groups: [
            {
              name: 'sign-in',
              test: /tools-ui\/src\/(components\/(Button|TextField|PasswordField)|patterns\/(Notice|SignInForm|SignInPanel))\//,
            },
          ],
        },
      },
    },
  },
  // The build-time render (src/prerender.tsx) runs in Node from dist-ssr, with everything bundled in.
  ssr: { noExternal: true },
  // Set per environment, not under `ssr`: vanilla-extract's compiler evaluates style files in its own
  // server-side environment and replaces `ssr` with its own, so only this reaches it. Without it a
  // style file's `@career/tools-ui/vars` resolves to the package's dist/ once a library build has
  // made one, with other variable names than the theme the app defines (decision 011).
  environments: { ssr: { resolve: { conditions: ['@career/source', ...defaultServerConditions] } } },
  server: { port: Number(process.env.ADMIN_DEV_PORT ?? 5174), strictPort: true },
});
