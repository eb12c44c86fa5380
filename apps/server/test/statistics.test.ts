import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodsOf } from '../src/admin/statistics';
import { seedLoadData } from '../src/seed/load';
import { DEMO_PASSWORD, startTestServer, type TestServer, testDatabase } from './harness';

// Statistics and usage trends (issue 18): runs placed at known instants around Korean midnight,
// counted by the day in Korea, per tool, university and instructor.

interface Point {
  period: string;
  started: number;
  completed: number;
  users: number;
}

describe(`admin statistics on ${testDatabase}`, () => {
  let server: TestServer;
  let admin: ReturnType<TestServer['client']>;
  let classId: number;
  let universityId: number;
  let userIds: number[];
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    admin = server.client();
    await admin.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
    const { db } = server.database;
    const university = await db
      .insertInto('university')
      .values({ name: '통계대학교' })
      .returning('id')
      .executeTakeFirstOrThrow();
    universityId = university.id;
    const cls = await db
      .insertInto('university_class')
      .values({ university_id: universityId, name: '통계반', year: 2025 })
      .returning('id')
      .executeTakeFirstOrThrow();
    classId = cls.id;
    const people = await db
      .insertInto('app_user')
      .values([
        { name: '가', university_class_id: classId },
        { name: '나', university_class_id: classId },
      ])
      .returning('id')
      .execute();
    userIds = people.map((person) => person.id);
    // 2025-03-01 00:30 in Korea is 2025-02-28 15:30 UTC: it counts on March 1st.
    const run = (userId: number, tool: string, created: string, completed: string | null) =>
      sql`insert into tool_run (user_id, action_item, audience, university_class_id, status, created_at, completed_at)
          values (${userId}, ${tool}, 'user', ${classId}, ${completed ? 'completed' : 'open'}, ${created}::timestamptz, ${completed}::timestamptz)`.execute(
        db,
      );
    await run(userIds[0] ?? 0, 'ptid', '2025-02-28T15:30:00Z', '2025-03-02T01:00:00Z');
    await run(userIds[0] ?? 0, 'career-anchor', '2025-03-01T02:00:00Z', null);
    await run(userIds[1] ?? 0, 'ptid', '2025-03-03T05:00:00Z', '2025-03-03T06:00:00Z');
    await run(userIds[1] ?? 0, 'ptid', '2025-02-28T14:59:00Z', null); // February 28th in Korea
  });
  afterAll(() => server.close());

  it('counts runs by the day in Korea, with empty days, and users once a day', async () => {
    const reply = await admin.call<{ points: Point[] }>(
      'GET',
      `/adminApi/usage/trend?from=2025-02-28&to=2025-03-04&unit=day&university_id=${universityId}`,
    );
    expect(reply.body.data.points).toEqual([
      { period: '2025-02-28', started: 1, completed: 0, users: 1 },
      { period: '2025-03-01', started: 2, completed: 0, users: 1 },
      { period: '2025-03-02', started: 0, completed: 1, users: 0 },
      { period: '2025-03-03', started: 1, completed: 1, users: 1 },
      { period: '2025-03-04', started: 0, completed: 0, users: 0 },
    ]);
  });

  it('groups by week from Monday and by month, and filters by tool', async () => {
    const weeks = await admin.call<{ points: Point[] }>(
      'GET',
      `/adminApi/usage/trend?from=2025-02-24&to=2025-03-09&unit=week&university_id=${universityId}&action_item=ptid`,
    );
    expect(weeks.body.data.points).toEqual([
      { period: '2025-02-24', started: 2, completed: 1, users: 2 },
      { period: '2025-03-03', started: 1, completed: 1, users: 1 },
    ]);
    const months = await admin.call<{ points: Point[] }>(
      'GET',
      `/adminApi/usage/trend?from=2025-02-01&to=2025-03-31&unit=month&university_id=${universityId}`,
    );
    expect(months.body.data.points.map((point) => [point.period, point.started, point.completed])).toEqual([
      ['2025-02-01', 1, 0],
      ['2025-03-01', 3, 2],
    ]);
  });

  it('sums a range per tool and per university', async () => {
    const reply = await admin.call<{
      totals: { started: number; completed: number; users: number };
      tools: { action_item: string; started: number; completed: number; users: number }[];
      universities: { id: number; name: string; started: number }[];
    }>('GET', `/adminApi/statistics?from=2025-03-01&to=2025-03-31&university_id=${universityId}`);
    expect(reply.body.data.totals).toEqual({ started: 3, completed: 2, users: 2 });
    expect(reply.body.data.tools).toEqual([
      { action_item: 'ptid', started: 2, completed: 2, users: 2 },
      { action_item: 'career-anchor', started: 1, completed: 0, users: 1 },
    ]);
    expect(reply.body.data.universities).toEqual([
      { id: universityId, name: '통계대학교', started: 3, completed: 2, users: 2 },
    ]);
  });

  it('counts the people of all universities from the roll-up: whole periods, and the days of cut ones', async () => {
    const months = await admin.call<{ points: Point[] }>(
      'GET',
      '/adminApi/usage/trend?from=2025-02-26&to=2025-03-31&unit=month',
    );
    expect(months.body.data.points).toEqual([
      { period: '2025-02-01', started: 1, completed: 0, users: 1 },
      { period: '2025-03-01', started: 3, completed: 2, users: 2 },
    ]);
    const weeks = await admin.call<{ points: Point[] }>(
      'GET',
      '/adminApi/usage/trend?from=2025-03-01&to=2025-03-05&unit=week&action_item=ptid',
    );
    expect(weeks.body.data.points).toEqual([
      { period: '2025-02-24', started: 1, completed: 1, users: 1 },
      { period: '2025-03-03', started: 1, completed: 1, users: 1 },
    ]);
  });

  it('keeps its roll-ups equal to a recount of the runs as runs start, finish and go', async () => {
    const { db } = server.database;
    const snapshot = async () => ({
      daily: (
        await sql<Record<string, unknown>>`select * from usage_daily where started <> 0 or completed <> 0
          order by day, action_item, university_id, instructor_id`.execute(db)
      ).rows,
      users: (
        await sql<
          Record<string, unknown>
        >`select * from usage_user order by unit, action_item, period, user_id`.execute(db)
      ).rows,
      counts: (
        await sql<Record<string, unknown>>`select unit, action_item, period, users from usage_period_count
          where users <> 0 order by unit, action_item, period`.execute(db)
      ).rows,
    });
    // The people of each period, as kept by usage_user's triggers, are usage_user's rows counted.
    const countsAreRecounts = async () =>
      expect((await snapshot()).counts).toEqual(
        (
          await sql<Record<string, unknown>>`select unit, action_item, period, count(*)::int as users
            from usage_user group by 1, 2, 3 order by 1, 2, 3`.execute(db)
        ).rows,
      );
    const instructor = await db
      .selectFrom('university_user')
      .select('id')
      .where('type', '=', 'INSTRUCTOR')
      .executeTakeFirstOrThrow();
    const person = await db
      .insertInto('app_user')
      .values({ name: '다', university_class_id: classId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const started = (
      await sql<{ id: number; university_id: number; instructor_id: number }>`
        insert into tool_run (user_id, action_item, audience, started_by, university_class_id, created_at)
        values (${person.id}, 'job-card', 'instructor', ${instructor.id}, ${classId}, '2025-03-05T03:00:00Z')
        returning id, university_id, instructor_id`.execute(db)
    ).rows[0] as { id: number; university_id: number; instructor_id: number };
    expect(started).toMatchObject({ university_id: universityId, instructor_id: instructor.id });
    await db
      .updateTable('tool_run')
      .set({ status: 'completed', completed_at: new Date('2025-03-06T03:00:00Z') })
      .where('id', '=', started.id)
      .execute();
    await sql`insert into tool_run (user_id, action_item, audience, university_class_id, created_at)
      values (${person.id}, 'ptid', 'user', ${classId}, '2025-03-05T09:00:00Z')`.execute(db);
    const byInstructor = await admin.call<{ points: Point[] }>(
      'GET',
      `/adminApi/usage/trend?from=2025-03-05&to=2025-03-06&unit=day&instructor_id=${instructor.id}`,
    );
    expect(byInstructor.body.data.points).toEqual([
      { period: '2025-03-05', started: 1, completed: 0, users: 1 },
      { period: '2025-03-06', started: 0, completed: 1, users: 0 },
    ]);
    // One of the person's two runs that day goes: they stay active that day, for any tool.
    await db.deleteFrom('tool_run').where('id', '=', started.id).execute();
    const kept = await snapshot();
    await countsAreRecounts();
    await sql`select usage_rebuild()`.execute(db);
    expect(kept).toEqual(await snapshot());
    // The person goes, with their runs: the roll-ups forget them, as a recount would.
    await db.deleteFrom('app_user').where('id', '=', person.id).execute();
    const after = await snapshot();
    await countsAreRecounts();
    await sql`select usage_rebuild()`.execute(db);
    expect(after).toEqual(await snapshot());
    expect(after.users.some((row) => row.user_id === person.id)).toBe(false);
  });

  it('sums an empty range to zeros', async () => {
    const reply = await admin.call<{ totals: unknown; tools: unknown[]; universities: unknown[] }>(
      'GET',
      '/adminApi/statistics?from=2024-01-01&to=2024-01-31',
    );
    expect(reply.body.data).toMatchObject({
      totals: { started: 0, completed: 0, users: 0 },
      tools: [],
      universities: [],
      instructors: [],
    });
  });

  it('refuses a range that is backwards or too long for its unit, in Korean', async () => {
    const backwards = await admin.call<{ issues: { path: string; message: string }[] }>(
      'GET',
      '/adminApi/usage/trend?from=2025-03-02&to=2025-03-01&unit=day',
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.data.issues).toContainEqual({
      path: 'to',
      message: '끝나는 날은 시작하는 날과 같거나 그 뒤여야 합니다.',
    });
    const long = await admin.call('GET', '/adminApi/usage/trend?from=2025-01-01&to=2025-12-31&unit=day');
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('한 번에 92일까지 볼 수 있습니다.');
    expect((await admin.call('GET', '/adminApi/usage/trend?from=2025-01-01&to=2025-12-31&unit=month')).status).toBe(
      200,
    );
    expect((await server.client().call('GET', '/adminApi/statistics?from=2025-01-01&to=2025-01-02')).status).toBe(401);
  });
});

