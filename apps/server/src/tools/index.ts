import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Router } from '../http/types';
import { seedReferenceData } from '../reference/seed';
import { registerDashboardRoutes } from './dashboard';
import { toolModules } from './modules';
import { registerToolRunRoutes } from './runs';

export function registerToolRoutes(router: Router): void {
  registerDashboardRoutes(router);
  for (const tool of toolModules) {
    registerToolRunRoutes(router, tool.definition, tool.checkAnswers);
    tool.register(router);
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
