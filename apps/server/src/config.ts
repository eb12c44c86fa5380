import { resolve } from 'node:path';

/** Everything the server reads from the environment, with safe defaults (README lists each). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** PGlite data directory. */
  dataDir: string;
  /** Explicit development mode (spec §4 check-server); the start command never sets it. */
  devServer: boolean;
  /** Identifies this server build (check-server token). */
  buildId: string;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: port(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || '.data'),
    devServer: env.DEV_SERVER === '1',
    buildId: env.BUILD_ID || `local-${Date.now().toString(36)}`,
  };
}