describe(`load data (pnpm seed:load) on ${testDatabase}`, () => {
  it('makes the sizes asked for, twice over without clashing, and the statistics count them', async () => {
    const server = await startTestServer({ seed: true });
    try {
      const sizes = { universities: 2, classesPerUniversity: 3, usersPerClass: 4, runsPerUser: 5 };
      expect(await seedLoadData(server.database.db, sizes)).toEqual({
        universities: 2,
        classes: 6,
        users: 24,
        runs: 120,
        results: expect.any(Number),
      });
      const again = await seedLoadData(server.database.db, sizes);
      expect(again).toMatchObject({ universities: 4, classes: 12, users: 48, runs: 240 });
      expect(again?.results).toBeGreaterThan(100); // three in five runs are completed, with a result
      const admin = server.client();
      await admin.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
      const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());
      const yearAgo = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(
        new Date(Date.now() - 366 * 86_400_000),
      );
      const trend = await admin.call<{ points: Point[] }>(
        'GET',
        `/adminApi/usage/trend?from=${yearAgo}&to=${today}&unit=month`,
      );
      expect(trend.body.data.points.reduce((sum, point) => sum + point.started, 0)).toBe(240);
    } finally {
      await server.close();
    }
  });
});

describe('periodsOf', () => {
  it('lists days, Monday weeks and months covering the range', () => {
    expect(periodsOf('2025-02-27', '2025-03-01', 'day')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01']);
    expect(periodsOf('2025-03-05', '2025-03-17', 'week')).toEqual(['2025-03-03', '2025-03-10', '2025-03-17']);
    expect(periodsOf('2024-12-15', '2025-02-01', 'month')).toEqual(['2024-12-01', '2025-01-01', '2025-02-01']);
  });
});
