import { type EndpointData, todayInKorea, type university } from '@career/api-sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, giveResult, startTestServer, type TestClient, type TestServer, testDatabase } from './harness';

// A class's picture for the university (issue 39, decision 059) through HTTP: counts of people from
// each participant's latest results up to a day, the change between two days, and the small-group
// rule: a figure about fewer than 5 people is not given.

type Picture = EndpointData<typeof university.picture>;

const ptid = (code: string) => ({ code, quality: [] });
const anchor = (first: string) => ({
  top: [first, 'TF'],
  content: {
    anchors: [
      { code: 'SV', name: '봉사·헌신' },
      { code: 'TF', name: '전문 역량' },
      { code: 'SE', name: '안정' },
    ],
  },
  quality: [],
});

describe(`a class's picture on ${testDatabase}`, () => {
  let server: TestServer;
  let manager: TestClient;
  let classId: number;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    manager = server.client();
    const login = await manager.call<{ university: { id: number } }>('POST', '/api/university-login', {
      body: { login_id: 'univ', password: DEMO_PASSWORD },
    });
    const last = await manager.call<{ id: number }>(
      'GET',
      `/universityApi/last-class/${login.body.data.university.id}`,
    );
    classId = last.body.data.id;
    const { db } = server.database;
    const added = await db
      .insertInto('app_user')
      .values(
        ['가', '나', '다', '라', '마', '바'].map((name) => ({ name: `학생${name}`, university_class_id: classId })),
      )
      .returning('id')
      .execute();
    // Six students: five S first by the end (one was A in March), one R; three have anchors.
    for (const [index, { id }] of added.entries()) {
      await giveResult(server, id, 'ptid', 'ptid/2', ptid(index === 5 ? 'RIC' : 'SAE'));
      if (index < 3) await giveResult(server, id, 'career-anchor', 'career-anchor/2', anchor('SV'));
    }
    const first = added[0]?.id ?? 0;
    await giveResult(server, first, 'ptid', 'ptid/2', ptid('ASE'));
    // The first student's A result was kept in March, their S one in April (as the manager would see them).
    const keptOn = (code: string, at: string) =>
      sql`update tool_result set created_at = ${at}::timestamptz
        where user_id = ${first} and result @> ${JSON.stringify({ code })}::jsonb`.execute(db);
    await keptOn('ASE', '2026-03-02 10:00+09');
    await keptOn('SAE', '2026-04-01 10:00+09');
  });
  afterAll(() => server.close());

  it('counts people by their latest interest type, and leaves out a bin of fewer than 5', async () => {
    const reply = await manager.call<Picture>('GET', `/universityApi/dashboard/${classId}/picture`);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ participants: 9, small_group: 5 });
    const [today] = reply.body.data.days;
    expect(today?.day).toBe(todayInKorea());
    expect(today?.picture.interest.people).toBe(6);
    expect(today?.picture.interest.bins.map((bin) => [bin.key, bin.count])).toEqual([
      ['R', null],
      ['I', 0],
      ['A', 0],
      ['S', 5],
      ['E', 0],
      ['C', 0],
    ]);
    // Three anchors: too few to show at all; no one aimed at an occupation.
    expect(today?.picture.anchors).toEqual({ people: null, bins: [] });
    expect(today?.picture.occupations).toEqual({ people: 0, items: [] });
  });

  it('shows the change between two days by the results kept up to each', async () => {
    const reply = await manager.call<Picture>('GET', `/universityApi/dashboard/${classId}/picture?from=2026-03-15`);
    const [march, december] = reply.body.data.days;
    expect(march?.day).toBe('2026-03-15');
    // In March only the first student had a result (A): one person, not shown.
    expect(march?.picture.interest).toEqual({ people: null, bins: [] });
    expect(december?.picture.interest.bins.find((bin) => bin.key === 'S')?.count).toBe(5);
  });

  it('refuses days in the wrong order and another university’s class', async () => {
    const wrong = await manager.call(
      'GET',
      `/universityApi/dashboard/${classId}/picture?from=2026-06-01&to=2026-03-01`,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('비교할 첫날은 기준일보다 앞이어야 합니다.');
    const bad = await manager.call('GET', `/universityApi/dashboard/${classId}/picture?to=2026-02-30`);
    expect(bad.status).toBe(400);
    const other = await server.database.db
      .selectFrom('university_class')
      .select('id')
      .where('name', '=', '이강사의 진로 특강')
      .executeTakeFirstOrThrow();
    expect((await manager.call('GET', `/universityApi/dashboard/${other.id}/picture`)).status).toBe(404);
  });
});
