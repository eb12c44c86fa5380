import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Served under /admin/: by the server in the built product, through the portal's dev proxy in development.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@career/source', ...defaultClientConditions] },
  build: { manifest: true, target: 'es2022', sourcemap: true },
  server: { port: Number(process.env.ADMIN_DEV_PORT ?? 5174), strictPort: true },
});
