import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabase } from './harness';

describe(`the database handle on ${testDatabase}`, () => {
  it('prepares a statement with parameters once per connection, and runs the others as they are', async () => {
    const database = await openTestDatabase();
    try {
      // One transaction: one connection, whose prepared statements the server lists.
      const statements = await database.db.transaction().execute(async (trx) => {
        for (const id of [1, 2, 3]) await trx.selectFrom('app_user').select('id').where('id', '=', id).execute();
        await sql`select 'unprepared'`.execute(trx);
        const listed = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
        return listed.rows.map((row) => row.statement);
      });
      expect(statements.filter((statement) => statement.includes('from "app_user"'))).toHaveLength(1);
      expect(statements.filter((statement) => statement.includes('unprepared'))).toHaveLength(0);
    } finally {
      await database.close();
    }
  });

  // Without it PGlite's folder kept 497 MB of write-ahead log beside 245 MB of data after seed:load.
  it.runIf(testDatabase === 'pglite')('checkpoints PGlite every 64 MB of write-ahead log', async () => {
    const database = await openTestDatabase();
    try {
      const shown = await sql<{ max_wal_size: string }>`show max_wal_size`.execute(database.db);
      expect(shown.rows[0]?.max_wal_size).toBe('64MB');
    } finally {
      await database.close();
    }
  });
});
