import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signInConsultant, startTestServer, type TestServer, testDatabase } from './harness';

/** A list's page, as the paged calls answer. */
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

describe(`users on ${testDatabase}`, () => {
  let server: TestServer;
  let studentIds: number[];
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    studentIds = (await server.database.db.selectFrom('app_user').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
  });
  afterAll(() => server.close());

  it('shows a user their own profile and nobody else’s', async () => {
    const browser = server.client();
    const login = await browser.call<{ id: number }>('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    const me = await browser.call('GET', `/api/user/${login.body.data.id}`);
    expect(me.body.data).toMatchObject({
      name: '최민준',
      student_number: '20260001',
      university: { name: '한빛대학교' },
      class: { name: '2026학년도 2학기 진로설계' },
    });
    const other = studentIds.find((id) => id !== login.body.data.id);
    expect((await browser.call('GET', `/api/user/${other}`)).status).toBe(403);
  });

  it('shows a consultant the students of their classes, and an instructor none of them', async () => {
    const consultant = await signInConsultant(server);
    const details = await consultant.call('GET', `/api/student/details/${studentIds[0]}`);
    expect(details.body.data).toMatchObject({ name: '최민준', results: [] });

    const instructor = server.client();
    await instructor.call('POST', '/api/instructor-login', {
      body: { login_id: 'instructor@demo.kr', password: DEMO_PASSWORD },
    });
    const refused = await instructor.call('GET', `/api/student/details/${studentIds[0]}`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('학생을 찾을 수 없습니다.');
    expect((await consultant.call('GET', '/api/student/details/999999')).status).toBe(404);
  });

  it('lists the active universities to anyone', async () => {
    const reply = await server.client().call<{ name: string }[]>('GET', '/api/university/active/list');
    expect(reply.body.data.map((university) => university.name)).toEqual(['새봄대학교', '한빛대학교']);
  });

  it('lists a consultant’s students and an instructor’s participants, each only their own', async () => {
    const consultant = await signInConsultant(server);
    const students = await consultant.call<Page<{ name: string; completed: string[] }>>('GET', '/api/student/list');
    expect(students.body.data).toMatchObject({ total: 3, page: 1, size: 20 });
    expect(students.body.data.items.map((student) => student.name)).toEqual(['정서연', '최민준', '한도윤']);
    expect(students.body.data.items[0]?.completed).toEqual([]);
    const instructor = server.client();
    await instructor.call('POST', '/api/instructor-login', {
      body: { login_id: 'instructor@demo.kr', password: DEMO_PASSWORD },
    });
    const participants = await instructor.call<Page<{ name: string }>>('GET', '/api/student/list');
    expect(participants.body.data.items.map((participant) => participant.name)).toEqual(['서지우', '윤하람']);
    expect((await server.client().call('GET', '/api/student/list')).status).toBe(401);
  });

  it('searches, sorts and pages the students on the server, each with the tools they completed once', async () => {
    const consultant = await signInConsultant(server);
    const list = (query: string) =>
      consultant.call<Page<{ id: number; name: string; completed: string[] }>>('GET', `/api/student/list?${query}`);
    const found = await list(`keyword=${encodeURIComponent('민준')}`);
    expect(found.body.data.items.map((student) => student.name)).toEqual(['최민준']);
    expect(found.body.data.total).toBe(1);
    const second = await list('size=2&page=2');
    expect(second.body.data).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(second.body.data.items.map((student) => student.name)).toEqual(['한도윤']);
    const descending = await list('sort=-name');
    expect(descending.body.data.items.map((student) => student.name)).toEqual(['한도윤', '최민준', '정서연']);
    expect((await list('sort=email')).status).toBe(400);

    // Two results of one tool and one of another read as two tools, in the order of their names.
    const student = found.body.data.items[0] as { id: number };
    const { db } = server.database;
    for (const tool of ['ptid', 'career-anchor', 'ptid'] as const) {
      const run = await db
        .insertInto('tool_run')
        .values({
          user_id: student.id,
          action_item: tool,
          audience: 'user',
          status: 'completed',
          completed_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('tool_result')
        .values({ user_id: student.id, run_id: run.id, action_item: tool, result: '{}', scoring_version: 'test' })
        .execute();
    }
    const withResults = await list(`keyword=${encodeURIComponent('최민준')}`);
    expect(withResults.body.data.items[0]?.completed).toEqual(['career-anchor', 'ptid']);
  });

  it('lets the admin page through users and search them, literally', async () => {
    const admin = server.client();
    await admin.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
    const firstPage = await admin.call<{ items: { name: string }[]; total: number }>(
      'GET',
      '/adminApi/admin/user/list?page=1&size=2',
    );
    // The three demo students and the two participants of each demo instructor.
    expect(firstPage.body.data.total).toBe(7);
    expect(firstPage.body.data.items).toHaveLength(2);
    // Pages chosen by id first (pageOf idsFirst) still follow the sort, without overlap or gaps.
    for (const sort of ['name', '-name', 'created', '-created']) {
      const whole = await admin.call<{ items: { id: number }[] }>(
        'GET',
        `/adminApi/admin/user/list?size=100&sort=${sort}`,
      );
      const paged: number[] = [];
      for (const page of [1, 2, 3, 4]) {
        const part = await admin.call<{ items: { id: number }[] }>(
          'GET',
          `/adminApi/admin/user/list?size=2&page=${page}&sort=${sort}`,
        );
        paged.push(...part.body.data.items.map((user) => user.id));
      }
      expect(paged).toEqual(whole.body.data.items.map((user) => user.id));
    }
    const search = await admin.call<{ items: { name: string }[] }>(
      'GET',
      `/adminApi/admin/user/list?keyword=${encodeURIComponent('서연')}`,
    );
    expect(search.body.data.items.map((user) => user.name)).toEqual(['정서연']);
    const percent = await admin.call<{ total: number }>('GET', '/adminApi/admin/user/list?keyword=%25');
    expect(percent.body.data.total).toBe(0);
    const detail = await admin.call('GET', `/adminApi/admin/user/${studentIds[1]}`);
    expect(detail.body.data).toMatchObject({ name: '정서연', results: [] });
    expect((await admin.call('GET', '/adminApi/admin/user/999999')).status).toBe(404);
  });

  it.each(['page=0', 'page=abc', 'size=500'])('refuses the admin list query %s with a Korean 400', async (query) => {
    const admin = server.client();
    await admin.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
    const reply = await admin.call('GET', `/adminApi/admin/user/list?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/[가-힣]/);
  });

  it('keeps admin calls from other sessions', async () => {
    const consultant = await signInConsultant(server);
    expect((await consultant.call('GET', '/adminApi/admin/user/list')).status).toBe(401);
  });
});
