// `pnpm dev`: the API server with reload, the admin app's and the portal's Vite dev servers.
// Open the portal's address: it proxies the API areas and /admin/ so the product is one origin.
import { spawn } from 'node:child_process';
import { pnpmCommand, root, toolEnv } from './toolchain.mjs';

const env = {
  ...toolEnv(),
  API_PORT: process.env.API_PORT ?? '8787',
  ADMIN_DEV_PORT: process.env.ADMIN_DEV_PORT ?? '5174',
  PORTAL_DEV_PORT: process.env.PORTAL_DEV_PORT ?? '5173',
};
const processes = [
  { name: 'server', args: ['--filter', '@career/server', 'run', 'dev'], extraEnv: { PORT: env.API_PORT } },
  { name: 'admin', args: ['--filter', '@career/admin', 'run', 'dev'], extraEnv: {} },
  { name: 'portal', args: ['--filter', '@career/portal', 'run', 'dev'], extraEnv: {} },
];

const [node, pnpm] = pnpmCommand();
const children = processes.map(({ name, args, extraEnv }) => {
  const child = spawn(node, [pnpm, ...args], { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited (${code}); stopping the others.`);
    shutdown(code ?? 1);
  });
  return child;
});

console.log(`[dev] open http://localhost:${env.PORTAL_DEV_PORT}/ (admin: /admin/, API docs: /api-docs)`);

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
