import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyRegisters, mergeSketch } from '../src/admin/sketch';
import { periodsOf, rangeParts } from '../src/admin/statistics';
import type { Database } from '../src/db/schema';
import { LOAD_CONSULTANT_PASSWORD, seedLoadData } from '../src/seed/load';
import { DEMO_PASSWORD, startTestServer, type TestServer, testDatabase } from './harness';

// Statistics and usage trends (issue 18): runs placed at known instants around Korean midnight,
// counted by the day in Korea, per tool, university and instructor.

interface Point {
  period: string;
  started: number;
  completed: number;
  users: number;
}

/** Every row of usage_statistics with its sketch as registers (sparse or dense alike), in key order. */
async function sketches(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ key: string; registers: Uint8Array }>`
    select unit || ' ' || scope || ' ' || action_item || ' ' || to_char(period, 'YYYY-MM-DD') || ' ' || scope_id
           || ' ' || started || ' ' || completed as key, registers
    from usage_statistics order by 1`.execute(db);
  return rows.rows.map((row) => {
    const registers = emptyRegisters();
    mergeSketch(registers, row.registers);
    return `${row.key} ${Buffer.from(registers).toString('hex')}`;
  });
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
      // The statistics' counts (0048); their sketches keep a person who went, until a rebuild.
      statistics: (
        await sql<Record<string, unknown>>`select unit, scope, action_item, period, scope_id, started, completed
          from usage_statistics where started <> 0 or completed <> 0 order by 1, 2, 3, 4, 5`.execute(db)
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
      // Each load's consultant counsels its first university's classes, and signs in.
      const consultant = server.client();
      const signedIn = await consultant.call('POST', '/api/university-user-login', {
        body: { login_id: 'load-consultant-2', password: LOAD_CONSULTANT_PASSWORD },
      });
      expect(signedIn.status).toBe(200);
      const students = await consultant.call<{ total: number; items: { name: string }[] }>('GET', '/api/student/list');
      expect(students.body.data.total).toBe(sizes.classesPerUniversity * sizes.usersPerClass);
      expect(students.body.data.items.every((student) => student.name.startsWith('부하 사용자 '))).toBe(true);
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

      // Runs started one at a time are kept in the sketches as a rebuild from all runs makes them.
      const { db } = server.database;
      await sql`insert into tool_run (user_id, action_item, audience, university_class_id, created_at)
        select id, 'ptid', 'user', university_class_id, now() - (id % 40) * interval '1 day'
        from app_user where name like '부하 사용자 %'`.execute(db);
      const kept = await sketches(db);
      expect(kept.length).toBeGreaterThan(100);
      await sql`select usage_rebuild()`.execute(db);
      expect(await sketches(db)).toEqual(kept);

      // The range's people, estimated, against the runs counted: within a person or two at this size.
      const statistics = await admin.call<{
        totals: { users: number };
        tools: { action_item: string; users: number }[];
        universities: { id: number; users: number }[];
      }>('GET', `/adminApi/statistics?from=${yearAgo}&to=${today}`);
      const counted = await sql<{ action_item: string | null; university_id: number | null; users: number }>`
        select action_item, university_id, count(distinct user_id)::int as users from tool_run
        where (created_at at time zone 'Asia/Seoul')::date between ${yearAgo}::date and ${today}::date
        group by grouping sets ((), (action_item), (university_id))`.execute(db);
      const near = (estimate: number | undefined, exact: number) =>
        expect(Math.abs((estimate ?? 0) - exact), `${estimate} for ${exact}`).toBeLessThanOrEqual(
          Math.max(2, exact / 20),
        );
      const { data } = statistics.body;
      for (const row of counted.rows) {
        if (row.action_item) near(data.tools.find((tool) => tool.action_item === row.action_item)?.users, row.users);
        else if (row.university_id)
          near(data.universities.find((one) => one.id === row.university_id)?.users, row.users);
        else near(data.totals.users, row.users);
      }
      expect(data.universities.length).toBeGreaterThanOrEqual(4);
    } finally {
      await server.close();
    }
  });
});

describe('rangeParts', () => {
  it('reads a range as its whole months and the days before and after them', () => {
    expect(rangeParts('2025-01-30', '2025-04-02')).toEqual([
      { unit: 'day', from: '2025-01-30', to: '2025-01-31' },
      { unit: 'month', from: '2025-02-01', to: '2025-03-01' },
      { unit: 'day', from: '2025-04-01', to: '2025-04-02' },
    ]);
    expect(rangeParts('2025-03-01', '2025-03-31')).toEqual([{ unit: 'month', from: '2025-03-01', to: '2025-03-01' }]);
    expect(rangeParts('2025-03-02', '2025-03-31')).toEqual([{ unit: 'day', from: '2025-03-02', to: '2025-03-31' }]);
    expect(rangeParts('2024-12-31', '2025-01-31')).toEqual([
      { unit: 'day', from: '2024-12-31', to: '2024-12-31' },
      { unit: 'month', from: '2025-01-01', to: '2025-01-01' },
    ]);
  });
});

describe('periodsOf', () => {
  it('lists days, Monday weeks and months covering the range', () => {
    expect(periodsOf('2025-02-27', '2025-03-01', 'day')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01']);
    expect(periodsOf('2025-03-05', '2025-03-17', 'week')).toEqual(['2025-03-03', '2025-03-10', '2025-03-17']);
    expect(periodsOf('2024-12-15', '2025-02-01', 'month')).toEqual(['2024-12-01', '2025-01-01', '2025-02-01']);
  });
});
