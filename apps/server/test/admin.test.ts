import { CSV_MAX_ROWS, LIST_COUNT_LIMIT } from '@career/api-sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signInConsultant, startTestServer, type TestServer, testDatabase } from './harness';

// The admin console's universities, classes and people (issue 18): what an operator does to set a
// university up, and what the people they register can then do.

interface University {
  id: number;
  name: string;
  region: string | null;
  active: boolean;
  contract_ends_on: string | null;
  class_count: number;
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}
interface Issues {
  issues: { path: string; message: string }[];
}

describe(`admin console: universities, classes and people on ${testDatabase}`, () => {
  let server: TestServer;
  let admin: ReturnType<TestServer['client']>;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    admin = server.client();
    await admin.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
  });
  afterAll(() => server.close());

  const createUniversity = (name: string, extra: Record<string, unknown> = {}) =>
    admin.call<University>('POST', '/adminApi/university/register', { body: { name, ...extra } });

  it('creates, lists, searches, sorts, pages, updates and exports universities', async () => {
    const created = await createUniversity('가람대학교', {
      region: '전북',
      contract_starts_on: '2026-03-01',
      contract_ends_on: '2027-02-28',
      contact_name: '김담당',
      contact_phone: '063-123-4567',
      contact_email: 'Staff@Garam.ac.kr',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: '가람대학교',
      region: '전북',
      active: true,
      contract_ends_on: '2027-02-28',
      contact_email: 'staff@garam.ac.kr',
      class_count: 0,
    });
    await createUniversity('나래대학교', { region: '전북' });

    const searched = await admin.call<Page<University>>('GET', '/adminApi/university/list?keyword=전북&sort=-name');
    expect(searched.body.data.items.map((u) => u.name)).toEqual(['나래대학교', '가람대학교']);
    const paged = await admin.call<Page<University>>(
      'GET',
      '/adminApi/university/list?keyword=전북&sort=name&size=1&page=2',
    );
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(paged.body.data.items.map((u) => u.name)).toEqual(['나래대학교']);

    const updated = await admin.call<University>('PATCH', `/adminApi/university/update/${created.body.data.id}`, {
      body: { name: '가람대학교', region: '전북', active: false },
    });
    expect(updated.body.data).toMatchObject({ active: false, contract_ends_on: '2027-02-28' });
    const inactive = await admin.call<Page<University>>(
      'GET',
      '/adminApi/university/list?active=inactive&keyword=가람',
    );
    expect(inactive.body.data.items.map((u) => u.name)).toEqual(['가람대학교']);

    const exported = await admin.call<{ filename: string; csv: string }>(
      'GET',
      '/adminApi/university/export?keyword=전북',
    );
    expect(exported.body.data.filename).toMatch(/^대학목록_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.body.data.csv.startsWith('\uFEFF번호,대학,지역,사용')).toBe(true);
    expect(exported.body.data.csv).toContain('가람대학교,전북,아니오,2026-03-01,2027-02-28');

    const log = await admin.call<Page<{ action: string; summary: string; before: unknown; after: unknown }>>(
      'GET',
      `/adminApi/audit/list?entity=university&entity_id=${created.body.data.id}`,
    );
    expect(log.body.data.items.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(log.body.data.items[0]).toMatchObject({
      summary: '대학 "가람대학교" 수정',
      before: { active: true },
      after: { active: false },
    });
  });

  it('refuses bad input with Korean messages on the fields', async () => {
    const empty = await admin.call<Issues>('POST', '/adminApi/university/register', { body: { name: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.data.issues).toContainEqual({ path: 'name', message: '대학 이름을 입력해 주세요.' });
    const backwards = await admin.call<Issues>('POST', '/adminApi/university/register', {
      body: { name: '다솜대학교', contract_starts_on: '2026-03-01', contract_ends_on: '2026-02-01' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.data.issues).toContainEqual({
      path: 'contract_ends_on',
      message: '끝나는 날은 시작하는 날과 같거나 그 뒤여야 합니다.',
    });
    const badSort = await admin.call('GET', '/adminApi/university/list?sort=password');
    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toContain('정렬 기준이 올바르지 않습니다.');
    expect((await admin.call('GET', '/adminApi/university/detail/999999')).body.message).toBe(
      '대학을 찾을 수 없습니다.',
    );
  });

  it('sets up a class that opens ptid, a consultant, a manager and a participant who can sign in', async () => {
    const university = (await createUniversity('라온대학교', { region: '서울' })).body.data;
    const created = await admin.call<{ id: number; tools: string[]; university: { id: number } }>(
      'POST',
      `/adminApi/university/${university.id}/class/register`,
      {
        body: {
          name: '진로설계 1반',
          year: 2026,
          term: '2학기',
          starts_on: '2026-09-01',
          ends_on: '2026-12-20',
          capacity: 30,
          tools: ['ptid'],
        },
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ tools: ['ptid'], university: { id: university.id } });
    const classId = created.body.data.id;
    // A class lasts at most a year (366 days), when its days are set (issue 35).
    const yearAndADay = {
      name: '진로설계 2반',
      year: 2026,
      term: '상시',
      tools: [],
      starts_on: '2026-09-01',
      ends_on: '2027-09-02',
    };
    const tooLong = [
      { path: 'ends_on', message: '수업 기간은 366일(1년)까지 정할 수 있습니다. 종료일을 앞당겨 주세요.' },
    ];
    const long = await admin.call<Issues>('POST', `/adminApi/university/${university.id}/class/register`, {
      body: yearAndADay,
    });
    expect([long.status, long.body.data.issues]).toEqual([400, tooLong]);
    const stretched = await admin.call<Issues>('PATCH', `/adminApi/class/update/${classId}`, {
      body: { ...yearAndADay, name: '진로설계 1반' },
    });
    expect([stretched.status, stretched.body.data.issues]).toEqual([400, tooLong]);

    const consultant = await admin.call<{ id: number; classes: { id: number }[] }>(
      'POST',
      `/adminApi/class/${classId}/staff/register`,
      {
        body: {
          kind: 'consultant',
          login_id: 'raon.counsel',
          name: '박상담',
          password: 'counsel2026',
          phone: '010-1234-5678',
        },
      },
    );
    expect(consultant.status).toBe(200);
    expect(consultant.body.data.classes.map((c) => c.id)).toEqual([classId]);
    const taken = await admin.call<Issues>('POST', `/adminApi/class/${classId}/staff/register`, {
      body: { kind: 'consultant', login_id: 'raon.counsel', name: '다른 사람', password: 'counsel2026' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.data.issues).toEqual([
      { path: 'login_id', message: '이미 쓰고 있는 아이디입니다. 다른 아이디를 입력해 주세요.' },
    ]);
    const noPassword = await admin.call<Issues>('POST', `/adminApi/class/${classId}/staff/register`, {
      body: { kind: 'manager', login_id: 'raon.head', name: '최관리' },
    });
    expect(noPassword.body.data.issues).toEqual([{ path: 'password', message: '처음 비밀번호를 입력해 주세요.' }]);
    const manager = await admin.call('POST', `/adminApi/class/${classId}/staff/register`, {
      body: { kind: 'manager', login_id: 'raon.head', name: '최관리', password: 'manager2026' },
    });
    expect(manager.status).toBe(200);

    const participant = await admin.call<{ id: number; link: { token: string } }>(
      'POST',
      `/adminApi/class/${classId}/participant/register`,
      { body: { name: '정참여', student_number: '20261234' } },
    );
    expect(participant.status).toBe(200);
    const token = participant.body.data.link.token;
    expect(token).toMatch(/^[a-z2-7]{26,}$/);

    // The participant's link signs them in, and their class's grant opens ptid.
    const student = server.client();
    const login = await student.call<{ id: number }>('POST', '/api/login/link', { body: { token } });
    expect(login.status).toBe(200);
    const grant = await student.call<{ granted: boolean; source: string | null }>(
      'GET',
      `/api/user/ptid/access/${participant.body.data.id}`,
    );
    expect(grant.body.data).toMatchObject({ granted: true, source: 'class' });

    // The consultant signs in and sees the participant; the manager signs in to the university area.
    const counsellor = server.client();
    expect(
      (
        await counsellor.call('POST', '/api/university-user-login', {
          body: { login_id: 'raon.counsel', password: 'counsel2026' },
        })
      ).status,
    ).toBe(200);
    const seen = await counsellor.call<{ name: string }>('GET', `/api/student/details/${participant.body.data.id}`);
    expect(seen.body.data.name).toBe('정참여');
    const head = server.client();
    expect(
      (await head.call('POST', '/api/university-login', { body: { login_id: 'raon.head', password: 'manager2026' } }))
        .status,
    ).toBe(200);

    const detail = await admin.call<{
      class: { participant_count: number; consultants: { name: string }[] };
      staff: { kind: string; name: string }[];
      participants: { name: string; completed: string[]; link: { token: string } | null }[];
    }>('GET', `/adminApi/class/${classId}`);
    expect(detail.body.data.class).toMatchObject({ participant_count: 1, consultants: [{ name: '박상담' }] });
    expect(detail.body.data.staff.map((s) => [s.kind, s.name])).toEqual([
      ['consultant', '박상담'],
      ['manager', '최관리'],
    ]);
    expect(detail.body.data.participants).toMatchObject([{ name: '정참여', completed: [], link: { token } }]);

    const exported = await admin.call<{ filename: string; csv: string }>(
      'GET',
      `/adminApi/class/${classId}/participants/export`,
    );
    expect(exported.body.data.filename).toMatch(/^라온대학교_진로설계_1반_참여자_/);
    expect(exported.body.data.csv).toContain('정참여,20261234');

    // Stopping the consultant ends their sign-in; reissuing the link stops the old one.
    const stopped = await admin.call(
      'PATCH',
      `/adminApi/class/${classId}/staff/consultant/${consultant.body.data.id}`,
      {
        body: { active: false },
      },
    );
    expect(stopped.body).toMatchObject({ message: '', data: { active: false } });
    expect((await counsellor.call('GET', '/api/university-user-token')).status).toBe(401);
    const reissued = await admin.call<{ link: { token: string } }>(
      'POST',
      `/adminApi/user/${participant.body.data.id}/link`,
      {
        body: { action: 'reissue' },
      },
    );
    expect(reissued.body.data.link.token).not.toBe(token);
    expect((await server.client().call('POST', '/api/login/link', { body: { token } })).status).not.toBe(200);
    const revoked = await admin.call<{ link: null }>('POST', `/adminApi/user/${participant.body.data.id}/link`, {
      body: { action: 'revoke' },
    });
    expect(revoked.body.data.link).toBeNull();
    expect(
      (await server.client().call('POST', '/api/login/link', { body: { token: reissued.body.data.link.token } }))
        .status,
    ).not.toBe(200);

    // A class with a participant cannot be deleted, nor a university with a class.
    const refusedClass = await admin.call('DELETE', `/adminApi/class/delete/${classId}`);
    expect(refusedClass.status).toBe(409);
    expect(refusedClass.body.message).toContain('참여자가 1명 있는 학급은 지울 수 없습니다.');
    expect((await admin.call('DELETE', `/adminApi/university/delete/${university.id}`)).status).toBe(409);
  });

  it('deletes an empty university, and says so in the audit log', async () => {
    const { id } = (await createUniversity('바다대학교')).body.data;
    expect((await admin.call('DELETE', `/adminApi/university/delete/${id}`)).status).toBe(200);
    expect((await admin.call('GET', `/adminApi/university/detail/${id}`)).status).toBe(404);
    const log = await admin.call<Page<{ action: string }>>(
      'GET',
      `/adminApi/audit/list?entity=university&entity_id=${id}`,
    );
    expect(log.body.data.items.map((entry) => entry.action)).toEqual(['delete', 'create']);
  });

  it("counts today's and this month's figures on the dashboard", async () => {
    const before = await admin.call<{ new_users: { today: number; month: number }; active_classes: number }>(
      'GET',
      '/adminApi/dashboard',
    );
    const university = (await createUniversity('새봄대학교')).body.data;
    const { id: classId } = (
      await admin.call<{ id: number }>('POST', `/adminApi/university/${university.id}/class/register`, {
        body: { name: '새봄반', year: 2026, term: '상시', tools: [] },
      })
    ).body.data;
    await admin.call('POST', `/adminApi/class/${classId}/participant/register`, { body: { name: '오늘온' } });
    const after = await admin.call<{
      new_users: { today: number; month: number };
      active_classes: number;
      recent_changes: { summary: string }[];
    }>('GET', '/adminApi/dashboard');
    expect(after.body.data.new_users.today).toBe(before.body.data.new_users.today + 1);
    expect(after.body.data.new_users.month).toBe(before.body.data.new_users.month + 1);
    expect(after.body.data.active_classes).toBe(before.body.data.active_classes + 1);
    expect(after.body.data.recent_changes[0]?.summary).toContain('참여자 "오늘온" 등록');
  });

  it("lists users by kind and university, and shows one user's grants, runs and link", async () => {
    const university = (await createUniversity('하늘대학교')).body.data;
    const { id: classId } = (
      await admin.call<{ id: number }>('POST', `/adminApi/university/${university.id}/class/register`, {
        body: { name: '하늘반', year: 2026, term: '1학기', tools: ['ptid'] },
      })
    ).body.data;
    const { id: userId } = (
      await admin.call<{ id: number }>('POST', `/adminApi/class/${classId}/participant/register`, {
        body: { name: '구하늘', email: 'sky@example.kr' },
      })
    ).body.data;

    const list = await admin.call<Page<{ id: number; kind: string; university: { name: string } | null }>>(
      'GET',
      `/adminApi/admin/user/list?kind=participant&university_id=${university.id}&sort=name`,
    );
    expect(list.body.data.items).toEqual([
      expect.objectContaining({
        id: userId,
        kind: 'participant',
        university: { id: university.id, name: '하늘대학교' },
      }),
    ]);
    const byEmail = await admin.call<Page<{ id: number }>>('GET', '/adminApi/admin/user/list?keyword=sky%40example');
    expect(byEmail.body.data.items.map((user) => user.id)).toEqual([userId]);
    const individuals = await admin.call<Page<{ kind: string }>>('GET', '/adminApi/admin/user/list?kind=individual');
    expect(individuals.body.data.items.every((user) => user.kind === 'individual')).toBe(true);
    expect((await admin.call('GET', '/adminApi/admin/user/list?kind=vip')).status).toBe(400);

    const detail = await admin.call<{
      kind: string;
      email: string;
      grants: { action_item: string; source: string; via: string }[];
      link: { token: string } | null;
      runs: unknown[];
    }>('GET', `/adminApi/admin/user/${userId}`);
    expect(detail.body.data).toMatchObject({
      kind: 'participant',
      email: 'sky@example.kr',
      grants: [{ action_item: 'ptid', source: 'class', via: '학급 "하늘반"' }],
      link: { token: expect.any(String) },
      runs: [],
    });
  });

  it('lists instructors with their classes, and stopping one ends their sign-in', async () => {
    const list = await admin.call<Page<{ id: number; name: string; class_count: number; participant_count: number }>>(
      'GET',
      '/adminApi/instructor/list?keyword=instructor%40demo',
    );
    // The university's class they teach, and two of their own (decision 033).
    expect(list.body.data.items).toEqual([expect.objectContaining({ class_count: 3, participant_count: 2 })]);
    const id = list.body.data.items[0]?.id ?? 0;
    const detail = await admin.call<{ classes: { name: string; participant_count: number }[] }>(
      'GET',
      `/adminApi/instructor/detail/${id}`,
    );
    expect(detail.body.data.classes).toEqual([
      expect.objectContaining({ name: '겨울방학 진로 특강', state: 'cancelled', participant_count: 0 }),
      expect.objectContaining({ name: '이강사의 진로 특강', organization: '새봄대학교', participant_count: 2 }),
      expect.objectContaining({ name: '솔빛고 2학년 진로 캠프', state: 'finished', participant_count: 0 }),
    ]);

    const instructor = server.client();
    await instructor.call('POST', '/api/instructor-login', {
      body: { login_id: 'instructor@demo.kr', password: DEMO_PASSWORD },
    });
    expect((await instructor.call('GET', '/api/university-user-token')).status).toBe(200);
    const stopped = await admin.call<{ active: boolean }>('PATCH', `/adminApi/instructor/update/${id}`, {
      body: { active: false },
    });
    expect(stopped.body.data.active).toBe(false);
    expect((await instructor.call('GET', '/api/university-user-token')).status).toBe(401);
    await admin.call('PATCH', `/adminApi/instructor/update/${id}`, { body: { active: true } });
    const log = await admin.call<Page<{ summary: string }>>(
      'GET',
      `/adminApi/audit/list?entity=instructor&entity_id=${id}`,
    );
    expect(log.body.data.items.map((entry) => entry.summary)).toEqual([
      '강사 "이강사" 사용 재개',
      '강사 "이강사" 사용 중지',
    ]);
  });

  it('imports participants into a class from a CSV file, only the good rows when asked, and logs it', async () => {
    const university = (await createUniversity('누리대학교')).body.data;
    const { id: classId } = (
      await admin.call<{ id: number }>('POST', `/adminApi/university/${university.id}/class/register`, {
        body: { name: '누리반', year: 2026, term: '1학기', tools: [] },
      })
    ).body.data;
    type Outcome = {
      registered: { name: string; link: { path: string } | null }[];
      refused: { line: number; reasons: string[] }[];
      valid_count: number;
    };
    const file = '\uFEFF이름,학번,전화번호\r\n가온,2026701,010-1111-2222\r\n누리,2026701,\r\n다온,2026703,전화\r\n';
    const send = (skip_refused: boolean) =>
      admin.call<Outcome>('POST', `/adminApi/class/${classId}/participant/import`, {
        body: { csv: file, skip_refused },
      });
    const all = await send(false);
    expect(all.body.data.registered).toEqual([]);
    expect(all.body.data.valid_count).toBe(1);
    expect(all.body.data.refused.map((row) => row.line)).toEqual([3, 4]);
    expect(all.body.data.refused[0]?.reasons.join(' ')).toMatch(/2번째 줄과 겹칩니다/);
    const detail = await admin.call<{ participants: unknown[] }>('GET', `/adminApi/class/${classId}`);
    expect(detail.body.data.participants).toEqual([]);

    const good = await send(true);
    expect(good.body.data.registered).toEqual([
      expect.objectContaining({
        name: '가온',
        link: expect.objectContaining({ path: expect.stringMatching(/^\/user\//) }),
      }),
    ]);
    expect(good.body.data.refused.map((row) => row.line)).toEqual([3, 4]);
    // The same file again: 가온 is in the class now, so nothing is left to register.
    const again = await send(true);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/등록할 수 있는 줄이 하나도 없습니다/);
    const log = await admin.call<Page<{ summary: string }>>(
      'GET',
      `/adminApi/audit/list?entity=class&entity_id=${classId}`,
    );
    expect(log.body.data.items[0]?.summary).toBe(
      '참여자 1명 CSV로 등록 (누리대학교, 누리반), 로그인 링크 발급; 잘못된 2줄은 빼고',
    );
    expect(
      (await admin.call('POST', '/adminApi/class/999999/participant/import', { body: { csv: file } })).status,
    ).toBe(404);
  });

  it('exports users, instructors, classes and the audit log: the whole filtered list, in its order, formulas neutralised', async () => {
    const university = (await createUniversity('수식대학교')).body.data;
    const { id: classId } = (
      await admin.call<{ id: number }>('POST', `/adminApi/university/${university.id}/class/register`, {
        body: { name: '=수식반', year: 2026, term: '1학기', tools: [] },
      })
    ).body.data;
    // More users than a page holds, one of them named like a spreadsheet formula.
    const names = [
      '=HYPERLINK("http://evil","눌러")',
      '+82',
      '-1',
      '@SUM(A1)',
      ...Array.from({ length: 22 }, (_, i) => `수식${i}`),
    ];
    for (const name of names)
      await admin.call('POST', `/adminApi/class/${classId}/participant/register`, { body: { name } });
    type CsvFile = { filename: string; csv: string };
    const rowsOf = (file: CsvFile) =>
      file.csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');

    const users = await admin.call<CsvFile>(
      'GET',
      `/adminApi/admin/user/list/export?kind=participant&university_id=${university.id}&sort=name&page=2&size=5`,
    );
    expect(users.status).toBe(200);
    expect(users.body.data.filename).toMatch(/^사용자목록_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(
      users.body.data.csv.startsWith('\uFEFF번호,이름,구분,대학,학급,학번,이메일,완료한 도구 수,최근 활동,가입\r\n'),
    ).toBe(true);
    const userRows = rowsOf(users.body.data);
    // Every match, not the page the address names; in the list's order (by name).
    expect(userRows).toHaveLength(names.length + 1);
    expect(users.body.data.csv).toContain(`,"'=HYPERLINK(""http://evil"",""눌러"")",학급 참여자,수식대학교,'=수식반,`);
    expect(users.body.data.csv).toContain(",'+82,");
    expect(users.body.data.csv).toContain(",'-1,");
    expect(users.body.data.csv).toContain(",'@SUM(A1),");
    const sortedNames = userRows.slice(1).map((line) => line.split(',')[1]);
    expect(sortedNames.slice(-2)).toEqual(['수식8', '수식9']);

    const classes = await admin.call<CsvFile>('GET', `/adminApi/university/${university.id}/class/export?keyword=수식`);
    expect(classes.body.data.filename).toMatch(/^수식대학교_학급목록_/);
    expect(rowsOf(classes.body.data)).toEqual([
      '번호,학급,학년도,학기,시작일,종료일,정원,참여자 수,여는 도구,상담사,상태,등록일',
      expect.stringMatching(
        new RegExp(`^${classId},'=수식반,2026,1학기,,,,${names.length},,,운영 중,\\d{4}-\\d{2}-\\d{2}$`),
      ),
    ]);
    expect((await admin.call('GET', '/adminApi/university/999999/class/export')).status).toBe(404);

    const instructors = await admin.call<CsvFile>('GET', '/adminApi/instructor/export?keyword=instructor%40demo');
    expect(rowsOf(instructors.body.data)).toEqual([
      '번호,이름,이메일,전화번호,수업 수,참여자 수,진행한 도구,상태,가입',
      expect.stringMatching(/^\d+,이강사,instructor@demo\.kr,/),
    ]);

    const audit = await admin.call<CsvFile>(
      'GET',
      `/adminApi/audit/export?entity=university&entity_id=${university.id}`,
    );
    expect(rowsOf(audit.body.data)).toEqual([
      '번호,언제,누가,동작,대상 종류,대상 번호,무엇을,까닭,바꾸기 전,바꾼 뒤',
      expect.stringMatching(
        new RegExp(`^\\d+,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},운영 관리자,등록,university,${university.id},`),
      ),
    ]);
    // The same filters as the list: a bad one is refused in Korean, not ignored.
    const bad = await admin.call('GET', '/adminApi/admin/user/list/export?kind=vip');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('구분 필터가 올바르지 않습니다.');
    expect((await server.client().call('GET', '/adminApi/audit/export')).status).toBe(401);
  });

  it('refuses an export larger than one file holds, with a Korean message, and a narrower filter goes through', async () => {
    await sql`insert into admin_audit (admin_id, admin_name, action, entity, entity_id, summary)
      select null, '부하', 'update', 'bulk', g::text, '많은 기록 ' || g
      from generate_series(1, ${CSV_MAX_ROWS + 1}) g`.execute(server.database.db);
    const tooMany = await admin.call('GET', '/adminApi/audit/export');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('내보낼 줄이 50,000개를 넘습니다. 검색어나 필터로 좁혀 나누어 내보내 주세요.');
    const narrow = await admin.call<{ csv: string }>('GET', '/adminApi/audit/export?entity=university');
    expect(narrow.status).toBe(200);
    expect(narrow.body.data.csv).not.toContain('많은 기록');
  });

  it('counts a list up to LIST_COUNT_LIMIT rows, or to the end of a deeper page, and says when there are more', async () => {
    const rows = await sql<{ n: number }>`select count(*)::int as n from admin_audit where entity = 'bulk'`.execute(
      server.database.db,
    );
    if ((rows.rows[0]?.n ?? 0) <= CSV_MAX_ROWS)
      await sql`insert into admin_audit (admin_id, admin_name, action, entity, entity_id, summary)
        select null, '부하', 'update', 'bulk', g::text, '많은 기록 ' || g
        from generate_series(1, ${CSV_MAX_ROWS + 1}) g`.execute(server.database.db);
    type Listed = { items: unknown[]; total: number; total_at_least?: boolean; page: number };
    const first = await admin.call<Listed>('GET', '/adminApi/audit/list?entity=bulk');
    expect(first.body.data).toMatchObject({ total: LIST_COUNT_LIMIT, total_at_least: true, page: 1 });
    expect(first.body.data.items).toHaveLength(20);
    // A page past the limit is counted to its own end, and still has more after it.
    const deep = await admin.call<Listed>('GET', '/adminApi/audit/list?entity=bulk&size=100&page=200');
    expect(deep.body.data).toMatchObject({ total: 20_000, total_at_least: true, page: 200 });
    // The last page is counted exactly.
    const last = await admin.call<Listed>('GET', '/adminApi/audit/list?entity=bulk&size=100&page=501');
    expect(last.body.data.total).toBe(CSV_MAX_ROWS + 1);
    expect(last.body.data.total_at_least).toBeUndefined();
    expect(last.body.data.items).toHaveLength(1);
    // A list shorter than the limit keeps its exact count.
    const narrow = await admin.call<Listed>('GET', '/adminApi/audit/list?entity=university');
    expect(narrow.body.data.total_at_least).toBeUndefined();
    expect(narrow.body.data.total).toBeLessThan(LIST_COUNT_LIMIT);
  });

  it('answers only an admin', async () => {
    expect((await server.client().call('GET', '/adminApi/university/list')).status).toBe(401);
    const consultant = await signInConsultant(server);
    expect((await consultant.call('GET', '/adminApi/university/list')).status).toBe(401);
  });
});
