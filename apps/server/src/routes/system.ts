import { system } from '@career/api-sdk';
import { sql } from 'kysely';
import type { Router } from '../http/types';

export function registerSystemRoutes({ handle, deps }: Router): void {
  handle(system.health, async () => {
    await sql`select 1`.execute(deps.database.db);
    return { status: 'ok' as const, database: deps.database.kind };
  });

  handle(system.checkServer, () => ({
    server: deps.config.devServer ? ('development' as const) : ('production' as const),
    token: deps.config.buildId,
  }));
}
