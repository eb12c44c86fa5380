import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { Router } from '../http/types';
import { seedReferenceData } from '../reference/seed';
import { registerDashboardRoutes } from './dashboard';
import { toolModules } from './modules';
import { registerPortfolioRoutes } from './portfolio';
import { registerToolRunRoutes } from './runs';

export function registerToolRoutes(router: Router): void {
  registerDashboardRoutes(router);
  registerPortfolioRoutes(router, toolModules);
  for (const tool of toolModules) {
    registerToolRunRoutes(router, tool.definition, tool.checkAnswers);
    tool.register(router);
    tool.registerAdmin?.(router);
  }
}

/**
 * Seed content of every tool, and first the occupation reference data the tools share (run after
 * the migrations; the reference data adds what is missing by key at every start).
 */
export async function seedToolContent(db: Kysely<Database>): Promise<void> {
  await seedReferenceData(db);
  for (const tool of toolModules) await tool.seedContent?.(db);
}

/** Every tool's upkeep: run once now, then on its schedule (a timer that does not keep the process alive). */
export async function startToolUpkeep(db: Kysely<Database>, config: ServerConfig): Promise<void> {
  for (const { upkeep } of toolModules) {
    if (!upkeep) continue;
    const run = () => upkeep.run(db, config);
    await run();
    setInterval(() => void run().catch(console.error), upkeep.hours * 3600_000).unref();
  }
}
