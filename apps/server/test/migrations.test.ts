import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/database';
import { migrations } from '../src/db/migrations';
import { openTestDatabase, testDatabase } from './harness';

describe(`migrations on ${testDatabase}`, () => {
  it('apply every migration once, and a second run applies nothing', async () => {
    const database = await openTestDatabase();
    try {
      const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
      expect(rows.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
      expect(await migrateToLatest(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('names migrations in order with a four-digit number', () => {
    const names = Object.keys(migrations);
    expect(names.every((name) => /^\d{4}_[a-z0-9_]+$/.test(name))).toBe(true);
    expect([...names].sort()).toEqual(names);
  });
});
