import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

const apiServer = `http://127.0.0.1:${process.env.API_PORT ?? 8787}`;
const adminDevServer = `http://127.0.0.1:${process.env.ADMIN_DEV_PORT ?? 5174}`;

// In development the portal's dev server is the one origin: it proxies the API areas to the API
// server and /admin/ to the admin app's dev server, as the built product serves them on :8080.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@career/source', ...defaultClientConditions] },
  // One stylesheet for the whole app, linked from index.html: a screen drawn at build time is
  // styled from its first paint, and no screen waits on its chunk's CSS (decision 012).
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // What every first visit runs beside the entry, in one chunk: shared with lazy screens too,
        // these would otherwise be split into a chunk each (sixteen requests, 3 KiB more gzip).
        codeSplitting: {
          groups: [
            {
              name: 'first-visit',
              test: /node_modules\/\.pnpm\/(react|react-dom|scheduler|react-router|react-router-dom|valtio|proxy-compare|ofetch|ufo|destr|@vanilla-extract\+recipes)@|packages\/(session\/src\/device|tools-ui\/src\/(internal\/cx|components\/(Icon|EmptyState)\/|patterns\/LinkStyles\/))|src\/(routing\/device|screens\/PhoneGate)/,
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
  server: {
    port: Number(process.env.PORTAL_DEV_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '^/(api|userApi|universityApi|adminApi)(/|$)': { target: apiServer },
      '/api-docs': { target: apiServer },
      '/admin': { target: adminDevServer, ws: true },
    },
  },
});
