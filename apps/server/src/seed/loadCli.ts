// `pnpm seed:load [--scale=N]`: adds the admin console's load data to the database the server
// would use: DATABASE_URL, else the embedded one in DATA_DIR (default .data). Scale 1 (the default)
// is a real university's year: 50 universities, 500 classes, 20,000 users, 200,000 runs; 10 is a
// province on one PostgreSQL (200,000 users, 2 M runs). Run it with the server stopped when it is
// the embedded database.
import { sql } from 'kysely';
import { readConfig } from '../config';
import { maintainDatabase, migrateToLatest, openDatabase } from '../db/database';
import { migrations } from '../migrations';
import { seedToolContent } from '../tools';
import { loadSizesAt, seedLoadData } from './load';

const scaleArgument = process.argv.slice(2).find((arg) => arg.startsWith('--scale='));
const scale = scaleArgument ? Number(scaleArgument.slice('--scale='.length)) : 1;
if (!Number.isInteger(scale) || scale < 1 || scale > 100) {
  console.error('[seed:load] --scale는 1부터 100까지의 정수입니다 (예: --scale=10).');
  process.exit(2);
}

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(database, migrations);
await seedToolContent(database.db);
const started = Date.now();
const counts = await seedLoadData(database.db, loadSizesAt(scale));
console.log(`[seed:load] 규모 ${scale}, ${((Date.now() - started) / 1000).toFixed(1)}초: 부하 데이터 합계`, counts);
// A bulk load is when the planner's statistics go stale: on PostgreSQL too, not waiting for autovacuum.
if (database.kind === 'postgres') await sql`vacuum analyze`.execute(database.db);
await maintainDatabase(database);
await database.close();
