import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/database';
import { migrations } from '../src/migrations';
import { openTestDatabase, testDatabase } from './harness';

describe(`migrations on ${testDatabase}`, () => {
  it('apply every migration once, and a second run applies nothing', async () => {
    const database = await openTestDatabase();
    try {
      const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
      expect(rows.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
      expect(await migrateToLatest(database, migrations)).toEqual([]);
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

  it('0044 leaves which tools there are to the registry: a tool the checks did not list can keep runs', async () => {
    const database = await openTestDatabase();
    const migration = migrations['0044_tools_from_the_registry'];
    if (!migration?.down) throw new Error('0044_tools_from_the_registry has no down()');
    const { db } = database;
    const runOfANewTool = async () => {
      const user = await db
        .insertInto('app_user')
        .values({ name: '새 도구' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`insert into tool_run (user_id, action_item, audience) values (${user.id}, 'new-tool', 'user')`.execute(
        db,
      );
    };
    try {
      await expect(runOfANewTool()).resolves.toBeUndefined();
      await sql`delete from tool_run where action_item = 'new-tool'`.execute(db);
      await migration.down(db);
      await expect(runOfANewTool()).rejects.toThrow(/tool_run_action_item_check/);
      await migration.up(db);
    } finally {
      await database.close();
    }
  });

  it("0029 ties a user's session to their newest link, and ends those whose link had already ended", async () => {
    const database = await openTestDatabase();
    const migration = migrations['0029_sessions_opened_by_links'];
    if (!migration?.down) throw new Error('0029_sessions_opened_by_links has no down()');
    const { db } = database;
    try {
      await migration.down(db);
      const users = await db
        .insertInto('app_user')
        .values([{ name: '새 링크' }, { name: '회수됨' }, { name: '선물' }])
        .returning('id')
        .execute();
      const [reissued, revoked, gifted] = users.map(({ id }) => id) as [number, number, number];
      await db
        .insertInto('link_token')
        .values([
          { token: 'old-one', user_id: reissued, expires_at: sql<Date>`now() - interval '1 day'` },
          { token: 'new-one', user_id: reissued },
          { token: 'revoked-one', user_id: revoked, expires_at: sql<Date>`now() - interval '1 hour'` },
        ])
        .execute();
      // Before 0029 the table has no link column: the rows are written without it.
      await sql`insert into auth_session (area, token_hash, public_token, subject_id, ai_gift_code, expires_at)
        values ('user', 'of-reissued', 'a', ${reissued}, null, now() + interval '1 hour'),
               ('user', 'of-revoked', 'b', ${revoked}, null, now() + interval '1 hour'),
               ('user', 'of-gift', 'c', ${gifted}, 'GIFT-1', now() + interval '1 hour')`.execute(db);
      await migration.up(db);
      const rows = await db
        .selectFrom('auth_session as s')
        .leftJoin('link_token as l', 'l.id', 's.link_token_id')
        .select(['s.token_hash', 'l.token'])
        .orderBy('s.token_hash')
        .execute();
      expect(rows).toEqual([
        { token_hash: 'of-gift', token: null },
        { token_hash: 'of-reissued', token: 'new-one' },
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
