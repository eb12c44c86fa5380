import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiServer = `http://127.0.0.1:${process.env.API_PORT ?? 8787}`;
const adminDevServer = `http://127.0.0.1:${process.env.ADMIN_DEV_PORT ?? 5174}`;

// In development the portal's dev server is the one origin: it proxies the API areas to the API
// server and /admin/ to the admin app's dev server, as the built product serves them on :8080.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@career/source', ...defaultClientConditions] },
  build: { manifest: true, target: 'es2022', sourcemap: true },
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
