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

  it('0003 forgets the body of mail that went by SMTP before it, and keeps the outbox’s own', async () => {
    const database = await openTestDatabase();
    const migration = migrations['0003_password_reset'];
    if (!migration?.down) throw new Error('0003_password_reset has no down()');
    try {
      await migration.down(database.db);
      await database.db
        .insertInto('mail_outbox')
        .values([
          {
            recipient: 'a@example.kr',
            subject: '임시 비밀번호',
            body: '임시 비밀번호는 x7k2m9p4q8r3 입니다.',
            transport: 'smtp',
          },
          { recipient: 'b@example.kr', subject: '인증번호', body: '인증번호는 123456 입니다.', transport: 'outbox' },
        ])
        .execute();
      await migration.up(database.db);
      const rows = await database.db.selectFrom('mail_outbox').select(['recipient', 'body']).orderBy('id').execute();
      expect(rows).toEqual([
        { recipient: 'a@example.kr', body: '(보안을 위해 지운 내용입니다)' },
        { recipient: 'b@example.kr', body: '인증번호는 123456 입니다.' },
      ]);
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
