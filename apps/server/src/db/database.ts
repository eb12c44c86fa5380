import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './dataDirLock';
import type { Migrations } from './migrations';
import { withPreparedStatements } from './preparedStatements';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The PostgreSQL schema in use when not the default. */
  schema?: string | undefined;
  /** PGlite's whole data directory as an archive (to start other databases from; tests do). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for a throwaway database. */
  dataDir?: string;
  /** PostgreSQL schema to use instead of `public` (tests isolate themselves this way). */
  searchPath?: string;
  /** A PGlite data directory archive to start from (see DatabaseHandle.dumpDataDir). */
  loadDataDir?: Blob;
}

/**
 * PostgreSQL keeps up to max_wal_size (1 GB) of write-ahead log for reuse, and PGlite has no
 * background checkpointer to trim it: after `pnpm seed:load` its folder held 497 MB of log beside
 * 245 MB of data (issue 38). A checkpoint every 64 MB of log keeps the folder near the data's size.
 */
const WAL_LIMITS = ['-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'];

/**
 * The same Kysely code runs on the embedded PGlite and on a PostgreSQL server, both through `pg`
 * and Kysely's PostgresDialect: PGlite answers node-postgres's wire protocol through its own
 * adapter, which costs a third of PGlite's `query()` per statement (docs/decisions/009) and
 * parses values as on a real server.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
    return { db, kind: 'postgres', schema: options.searchPath, close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const onDisk = !dataDir.startsWith('memory://');
  // PGlite does not create parent directories itself, nor refuse a directory another process has open.
  if (onDisk) mkdirSync(dataDir, { recursive: true });
  const unlock = onDisk ? lockDataDir(dataDir) : () => {};
  const pglite = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, ...WAL_LIMITS],
    // The user search's trigram indexes (migration 0045).
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // PGlite is one connection: a pool of one queues queries and holds it through a transaction, so
  // transactions of concurrent requests never interleave. Kept open while idle.
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, idleTimeoutMillis: 0 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('none'),
    async close() {
      await db.destroy();
      await pglite.close();
      unlock();
    },
  };
}

/**
 * What PostgreSQL's autovacuum does and PGlite, one process without background workers, never
 * does: the planner's statistics for every table (without them a table loaded in bulk is planned
 * as empty, and the statistics' roll-ups were read six times slower), and the visibility map of
 * the roll-ups, so usage_user is counted from its index alone. About a second on the load data;
 * the server runs it at start and every hour. Nothing to do on a PostgreSQL server.
 */
export async function maintainDatabase({ db, kind }: DatabaseHandle): Promise<void> {
  if (kind !== 'pglite') return;
  await sql`analyze`.execute(db);
  await sql`vacuum usage_user, usage_daily, usage_tool_daily`.execute(db);
}

/**
 * Applies every pending migration of the sequence its opener assembled (the database layer knows
 * no tool: `migrations.ts` beside the entry points names them); throws with the failing one's name.
 */
export async function migrateToLatest({ db, schema }: DatabaseHandle, migrations: Migrations): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Without it Kysely would find the migration table of another schema in the same database.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
