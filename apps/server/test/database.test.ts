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

  it("answers the console's user search from the trigram indexes (migration 0045)", async () => {
    const database = await openTestDatabase();
    try {
      const keyword = sql.lit('%김민수%');
      const plan = await database.db.transaction().execute(async (trx) => {
        // A test database is small enough to be read whole; the question is whether the index can answer.
        await sql`set local enable_seqscan = off`.execute(trx);
        const explained = await sql<{ 'QUERY PLAN': string }>`explain select id from app_user
          where name ilike ${keyword} or student_number ilike ${keyword} or email ilike ${keyword}`.execute(trx);
        return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      for (const index of ['app_user_name_trgm_idx', 'app_user_student_number_trgm_idx', 'app_user_email_trgm_idx']) {
        expect(plan).toContain(index);
      }
    } finally {
      await database.close();
    }
  });
});
