// `pnpm seed:load`: adds the admin console's load data (50 universities, 500 classes, 20,000 users,
// 200,000 runs) to the database the server would use: DATABASE_URL, else the embedded one in
// DATA_DIR (default .data). Run it with the server stopped when it is the embedded database.
import { sql } from 'kysely';
import { readConfig } from '../config';
import { maintainDatabase, migrateToLatest, openDatabase } from '../db/database';
import { migrations } from '../migrations';
import { seedToolContent } from '../tools';
import { FULL_LOAD, seedLoadData } from './load';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(database, migrations);
await seedToolContent(database.db);
const started = Date.now();
const counts = await seedLoadData(database.db, FULL_LOAD);
console.log(`[seed:load] ${((Date.now() - started) / 1000).toFixed(1)}초: 부하 데이터 합계`, counts);
// A bulk load is when the planner's statistics go stale: on PostgreSQL too, not waiting for autovacuum.
if (database.kind === 'postgres') await sql`vacuum analyze`.execute(database.db);
await maintainDatabase(database);
await database.close();
