import { dayOf, type InstructorClass, type InstructorDashboard, type InstructorProfile } from '@career/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestClient, type TestServer } from './harness';

// The instructor's own work (issue 22, decision 033): profile, classes, participants, deposits,
// tax data, statements and withdrawal, through HTTP, on both databases.

async function signIn(server: TestServer, loginId: string): Promise<{ client: TestClient; id: number }> {
  const client = server.client();
  const login = await client.call<{ id: number }>('POST', '/api/instructor-login', {
    body: { login_id: loginId, password: DEMO_PASSWORD },
  });
  expect(login.status).toBe(200);
  return { client, id: login.body.data.id };
}

/** A Korean day `days` from today (the classes made here are always still to come, whenever this runs). */
const fromToday = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + days * 86_400_000));

const camp = {
  name: '가람중 진로 탐색 수업',
  organization: '가람중학교',
  place: '3층 과학실',
  starts_on: fromToday(5),
  ends_on: fromToday(7),
  capacity: 2,
  fee_amount: 360_000,
};

describe('the instructor’s own work', () => {
  let server: TestServer;
  let instructor: TestClient;
  let instructorId: number;
  let other: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    ({ client: instructor, id: instructorId } = await signIn(server, 'instructor@demo.kr'));
    ({ client: other } = await signIn(server, 'kit@demo.kr'));
  });
  afterAll(() => server.close());

  const register = async (body: object = camp) => {
    const made = await instructor.call<InstructorClass>('POST', '/api/instructor/class/register', { body });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body.data;
  };

  it('shows the profile only to its owner, with what withdrawal would erase and keep', async () => {
    const own = await instructor.call<InstructorProfile>('GET', `/api/instructor/${instructorId}`);
    expect(own.body.data).toMatchObject({
      name: '이강사',
      email: 'instructor@demo.kr',
      withdrawal: { classes: 2, participants: 0, orders: 0, unused_uses: 0, blocked: null },
    });
    const someoneElse = await other.call('GET', `/api/instructor/${instructorId}`);
    expect(someoneElse.status).toBe(404);
    expect(someoneElse.body.message).toBe('강사를 찾을 수 없습니다.');
    expect((await server.client().call('GET', `/api/instructor/${instructorId}`)).status).toBe(401);
  });

  it('updates the profile, and changes the password only with the current one', async () => {
    const path = `/api/instructor/update/${instructorId}`;
    const updated = await instructor.call<InstructorProfile>('PATCH', path, {
      body: { name: '이강사', phone: '010-2345-6789', affiliation: '진로교육연구소' },
    });
    expect(updated.body.data.affiliation).toBe('진로교육연구소');
    const badPhone = await instructor.call('PATCH', path, { body: { name: '이강사', phone: '12', affiliation: null } });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toContain('전화번호 형식');
    const wrong = await instructor.call('PATCH', path, {
      body: { name: '이강사', phone: null, affiliation: null, current_password: 'nope', new_password: 'newpass123' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('비밀번호가 맞지 않습니다.');
    expect(wrong.body.data).toEqual({ issues: [{ path: 'current_password', message: '비밀번호가 맞지 않습니다.' }] });
    const half = await instructor.call('PATCH', path, {
      body: { name: '이강사', phone: null, affiliation: null, new_password: 'newpass123' },
    });
    expect(half.status).toBe(400);
    expect(half.body.message).toBe('현재 비밀번호를 입력해 주세요.');
    const changed = await instructor.call('PATCH', path, {
      body: {
        name: '이강사',
        phone: null,
        affiliation: null,
        current_password: DEMO_PASSWORD,
        new_password: 'newpass123',
      },
    });
    expect(changed.status).toBe(200);
    const login = await server.client().call('POST', '/api/instructor-login', {
      body: { login_id: 'instructor@demo.kr', password: 'newpass123' },
    });
    expect(login.status).toBe(200);
    await instructor.call('PATCH', path, {
      body: {
        name: '이강사',
        phone: null,
        affiliation: null,
        current_password: 'newpass123',
        new_password: DEMO_PASSWORD,
      },
    });
  });

  it('lists the demo classes by where they stand', async () => {
    const list = await instructor.call<{ classes: InstructorClass[] }>('GET', '/api/instructor/class/list');
    const byName = Object.fromEntries(list.body.data.classes.map((found) => [found.name, found]));
    expect(byName['솔빛고 2학년 진로 캠프']).toMatchObject({
      state: 'finished',
      managed: false,
      fee: { state: 'deposited', amount: 450000, deposited_amount: 450000, deposited_on: '2026-08-05' },
      tax: { business_number: '1234567891', company_name: '솔빛고등학교' },
    });
    expect(byName['겨울방학 진로 특강']).toMatchObject({
      state: 'cancelled',
      cancelled: { reason: expect.any(String) },
    });
    const ended = await instructor.call(
      'PATCH',
      `/api/instructor/class/cancel/${byName['솔빛고 2학년 진로 캠프']?.id}`,
      {
        body: { reason: '늦은 취소' },
      },
    );
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe('끝난 수업은 취소할 수 없습니다.');
    expect(byName['이강사의 진로 특강']).toMatchObject({
      managed: true,
      organization: '새봄대학교',
      participant_count: 2,
      fee: { state: 'waiting', amount: 800000 },
    });
    // Another instructor sees only their own.
    const theirs = await other.call<{ classes: InstructorClass[] }>('GET', '/api/instructor/class/list');
    expect(theirs.body.data.classes.map((found) => found.name)).toEqual(['최강사의 주말 진로 캠프']);
  });

  it('registers and updates a class, with Korean errors for what cannot be', async () => {
    const made = await register();
    const { fee_amount, ...fields } = camp;
    expect(made).toMatchObject({
      ...fields,
      managed: false,
      participant_count: 0,
      fee: { state: 'waiting', amount: fee_amount },
    });
    const backwards = await instructor.call('POST', '/api/instructor/class/register', {
      body: { ...camp, starts_on: fromToday(7), ends_on: fromToday(5) },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('끝나는 날은 시작하는 날과 같거나 그 뒤여야 합니다.');
    const noDay = await instructor.call('POST', '/api/instructor/class/register', {
      body: { ...camp, starts_on: '2026-02-30' },
    });
    expect(noDay.body.message).toBe('달력에 없는 날짜입니다.');
    const updated = await instructor.call<InstructorClass>('PATCH', `/api/instructor/class/update/${made.id}`, {
      body: { ...camp, name: '가람중 진로 탐색 수업 (3일)', fee_amount: null },
    });
    expect(updated.body.data).toMatchObject({
      name: '가람중 진로 탐색 수업 (3일)',
      fee: { state: 'none', amount: null },
    });
    // Not theirs: not found, never changed.
    const foreign = await other.call('PATCH', `/api/instructor/class/update/${made.id}`, { body: camp });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('수업을 찾을 수 없습니다.');
  });

  it('keeps a university’s class the university’s: only the fee, place and memo are the instructor’s', async () => {
    const list = await instructor.call<{ classes: InstructorClass[] }>('GET', '/api/instructor/class/list');
    const managed = list.body.data.classes.find((found) => found.managed) as InstructorClass;
    const body = {
      name: managed.name,
      organization: managed.organization,
      place: '인문관 301호',
      starts_on: managed.starts_on,
      ends_on: managed.ends_on,
      capacity: managed.capacity,
      fee_amount: 900_000,
    };
    const fee = await instructor.call<InstructorClass>('PATCH', `/api/instructor/class/update/${managed.id}`, { body });
    expect(fee.body.data).toMatchObject({ place: '인문관 301호', fee: { amount: 900000 } });
    const renamed = await instructor.call('PATCH', `/api/instructor/class/update/${managed.id}`, {
      body: { ...body, name: '다른 이름' },
    });
    expect(renamed.status).toBe(409);
    const cancel = await instructor.call('PATCH', `/api/instructor/class/cancel/${managed.id}`, {
      body: { reason: '사정' },
    });
    expect(cancel.status).toBe(409);
  });

  it('adds participants up to the capacity, also when two arrive at once for the last place', async () => {
    const made = await register();
    const add = (name: string) =>
      instructor.call('POST', `/api/instructor/class/${made.id}/participant`, { body: { name } });
    expect((await add('김가람')).status).toBe(200);
    const [a, b] = await Promise.all([add('이나래'), add('박다온')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((reply) => reply.status === 409)?.body.message).toBe(
      '정원(2명)이 찼습니다. 정원을 늘린 뒤 더해 주세요.',
    );
    const listed = await instructor.call<{ participants: { name: string; link: unknown }[] }>(
      'GET',
      `/api/instructor/class/${made.id}/participants`,
    );
    expect(listed.body.data.participants).toHaveLength(2);
    expect(listed.body.data.participants.every((person) => person.link !== null)).toBe(true);
  });

  it('cancels a class once: its sign-in links end, with the sessions they opened, and it can no longer change', async () => {
    const made = await register({ ...camp, capacity: null });
    const added = await instructor.call<{ link: { token: string } }>(
      'POST',
      `/api/instructor/class/${made.id}/participant`,
      { body: { name: '최보람' } },
    );
    const participant = server.client();
    const login = await participant.call('POST', '/api/login/link', { body: { token: added.body.data.link.token } });
    expect(login.status).toBe(200);
    const cancelled = await instructor.call<InstructorClass>('PATCH', `/api/instructor/class/cancel/${made.id}`, {
      body: { reason: '학교 행사와 겹쳐 취소' },
    });
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', cancelled: { reason: '학교 행사와 겹쳐 취소' } });
    const live = await server.database.db
      .selectFrom('link_token')
      .select('id')
      .where('university_class_id', '=', made.id)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
      .execute();
    expect(live).toEqual([]);
    expect((await participant.call('GET', '/api/token')).status).toBe(401);
    const again = await instructor.call('PATCH', `/api/instructor/class/cancel/${made.id}`, {
      body: { reason: '다시' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 취소한 수업입니다.');
    const edit = await instructor.call('PATCH', `/api/instructor/class/update/${made.id}`, { body: camp });
    expect(edit.status).toBe(409);
    const join = await instructor.call('POST', `/api/instructor/class/${made.id}/participant`, {
      body: { name: '정' },
    });
    expect(join.status).toBe(409);
  });

  it('marks a deposit once under two marks at once, undoes it, and checks the business number', async () => {
    const made = await register();
    const deposit = () =>
      instructor.call<InstructorClass>('PATCH', '/api/instructor/class/deposit/process', {
        body: { class_id: made.id, action: 'deposit', amount: 360_000, deposited_on: fromToday(0) },
      });
    const [a, b] = await Promise.all([deposit(), deposit()]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = [a, b].find((reply) => reply.status === 200)?.body.data;
    expect(done?.fee).toEqual({
      state: 'deposited',
      amount: 360000,
      deposited_amount: 360000,
      deposited_on: fromToday(0),
    });
    const undone = await instructor.call<InstructorClass>('PATCH', '/api/instructor/class/deposit/process', {
      body: { class_id: made.id, action: 'undo' },
    });
    expect(undone.body.data.fee.state).toBe('waiting');

    const tax = (business_number: string) =>
      instructor.call<InstructorClass>('PATCH', '/api/instructor/update/class/tax', {
        body: {
          class_id: made.id,
          business_number,
          company_name: '가람중학교',
          representative: '박교장',
          invoice_email: 'Office@Garam.Demo.kr',
        },
      });
    const typo = await tax('123-45-67892');
    expect(typo.status).toBe(400);
    expect(typo.body.message).toBe('사업자등록번호가 올바르지 않습니다. 사업자등록증의 번호를 다시 확인해 주세요.');
    const short = await tax('123-45-6789');
    expect(short.body.message).toBe('사업자등록번호는 숫자 10자리입니다(예: 123-45-67890).');
    const saved = await tax(' 123-45-67891 ');
    expect(saved.body.data.tax).toMatchObject({ business_number: '1234567891', invoice_email: 'office@garam.demo.kr' });
    const foreign = await other.call('PATCH', '/api/instructor/update/class/tax', {
      body: {
        class_id: made.id,
        business_number: '1234567891',
        company_name: 'x',
        representative: 'y',
        invoice_email: 'a@b.kr',
      },
    });
    expect(foreign.status).toBe(404);
  });

  it('keeps one entry a day in the class log, beside the tools its participants ran that day', async () => {
    // Taught from yesterday: today, when the run is made, is one of its days.
    const made = await register({ ...camp, capacity: null, starts_on: fromToday(-1) });
    const person = await instructor.call<{ id: number }>('POST', `/api/instructor/class/${made.id}/participant`, {
      body: { name: '한기록' },
    });
    const { db } = server.database;
    const run = await db
      .insertInto('tool_run')
      .values({
        user_id: person.body.data.id,
        action_item: 'career-anchor',
        audience: 'instructor',
        status: 'completed',
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(run.created_at);
    const path = `/api/instructor/class/${made.id}/log`;
    const save = (title: string) =>
      instructor.call<{ day: string; entry: { id: number; title: string } }>('POST', path, {
        body: { day: today, title, note: '앵커 검사 후 두 사람씩 이야기함' },
      });
    const [a, b] = await Promise.all([save('커리어 앵커 1회차'), save('커리어 앵커 첫 시간')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const log = await instructor.call<{
      days: { day: string; entry: { id: number; title: string } | null; runs: unknown[] }[];
    }>('GET', path);
    expect(log.body.data.days).toHaveLength(1);
    expect(log.body.data.days[0]).toMatchObject({
      day: today,
      runs: [{ run_id: run.id, action_item: 'career-anchor', participant: '한기록', finished: true }],
    });
    expect(['커리어 앵커 1회차', '커리어 앵커 첫 시간']).toContain(log.body.data.days[0]?.entry?.title);
    const empty = await instructor.call('POST', path, { body: { day: today, title: ' ', note: '' } });
    expect(empty.body.message).toBe('그날의 주제를 입력해 주세요.');
    expect((await other.call('GET', path)).status).toBe(404);
    const entryId = log.body.data.days[0]?.entry?.id;
    expect((await instructor.call('DELETE', `${path}/${entryId}`)).status).toBe(200);
    const after = await instructor.call<{ days: { entry: unknown; runs: unknown[] }[] }>('GET', path);
    // The entry goes; the day stays for the tool run it had.
    expect(after.body.data.days).toEqual([expect.objectContaining({ entry: null, runs: [expect.anything()] })]);
    expect((await instructor.call('DELETE', `${path}/${entryId}`)).status).toBe(404);
  });

  it('holds a class to its length, its log to its days, and both refusals to their field (issue 35)', async () => {
    const issues = (reply: { body: { data: unknown } }) => (reply.body.data as { issues: unknown[] }).issues;
    const tooLong = [
      400,
      [{ path: 'ends_on', message: '수업 기간은 366일(1년)까지 정할 수 있습니다. 종료일을 앞당겨 주세요.' }],
    ];
    // A year (366 days, a leap day's worth) is the longest class; a day more is refused, on register and on update.
    const year = await register({ ...camp, starts_on: fromToday(0), ends_on: fromToday(365) });
    const longer = await instructor.call('POST', '/api/instructor/class/register', {
      body: { ...camp, starts_on: fromToday(0), ends_on: fromToday(366) },
    });
    expect([longer.status, issues(longer)]).toEqual(tooLong);
    const stretched = await instructor.call('PATCH', `/api/instructor/class/update/${year.id}`, {
      body: { ...camp, starts_on: fromToday(-1), ends_on: fromToday(365) },
    });
    expect([stretched.status, issues(stretched)]).toEqual(tooLong);
    const far = await instructor.call('POST', '/api/instructor/class/register', {
      body: { ...camp, starts_on: '2099-12-01', ends_on: '2099-12-31' },
    });
    expect(far.status).toBe(400);
    expect(issues(far)).toEqual([
      {
        path: 'starts_on',
        message: expect.stringMatching(/^시작일은 5년 전\(.+\)부터 5년 뒤\(.+\)까지 입력할 수 있습니다\.$/),
      },
      { path: 'ends_on', message: expect.stringMatching(/^종료일은 /) },
    ]);

    // The camp is taught on three days: its log takes those and no other.
    const made = await register();
    const path = `/api/instructor/class/${made.id}/log`;
    const write = (day: string) => instructor.call('POST', path, { body: { day, title: '진로 탐색', note: '' } });
    const outside = `날짜는 수업 기간인 ${camp.starts_on}부터 ${camp.ends_on}까지 입력할 수 있습니다.`;
    for (const day of [fromToday(4), fromToday(8)]) {
      const refused = await write(day);
      expect([refused.status, issues(refused)]).toEqual([400, [{ path: 'day', message: outside }]]);
    }
    for (const day of ['2099-12-31', '2000-01-01']) {
      const refused = await write(day);
      expect(refused.status).toBe(400);
      expect(issues(refused)).toEqual([{ path: 'day', message: expect.stringMatching(/^날짜는 5년 전/) }]);
    }
    for (const day of [fromToday(5), fromToday(6), fromToday(7)]) expect((await write(day)).status).toBe(200);
    const log = await instructor.call<{ days: unknown[]; entry_days: unknown }>('GET', path);
    expect(log.body.data.days).toHaveLength(3);
    expect(log.body.data.entry_days).toEqual({ from: camp.starts_on, to: camp.ends_on });

    // A university's class without dates (상시) takes the days from the one it was made on up to today.
    const { db } = server.database;
    const university = await db.selectFrom('university').select('id').orderBy('id').executeTakeFirstOrThrow();
    const open = await db
      .insertInto('university_class')
      .values({ university_id: university.id, name: '상시 진로 상담', year: 2026, term: '상시', capacity: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('university_user_class')
      .values({ university_user_id: instructorId, university_class_id: open.id })
      .execute();
    const openPath = `/api/instructor/class/${open.id}/log`;
    const openLog = await instructor.call<{ entry_days: unknown }>('GET', openPath);
    expect(openLog.body.data.entry_days).toEqual({ from: fromToday(0), to: fromToday(0) });
    const tomorrow = await instructor.call('POST', openPath, { body: { day: fromToday(1), title: '상담', note: '' } });
    expect(issues(tomorrow)).toEqual([
      { path: 'day', message: `날짜는 수업 기간인 ${fromToday(0)}부터 ${fromToday(0)}까지 입력할 수 있습니다.` },
    ]);
    expect(
      (await instructor.call('POST', openPath, { body: { day: fromToday(0), title: '상담', note: '' } })).status,
    ).toBe(200);
  });

  it('takes a deposit on or before today and never over the fee (issue 35)', async () => {
    const issues = (reply: { body: { data: unknown } }) => (reply.body.data as { issues: unknown[] }).issues;
    const made = await register({ ...camp, fee_amount: 100_000 });
    const deposit = (amount: number, deposited_on = fromToday(0), classId = made.id) =>
      instructor.call<InstructorClass>('PATCH', '/api/instructor/class/deposit/process', {
        body: { class_id: classId, action: 'deposit', amount, deposited_on },
      });
    const over = await deposit(99_999_999);
    expect([over.status, issues(over)]).toEqual([
      400,
      [
        {
          path: 'amount',
          message:
            '입금액은 강사료(100,000원)까지 입력할 수 있습니다. 더 받았다면 수업 고치기에서 강사료를 먼저 고쳐 주세요.',
        },
      ],
    ]);
    for (const day of ['2099-12-31', fromToday(1)]) {
      const ahead = await deposit(100_000, day);
      expect(ahead.status).toBe(400);
      expect(issues(ahead)).toEqual([
        {
          path: 'deposited_on',
          message: expect.stringMatching(/^입금일은 5년 전\(.+\)부터 오늘\(.+\)까지 입력할 수 있습니다\.$/),
        },
      ]);
    }
    const beyond = await deposit(100_000_001);
    expect(issues(beyond)).toEqual([
      { path: 'amount', message: '입금액은 1원부터 100,000,000원까지 입력할 수 있습니다.' },
    ]);
    // Nothing of the refused deposits was kept.
    const still = await instructor.call<{ class: InstructorClass }>(
      'GET',
      `/api/instructor/class/${made.id}/participants`,
    );
    expect(still.body.data.class.fee).toEqual({
      state: 'waiting',
      amount: 100000,
      deposited_amount: null,
      deposited_on: null,
    });

    // A class without a fee takes no deposit: the fee comes first.
    const free = await register({ ...camp, fee_amount: null });
    const noFee = await deposit(10_000, fromToday(0), free.id);
    expect([noFee.status, issues(noFee)]).toEqual([
      400,
      [{ path: 'amount', message: '강사료를 정하지 않은 수업입니다. 수업 고치기에서 강사료를 먼저 입력해 주세요.' }],
    ]);

    // The whole fee, received today, is taken; the fee then cannot fall under it.
    expect((await deposit(100_000)).body.data.fee).toMatchObject({ state: 'deposited', deposited_amount: 100000 });
    const under = '강사료는 입금 처리한 금액(100,000원)보다 적을 수 없습니다. 입금 처리를 되돌린 뒤 고쳐 주세요.';
    for (const fee_amount of [50_000, null]) {
      const lowered = await instructor.call('PATCH', `/api/instructor/class/update/${made.id}`, {
        body: { ...camp, fee_amount },
      });
      expect([lowered.status, issues(lowered)]).toEqual([400, [{ path: 'fee_amount', message: under }]]);
    }
    const raised = await instructor.call<InstructorClass>('PATCH', `/api/instructor/class/update/${made.id}`, {
      body: { ...camp, fee_amount: 120_000 },
    });
    expect(raised.body.data.fee).toMatchObject({ state: 'deposited', amount: 120000, deposited_amount: 100000 });
  });

  it('states the fees of a period and the dashboard from the classes themselves', async () => {
    const statement = await instructor.call<{ classes: InstructorClass[]; totals: Record<string, number> }>(
      'POST',
      '/api/instructor/lecture-fee',
      { body: { from: '2026-07-01', to: '2026-07-31' } },
    );
    expect(statement.body.data.classes.map((found) => found.name)).toEqual(['솔빛고 2학년 진로 캠프']);
    expect(statement.body.data.totals).toEqual({ classes: 1, agreed: 450000, deposited: 450000, outstanding: 0 });
    const backwards = await instructor.call('POST', '/api/instructor/lecture-fee', {
      body: { from: '2026-08-01', to: '2026-07-01' },
    });
    expect(backwards.status).toBe(400);

    const dashboard = await instructor.call<InstructorDashboard>('POST', '/api/instructor/dashboard', {
      // Every class of the demo and of this file, whenever it runs (a period reaches five years ahead).
      body: { from: '2026-01-01', to: dayOf({ years: 5 }) },
    });
    const data = dashboard.body.data;
    expect(data.classes.cancelled).toBeGreaterThanOrEqual(2);
    expect(data.classes.finished).toBeGreaterThanOrEqual(1);
    // The cancelled classes' fees are not owed: the totals count the others only.
    const classes = (await instructor.call<{ classes: InstructorClass[] }>('GET', '/api/instructor/class/list')).body
      .data.classes;
    const owed = classes
      .filter((found) => found.state !== 'cancelled' && found.fee.state === 'waiting')
      .reduce((total, found) => total + (found.fee.amount ?? 0), 0);
    expect(data.fees.outstanding).toBe(owed);
    expect(data.next_classes.every((found) => found.state === 'upcoming' || found.state === 'ongoing')).toBe(true);
  });

  it('withdraws with the password: erases the person and their participants, keeps the orders with who paid', async () => {
    const { client: leaving, id } = await signIn(server, 'kit@demo.kr');
    const { db } = server.database;
    // A class of their own with a participant (erased), beside the university's class they teach (kept).
    const own = await leaving.call<InstructorClass>('POST', '/api/instructor/class/register', {
      body: { ...camp, name: '최강사의 평일 특강' },
    });
    await leaving.call('POST', `/api/instructor/class/${own.body.data.id}/participant`, {
      body: { name: '문하늘', student_number: '30001', email: 'sky@demo.kr' },
    });
    const kit = await db.selectFrom('kit').select('id').orderBy('id').executeTakeFirstOrThrow();
    const made = await leaving.call<{ order: { order_no: string } }>('POST', '/api/order/kit', {
      body: { kit_id: kit.id, quantity: 1, agree_terms: true, agree_refund_policy: true },
    });
    await leaving.call('POST', '/api/order/sandbox/pay', { body: { order_no: made.body.data.order.order_no } });
    // A payment being confirmed stops it: its outcome must reach someone.
    await db.updateTable('kit_order').set({ status: 'confirming' }).where('instructor_id', '=', id).execute();
    const blocked = await leaving.call('DELETE', `/api/instructor/withdraw/${id}`, {
      body: { password: DEMO_PASSWORD },
    });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toContain('결제나 입금 확인이 진행 중');
    await db
      .updateTable('kit_order')
      .set({ status: 'paid', paid_at: new Date() })
      .where('instructor_id', '=', id)
      .execute();

    const wrong = await leaving.call('DELETE', `/api/instructor/withdraw/${id}`, { body: { password: 'nope' } });
    expect(wrong.status).toBe(400);
    const gone = await leaving.call('DELETE', `/api/instructor/withdraw/${id}`, { body: { password: DEMO_PASSWORD } });
    expect(gone.status).toBe(200);

    expect((await leaving.call('GET', `/api/instructor/${id}`)).status).toBe(401);
    const login = await server.client().call('POST', '/api/instructor-login', {
      body: { login_id: 'kit@demo.kr', password: DEMO_PASSWORD },
    });
    expect(login.status).not.toBe(200);
    const row = await db
      .selectFrom('university_user')
      .select(['name', 'email', 'phone', 'withdrawn_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '탈퇴한 강사', email: null, phone: null });
    expect(row.withdrawn_at).not.toBeNull();
    const people = (className: string) =>
      db
        .selectFrom('app_user')
        .innerJoin('university_class as c', 'c.id', 'app_user.university_class_id')
        .select(['app_user.name', 'app_user.student_number', 'app_user.email'])
        .where('c.name', '=', className)
        .orderBy('app_user.id')
        .execute();
    expect(await people('최강사의 평일 특강')).toEqual([
      { name: '(삭제된 참여자)', student_number: null, email: null },
    ]);
    // The university's class and its people stay the university's; only the tie to the instructor goes.
    expect((await people('최강사의 주말 진로 캠프')).map((person) => person.name)).toEqual(['한지민', '오세훈']);
    const ties = await db
      .selectFrom('university_user_class')
      .select('university_class_id')
      .where('university_user_id', '=', id)
      .execute();
    expect(ties).toEqual([{ university_class_id: own.body.data.id }]);
    const orders = await db
      .selectFrom('kit_order')
      .select(['buyer_name', 'buyer_email'])
      .where('instructor_id', '=', id)
      .execute();
    // Every order of theirs (the one paid here, and the demo's unpaid one) carries who it was of.
    expect(orders.length).toBeGreaterThanOrEqual(1);
    for (const found of orders) expect(found).toEqual({ buyer_name: '최강사', buyer_email: 'kit@demo.kr' });
    // Its e-mail is free again: a new account may use it.
    const free = await server.client().call<{ available: boolean }>('POST', '/api/instructor/check-email', {
      body: { email: 'kit@demo.kr' },
    });
    expect(free.body.data.available).toBe(true);
  });
});
