import { rmSync } from 'node:fs';
import { seedTemplate, TEMPLATE_ENV } from './server';

/** Seeds the demo database the workers' servers copy (server.ts); removes it when the run ends. */
export default async function globalSetup(): Promise<() => void> {
  // A port of its own, below the workers' (E2E_PORT + worker index).
  const template = await seedTemplate(Number(process.env.E2E_PORT ?? 8181) - 1);
  process.env[TEMPLATE_ENV] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
