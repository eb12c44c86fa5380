import { university as universityCalls } from '@career/api-sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password';
import { DEMO_PASSWORD, startTestServer, type TestClient, type TestServer, testDatabase } from './harness';

interface Participant {
  id: number;
  name: string;
  student_number: string | null;
  major: string | null;
  started: string[];
  link: { token: string; path: string } | null;
}

/** The ISO day `days` after `day`. */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

interface ImportReply {
  registered: Participant[];
  refused: { line: number; name: string; reasons: string[] }[];
  valid_count: number;
}

describe(`university area on ${testDatabase}`, () => {
  let server: TestServer;
  let manager: TestClient;
  let universityId: number;
  let classId: number;
  /** Another university's class, consultant, participant and shared note: never the manager's to see. */
  const other = { universityId: 0, classId: 0, consultantId: 0, participantId: 0, noteId: 0 };

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    manager = server.client();
    const login = await manager.call<{ university: { id: number } }>('POST', '/api/university-login', {
      body: { login_id: 'univ', password: DEMO_PASSWORD },
    });
    universityId = login.body.data.university.id;
    const last = await manager.call<{ id: number }>('GET', `/universityApi/last-class/${universityId}`);
    classId = last.body.data.id;

    const { db } = server.database;
    const otherClass = await db
      .selectFrom('university_class')
      .select(['id', 'university_id'])
      .where('name', '=', '이강사의 진로 특강')
      .executeTakeFirstOrThrow();
    other.universityId = Number(otherClass.university_id);
    other.classId = otherClass.id;
    const consultant = await db
      .insertInto('university_user')
      .values({
        type: 'CONSULTANT',
        university_id: other.universityId,
        login_id: 'other-consultant',
        name: '남의상담',
        password_hash: await hashPassword(DEMO_PASSWORD),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    other.consultantId = consultant.id;
    const participant = await db
      .selectFrom('app_user')
      .select('id')
      .where('university_class_id', '=', other.classId)
      .executeTakeFirstOrThrow();
    other.participantId = participant.id;
    const note = await db
      .insertInto('consultant_log')
      .values({
        user_id: other.participantId,
        university_class_id: other.classId,
        university_id: other.universityId,
        author_id: other.consultantId,
        action_item: 'general',
        session_on: '2026-11-20',
        status: 'signed',
        signed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    other.noteId = note.id;
  });
  afterAll(() => server.close());

  it('gives a manager the latest class of their university, and no other university’s', async () => {
    const last = await manager.call('GET', `/universityApi/last-class/${universityId}`);
    expect(last.body.data).toEqual({ id: expect.any(Number), name: '2026학년도 2학기 진로설계', year: 2026 });
    const otherUniversity = await manager.call('GET', `/universityApi/last-class/${universityId + 1}`);
    expect(otherUniversity.status).toBe(403);
    expect((await server.client().call('GET', `/universityApi/last-class/${universityId}`)).status).toBe(401);
  });

  it('refuses every call about another university (generated from the contract)', async () => {
    const idFor = (path: string) =>
      /consultant\/(detail|inActive)/.test(path)
        ? other.consultantId
        : /participant\/(delete|link|\{id\})/.test(path)
          ? other.participantId
          : /consultant-log\/(detail|delete)/.test(path)
            ? other.noteId
            : /last-class|university\//.test(path)
              ? other.universityId
              : other.classId;
    const bodies: Record<string, unknown> = {
      '/consultant/register': { class_id: other.classId, login_id: 'sneaky', name: '몰래', password: 'abcd1234' },
      '/consultant/update': { id: other.consultantId, class_id: classId, name: '바꿈' },
      '/participant/register': { class_id: other.classId, participant: { name: '몰래' } },
      '/participant/update': { id: other.participantId, class_id: classId, name: '바꿈' },
      '/participant/link/{id}': { action: 'reissue' },
      '/consultant/inActive/{id}': {},
      '/consultant-log/delete/{actionItem}/{id}': { reason: '남의 것 지우기' },
    };
    const calls = Object.values(universityCalls);
    expect(calls.length).toBeGreaterThanOrEqual(17);
    for (const call of calls) {
      const path = call.path.replace('{actionItem}', 'general').replace('{id}', String(idFor(call.path)));
      const reply = await manager.call(call.method, `/universityApi${path}`, { body: bodies[call.path] });
      expect([403, 404], `${call.method} ${call.path} answered ${reply.status}`).toContain(reply.status);
    }
    // And a consultant of another university never becomes ours by an update of our class.
    const unchanged = await server.database.db
      .selectFrom('university_user')
      .select('name')
      .where('id', '=', other.consultantId)
      .executeTakeFirstOrThrow();
    expect(unchanged.name).toBe('남의상담');
  });

  it('shows the class dashboard', async () => {
    type Week = { week_start: string; sessions: number; notes: number };
    const read = () =>
      manager.call<{
        class: { id: number; tools: string[] };
        participants: unknown[];
        weeks: Week[];
        consultant_count: number;
      }>('GET', `/universityApi/dashboard/${classId}`);
    const before = (await read()).body.data.weeks;
    // A session and a shared note in the week before last, on its Sunday (the week's last day, late
    // at night in Korea), and a note the university may not see: counted in that week only.
    const { db } = server.database;
    const student = await db
      .selectFrom('app_user')
      .select('id')
      .where('university_class_id', '=', classId)
      .executeTakeFirstOrThrow();
    const author = await db
      .selectFrom('university_user_class as uuc')
      .innerJoin('university_user as uu', 'uu.id', 'uuc.university_user_id')
      .select('uu.id')
      .where('uuc.university_class_id', '=', classId)
      .where('uu.type', '=', 'CONSULTANT')
      .executeTakeFirstOrThrow();
    const week = before.at(-3) as Week;
    const sunday = new Date(`${week.week_start}T23:30:00+09:00`);
    sunday.setUTCDate(sunday.getUTCDate() + 6);
    const run = await db
      .insertInto('tool_run')
      .values({
        user_id: student.id,
        action_item: 'ptid',
        audience: 'consultant',
        started_by: author.id,
        university_class_id: classId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // When a run starts is the database's to say (no insert or update sets it); a test may set it.
    await sql`update tool_run set created_at = ${sunday} where id = ${run.id}`.execute(db);
    const note = { user_id: student.id, university_class_id: classId, author_id: author.id, action_item: 'general' };
    const sessionOn = dayAfter(week.week_start, 6);
    await db
      .insertInto('consultant_log')
      .values([
        { ...note, session_on: sessionOn, status: 'signed', visibility: 'university', signed_at: new Date() },
        { ...note, session_on: sessionOn, status: 'signed', visibility: 'private', signed_at: new Date() },
      ])
      .execute();
    const dashboard = await read();
    const after = dashboard.body.data.weeks;
    expect(after.map((w) => w.week_start)).toEqual(before.map((w) => w.week_start));
    expect(after.map((w, i) => [w.sessions - (before[i]?.sessions ?? 0), w.notes - (before[i]?.notes ?? 0)])).toEqual(
      before.map((w) => (w.week_start === week.week_start ? [1, 1] : [0, 0])),
    );
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data.class.id).toBe(classId);
    expect(dashboard.body.data.class.tools).toContain('ptid');
    expect(dashboard.body.data.weeks).toHaveLength(8);
    expect(dashboard.body.data.participants.length).toBeGreaterThan(0);
    expect(dashboard.body.data.consultant_count).toBe(1);
  });

  it('registers a consultant, who signs in until made inactive', async () => {
    const created = await manager.call<{ id: number; classes: { id: number }[] }>(
      'POST',
      '/universityApi/consultant/register',
      {
        body: { class_id: classId, login_id: 'new.consultant', name: '새상담', password: 'newpass123' },
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.data.classes.map((c) => c.id)).toEqual([classId]);
    const taken = await manager.call<unknown>('POST', '/universityApi/consultant/register', {
      body: { class_id: classId, login_id: 'new.consultant', name: '또', password: 'newpass123' },
    });
    expect(taken.status).toBe(409);
    const them = server.client();
    const signIn = () =>
      them.call('POST', '/api/university-user-login', { body: { login_id: 'new.consultant', password: 'newpass123' } });
    expect((await signIn()).status).toBe(200);
    const off = await manager.call<{ active: boolean }>(
      'PATCH',
      `/universityApi/consultant/inActive/${created.body.data.id}`,
      {
        body: {},
      },
    );
    expect(off.body.data.active).toBe(false);
    // Their session stops at once, and they cannot sign in again.
    expect((await them.call('GET', '/api/student/list')).status).toBe(401);
    expect((await signIn()).status).not.toBe(200);
    const list = await manager.call<{ id: number; active: boolean }[]>(
      'GET',
      `/universityApi/consultant/list/${classId}`,
    );
    expect(list.body.data.find((c) => c.id === created.body.data.id)?.active).toBe(false);
    // The dashboard counts only the class's consultants who still counsel.
    const dashboard = await manager.call<{ consultant_count: number }>('GET', `/universityApi/dashboard/${classId}`);
    expect(dashboard.body.data.consultant_count).toBe(1);
  });

  it('imports participants from CSV all or nothing, with a reason for every refused row', async () => {
    const bad = await manager.call<{ registered: unknown[]; refused: { line: number; reasons: string[] }[] }>(
      'POST',
      '/universityApi/participant/register',
      {
        body: {
          class_id: classId,
          csv: '\uFEFF이름,학번,이메일,전공\r\n한가람,2026001,ga@demo.kr,경영학과\r\n,2026002,,\r\n두나래,2026001,not-an-email,\r\n',
        },
      },
    );
    expect(bad.status).toBe(200);
    expect(bad.body.data.registered).toEqual([]);
    expect(bad.body.data.refused.map((row) => row.line)).toEqual([3, 4]);
    expect(bad.body.data.refused[0]?.reasons).toContain('이름을 입력해 주세요.');
    expect(bad.body.data.refused[1]?.reasons.join(' ')).toMatch(/겹칩니다/);
    expect(bad.body.data.refused[1]?.reasons.join(' ')).toMatch(/이메일/);
    const before = await manager.call<Page<Participant>>(
      'GET',
      `/universityApi/participant/list/${classId}?keyword=${encodeURIComponent('한가람')}`,
    );
    expect(before.body.data.total).toBe(0);

    const good = await manager.call<{ registered: Participant[] }>('POST', '/universityApi/participant/register', {
      body: { class_id: classId, csv: '이름,학번,전공\n한가람,2026001,경영학과\n"두, 나래",2026002,\n' },
    });
    expect(good.body.data.registered.map((p) => [p.name, p.major, Boolean(p.link)])).toEqual([
      ['두, 나래', null, true],
      ['한가람', '경영학과', true],
    ]);
    const header = await manager.call('POST', '/universityApi/participant/register', {
      body: { class_id: classId, csv: '성명,학번\n가,1\n' },
    });
    expect(header.status).toBe(400);
    expect(header.body.message).toMatch(/머리글/);
  });

  it('registers, updates, reissues the link of and removes a participant', async () => {
    const one = await manager.call<{ registered: Participant[] }>('POST', '/universityApi/participant/register', {
      body: { class_id: classId, participant: { name: '하나', student_number: '2026099' } },
    });
    const created = one.body.data.registered[0] as Participant;
    const updated = await manager.call<Participant>('PATCH', '/universityApi/participant/update', {
      body: { id: created.id, class_id: classId, major: '컴퓨터공학과' },
    });
    expect(updated.body.data.major).toBe('컴퓨터공학과');
    // Naming another class of the same university moves nobody.
    const otherClass = await server.database.db
      .insertInto('university_class')
      .values({ university_id: universityId, name: '다른 반', year: 2026 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const moved = await manager.call('PATCH', '/universityApi/participant/update', {
      body: { id: created.id, class_id: otherClass.id, name: '옮김' },
    });
    expect(moved.status).toBe(404);
    const reissued = await manager.call<Participant>('PATCH', `/universityApi/participant/link/${created.id}`, {
      body: { action: 'reissue' },
    });
    expect(reissued.body.data.link?.token).not.toBe(created.link?.token);
    const detail = await manager.call<{ participant: { class: { id: number } } }>(
      'GET',
      `/universityApi/participant/${created.id}`,
    );
    expect(detail.body.data.participant.class.id).toBe(classId);
    expect((await manager.call('DELETE', `/universityApi/participant/delete/${created.id}`)).status).toBe(200);
    expect((await manager.call('GET', `/universityApi/participant/${created.id}`)).status).toBe(404);

    // A participant who has started a tool keeps their record.
    const student = server.client();
    const login = await student.call<{ id: number }>('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    await student.call('POST', `/api/user/tool/career-anchor/run/${login.body.data.id}`, { body: {} });
    const refused = await manager.call('DELETE', `/universityApi/participant/delete/${login.body.data.id}`);
    expect(refused.status).toBe(409);
  });

  it('registers only the good rows of a file when asked, checking them again and naming every row left out', async () => {
    const file = '이름,학번,이메일\n고운,2026501,\n,2026502,\n나래,2026503,nope\n바다,2026504,sea@demo.kr\n';
    const send = (skip_refused?: boolean) =>
      manager.call<ImportReply>('POST', '/universityApi/participant/register', {
        body: { class_id: classId, csv: file, ...(skip_refused === undefined ? {} : { skip_refused }) },
      });
    const checked = await send();
    expect(checked.body.data).toMatchObject({ registered: [], valid_count: 2 });
    expect(checked.body.data.refused.map((row) => row.line)).toEqual([3, 4]);

    // Between the check and the press, someone registers 2026504 by the form: that row is now refused too.
    await manager.call('POST', '/universityApi/participant/register', {
      body: { class_id: classId, participant: { name: '먼저', student_number: '2026504' } },
    });
    const good = await send(true);
    expect(good.status).toBe(200);
    expect(good.body.data.registered.map((p) => [p.name, p.student_number, Boolean(p.link)])).toEqual([
      ['고운', '2026501', true],
    ]);
    expect(good.body.data.refused.map((row) => [row.line, row.name])).toEqual([
      [3, ''],
      [4, '나래'],
      [5, '바다'],
    ]);
    expect(good.body.data.refused[2]?.reasons.join(' ')).toMatch(/이미 이 학급에 있습니다/);
    expect(good.body.data.valid_count).toBe(1);

    // A file with no good row registers nobody even when asked, and says so.
    const none = await manager.call('POST', '/universityApi/participant/register', {
      body: { class_id: classId, csv: '이름,학번\n,1\n', skip_refused: true },
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/등록할 수 있는 줄이 하나도 없습니다/);
    const wrong = await manager.call('POST', '/universityApi/participant/register', {
      body: { class_id: classId, csv: file, skip_refused: 'yes' },
    });
    expect(wrong.status).toBe(400);
  });

  it('pages, searches and filters a class of 300 by name, student number and progress, all on the server', async () => {
    const { db } = server.database;
    const big = await db
      .insertInto('university_class')
      .values({ university_id: universityId, name: '300명 특강', year: 2026 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tool_grant')
      .values(
        ['ptid', 'career-anchor'].map((tool) => ({
          action_item: tool as 'ptid',
          university_class_id: big.id,
          source: 'class' as const,
        })),
      )
      .execute();
    const people = await db
      .insertInto('app_user')
      .values(
        Array.from({ length: 300 }, (_, index) => ({
          name: `학생${String(index + 1).padStart(3, '0')}`,
          student_number: `2027${String(index + 1).padStart(4, '0')}`,
          university_class_id: big.id,
        })),
      )
      .returning('id')
      .execute();
    // The first 30 started ptid; the first 10 of them also finished both tools the class opens.
    for (const [index, person] of people.slice(0, 30).entries()) {
      for (const tool of index < 10 ? (['ptid', 'career-anchor'] as const) : (['ptid'] as const)) {
        const run = await db
          .insertInto('tool_run')
          .values({ user_id: person.id, action_item: tool, audience: 'user' })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (index < 10)
          await db
            .insertInto('tool_result')
            .values({ user_id: person.id, run_id: run.id, action_item: tool, scoring_version: 'test', result: '{}' })
            .execute();
      }
    }
    const list = (query: string) =>
      manager.call<Page<Participant>>('GET', `/universityApi/participant/list/${big.id}?${query}`);

    const first = await list('');
    expect(first.body.data).toMatchObject({ total: 300, page: 1, size: 20 });
    expect(first.body.data.items.map((p) => p.name).slice(0, 2)).toEqual(['학생001', '학생002']);
    const last = await list('page=15');
    expect(last.body.data.items.map((p) => p.name).at(-1)).toBe('학생300');
    expect((await list('page=16')).body.data.items).toEqual([]);
    const byNumber = await list('sort=-number&size=5');
    expect(byNumber.body.data.items.map((p) => p.student_number)).toEqual([
      '20270300',
      '20270299',
      '20270298',
      '20270297',
      '20270296',
    ]);
    expect((await list('keyword=20270123')).body.data.items.map((p) => p.name)).toEqual(['학생123']);
    expect((await list(`keyword=${encodeURIComponent('학생29')}`)).body.data.total).toBe(10);
    expect((await list('progress=not_started')).body.data.total).toBe(270);
    expect((await list('progress=in_progress')).body.data.total).toBe(20);
    const done = await list('progress=done');
    expect(done.body.data.total).toBe(10);
    expect(done.body.data.items.every((p) => p.started.includes('ptid'))).toBe(true);
    expect((await list(`progress=done&keyword=${encodeURIComponent('학생01')}`)).body.data.total).toBe(1);

    const badFilter = await list('progress=halfway');
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.message).toBe('진행 상태 필터가 올바르지 않습니다.');
    expect((await list('sort=email')).status).toBe(400);

    // The cards are every participant the search finds, not a page; and never another university's.
    const cards = await manager.call<Participant[]>(
      'GET',
      `/universityApi/participant/cards/${big.id}?progress=not_started`,
    );
    expect(cards.body.data).toHaveLength(270);
    expect(cards.body.data[0]?.name).toBe('학생031');
    expect((await manager.call('GET', `/universityApi/participant/cards/${other.classId}`)).status).toBe(404);
  });

  it('gives a regional student the address that signs them in, also after a reissue', async () => {
    const found = await manager.call<Page<Participant>>(
      'GET',
      `/universityApi/participant/list/${classId}?keyword=${encodeURIComponent('정서연')}`,
    );
    const student = found.body.data.items[0] as Participant;
    expect(student.link?.path).toBe(`/gwangju/demo-gwangju-01/${student.id}`);
    const plain = await manager.call<Page<Participant>>(
      'GET',
      `/universityApi/participant/list/${classId}?keyword=${encodeURIComponent('최민준')}`,
    );
    expect(plain.body.data.items[0]?.link?.path).toBe('/user/demo-student-01');

    /** Signs in the way the printed address does: /gwangju/{token}/{userId} → the regional login. */
    const signInBy = (path: string) => {
      const [, region, token, userId] = path.split('/');
      expect(region).toBe('gwangju');
      return server.client().call('POST', '/api/login/gwangju', { body: { token, user_id: Number(userId) } });
    };
    expect((await signInBy(student.link?.path ?? '')).status).toBe(200);

    const reissued = await manager.call<Participant>('PATCH', `/universityApi/participant/link/${student.id}`, {
      body: { action: 'reissue' },
    });
    const path = reissued.body.data.link?.path ?? '';
    expect(path).toMatch(new RegExp(`^/gwangju/[a-z0-9_-]+/${student.id}$`));
    expect(path).not.toBe(student.link?.path);
    expect((await signInBy(path)).status).toBe(200);
    expect((await signInBy(student.link?.path ?? '')).status).toBe(401);
  });
});
