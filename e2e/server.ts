import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built product served for one Playwright worker: its own port and a fresh embedded database. */
export interface WorkerServer {
  readonly url: string;
  stop(): Promise<void>;
}

const serverEntry = new URL('../apps/server/dist/main.js', import.meta.url);
const repositoryRoot = new URL('..', import.meta.url);

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Where global-setup.ts left the seeded demo database that every worker's server starts from. */
export const TEMPLATE_ENV = 'E2E_TEMPLATE_DATA_DIR';

/**
 * Starts `apps/server/dist/main.js` (the product `npm start` serves) on `port` over `dataDir`, and
 * resolves once it answers its health check. What it prints is kept and shown only when it fails.
 */
async function serve(port: number, dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [serverEntry.pathname], {
    cwd: repositoryRoot.pathname,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BUILD_ID: 'e2e' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const url = `http://localhost:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
  };
  const deadline = Date.now() + 90_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the e2e server on port ${port} did not start:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}

/**
 * Seeds the demo database once (migrations and demo data take the server most of its start) and
 * stops the server cleanly, so the folder can be copied; returns the folder.
 */
export async function seedTemplate(port: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'career-e2e-template-'));
  const server = await serve(port, dataDir);
  await server.stop();
  return dataDir;
}

/** A worker's server: a copy of the seeded template, so it starts from the demo data as seeded. */
export async function startWorkerServer(port: number): Promise<WorkerServer> {
  const template = process.env[TEMPLATE_ENV];
  const dataDir = mkdtempSync(join(tmpdir(), 'career-e2e-'));
  if (template) cpSync(template, dataDir, { recursive: true });
  const server = await serve(port, dataDir);
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
