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
});
