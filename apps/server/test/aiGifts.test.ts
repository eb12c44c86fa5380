import { type AiGift, aiGifts, BOM, type Endpoint, endpointPath, fillPath } from '@career/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCode } from '../src/admin/couponCode';
import { DEMO_PASSWORD, startTestServer, type TestClient, type TestServer, testDatabase } from './harness';

type Detail = AiGift & { uses: { action_item: string; used_at: string }[] };

interface Page<T> {
  items: T[];
  total: number;
}

function koreanDay(offset = 0): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

describe(`AI gifts in the admin console on ${testDatabase}`, () => {
  let server: TestServer;
  let admin: TestClient;

  beforeAll(async () => {
    server = await startTestServer({
      seed: true,
      config: { loginMaxFailuresPerAccount: 1_000_000, loginMaxFailuresPerAddress: 1_000_000 },
    });
    admin = server.client();
    const login = await admin.call('POST', '/api/admin-login', {
      body: { login_id: 'admin', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
  });
  afterAll(() => server.close());

  async function create(body: Record<string, unknown>): Promise<Detail> {
    const reply = await admin.call<Detail>('POST', '/adminApi/ai-gift/create', { body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  }

  const detail = async (id: number) => (await admin.call<Detail>('GET', `/adminApi/ai-gift/detail/${id}`)).body.data;

  const signIn = (browser: TestClient, code: string) =>
    browser.call<{ id: number; code: string }>('POST', '/api/ai-gift/login', { body: { code } });

  async function auditOf(id: number) {
    return server.database.db
      .selectFrom('admin_audit')
      .select(['action', 'summary', 'before', 'after', 'reason'])
      .where('entity', '=', 'ai_gift')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  }

  it('lets only the administrator list, make, see, change and revoke gifts', async () => {
    const user = server.client();
    await user.call('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    const gift = server.client();
    await signIn(gift, 'DEMO-GIFT-2026');
    const university = server.client();
    await university.call('POST', '/api/university-login', { body: { login_id: 'univ', password: DEMO_PASSWORD } });
    const calls = Object.values(aiGifts) as Endpoint[];
    expect(calls.every((endpoint) => endpoint.access === 'admin')).toBe(true);
    const wrong: string[] = [];
    for (const endpoint of calls) {
      const path = fillPath(endpointPath(endpoint), { id: '1' });
      for (const [who, caller] of [
        ['nobody', server.client()],
        ['user', user],
        ['gift', gift],
        ['university', university],
      ] as const) {
        const reply = await caller.call(endpoint.method, path, endpoint.method === 'GET' ? {} : { body: {} });
        if (reply.status !== 401) wrong.push(`${who} ${endpoint.method} ${path}: ${reply.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('makes a gift with a generated code that signs one person in to its tools, and shows who used what', async () => {
    const made = await create({
      title: '취업 준비 선물',
      tools: ['ptid', 'self-introduce'],
      valid_until: koreanDay(30),
      max_uses: 5,
      memo: '박람회 경품',
    });
    expect(made).toMatchObject({
      title: '취업 준비 선물',
      tools: ['ptid', 'self-introduce'],
      valid_from: null,
      valid_until: koreanDay(30),
      max_uses: 5,
      use_count: 0,
      last_used_at: null,
      memo: '박람회 경품',
      state: 'valid',
      user: null,
      uses: [],
    });
    expect(made.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(parseCode(made.code).ok).toBe(true);

    // Typed without hyphens, in lower case, with O for 0: the same gift.
    const browser = server.client();
    const typed = made.code.replace(/-/g, '').toLowerCase().replace(/0/g, 'o');
    const login = await signIn(browser, typed);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.data.code).toBe(made.code);
    const userId = login.body.data.id;

    const opened = await browser.call('GET', `/api/ai-gift-token/${made.code}/${userId}/self-introduce`);
    expect(opened.status).toBe(200);
    expect((await browser.call('GET', `/api/ai-gift-token/${made.code}/${userId}/core-coloring`)).status).toBe(403);
    expect((await browser.call('GET', `/api/use/ai-gift/${made.code}/ptid`)).status).toBe(200);
    const access = await browser.call<{ granted: boolean; source: string }>('GET', `/api/user/ptid/access/${userId}`);
    expect(access.body.data).toMatchObject({ granted: true, source: 'ai_gift' });

    const seen = await detail(made.id);
    expect(seen).toMatchObject({
      use_count: 1,
      last_used_at: expect.any(String),
      user: { id: userId, name: 'AI 선물 이용자' },
      uses: [{ action_item: 'ptid', used_at: expect.any(String) }],
    });
    // The same gift signs in the same person again, and counts the sign-in.
    expect((await signIn(server.client(), made.code)).body.data.id).toBe(userId);
    expect((await detail(made.id)).use_count).toBe(2);

    const log = await auditOf(made.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'create', summary: `AI 선물 "취업 준비 선물" 만들기 (코드 ${made.code})` });
  });

  it('takes a chosen code once, and only tools an AI gift can open', async () => {
    const made = await create({ code: ' spring-2026 ', title: '봄 선물', tools: ['career-anchor'] });
    expect(made.code).toBe('SPRING-2026');
    const taken = await admin.call('POST', '/adminApi/ai-gift/create', {
      body: { code: 'SPRING-2026', title: '또 봄 선물', tools: ['career-anchor'] },
    });
    expect([taken.status, taken.body.message]).toEqual([409, '이미 있는 선물 코드입니다. 다른 코드를 입력해 주세요.']);
    // Named at its field, for the form to say it under 선물 코드.
    expect(taken.body.data).toMatchObject({
      issues: [{ path: 'code', message: '이미 있는 선물 코드입니다. 다른 코드를 입력해 주세요.' }],
    });
    for (const body of [
      { title: '면접 선물', tools: ['interview'] },
      { title: '빈 선물', tools: [] },
      { title: '두 번', tools: ['ptid', 'ptid'] },
      { title: '', tools: ['ptid'] },
      { title: '코드', tools: ['ptid'], code: 'A B' },
      { title: '횟수', tools: ['ptid'], max_uses: 0 },
      { title: '기간', tools: ['ptid'], valid_from: koreanDay(5), valid_until: koreanDay(1) },
    ]) {
      const reply = await admin.call('POST', '/adminApi/ai-gift/create', { body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toMatch(/[가-힣]/);
    }
    expect((await signIn(server.client(), 'spring-2026')).status).toBe(200);
  });

  it('refuses a sign-in past its uses, also when they come at once', async () => {
    const twice = await create({ title: '두 번 선물', tools: ['ptid'], max_uses: 2 });
    expect((await signIn(server.client(), twice.code)).status).toBe(200);
    expect((await signIn(server.client(), twice.code)).status).toBe(200);
    const third = await signIn(server.client(), twice.code);
    expect([third.status, third.body.message]).toEqual([403, '사용 횟수(2번)를 모두 쓴 선물 코드입니다.']);
    expect(await detail(twice.id)).toMatchObject({ use_count: 2, state: 'used_up' });

    const once = await create({ title: '한 번 선물', tools: ['ptid'], max_uses: 1 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => signIn(server.client(), once.code)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 403)).toHaveLength(19);
    expect((await detail(once.id)).use_count).toBe(1);
  });

  it('refuses a gift before its first day and after its last, in words', async () => {
    const past = await create({
      title: '지난 선물',
      tools: ['ptid'],
      valid_from: '2024-01-01',
      valid_until: '2024-12-31',
    });
    expect(past).toMatchObject({ state: 'expired', valid_from: '2024-01-01', valid_until: '2024-12-31' });
    const expired = await signIn(server.client(), past.code);
    expect([expired.status, expired.body.message]).toEqual([403, '사용 기간(2024-12-31까지)이 끝난 선물 코드입니다.']);

    const later = await create({ title: '다음 선물', tools: ['ptid'], valid_from: koreanDay(3) });
    expect(later.state).toBe('scheduled');
    const early = await signIn(server.client(), later.code);
    expect([early.status, early.body.message]).toEqual([
      403,
      `아직 사용할 수 없는 선물 코드입니다. ${koreanDay(3)}부터 사용할 수 있습니다.`,
    ]);

    // The last day is a whole day: a gift ending today still signs in.
    const today = await create({
      title: '오늘까지 선물',
      tools: ['ptid'],
      valid_from: koreanDay(),
      valid_until: koreanDay(),
    });
    expect(today.state).toBe('valid');
    expect((await signIn(server.client(), today.code)).status).toBe(200);

    const unknown = await signIn(server.client(), 'NO-SUCH-GIFT');
    expect([unknown.status, unknown.body.message]).toEqual([401, '선물 코드가 올바르지 않거나 만료되었습니다.']);
  });

  it('changes a gift, its holder seeing the change at once, and logs before and after', async () => {
    const made = await create({ title: '바뀌는 선물', tools: ['ptid', 'career-anchor'], max_uses: 3 });
    const holder = server.client();
    const { id: userId } = (await signIn(holder, made.code)).body.data;
    expect((await holder.call('GET', `/api/ai-gift-token/${made.code}/${userId}/career-anchor`)).status).toBe(200);

    const updated = await admin.call<Detail>('PATCH', `/adminApi/ai-gift/update/${made.id}`, {
      body: { title: '바뀐 선물', tools: ['ptid'], max_uses: null, valid_until: koreanDay(10), memo: '연장' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      title: '바뀐 선물',
      tools: ['ptid'],
      max_uses: null,
      valid_until: koreanDay(10),
      memo: '연장',
      user: { id: userId },
    });
    expect((await holder.call('GET', `/api/ai-gift-token/${made.code}/${userId}/career-anchor`)).status).toBe(403);
    expect((await holder.call('GET', `/api/ai-gift-token/${made.code}/${userId}/ptid`)).status).toBe(200);

    const badOrder = await admin.call('PATCH', `/adminApi/ai-gift/update/${made.id}`, {
      body: { valid_from: koreanDay(20) },
    });
    expect([badOrder.status, badOrder.body.message]).toEqual([
      400,
      '사용 마지막 날은 시작하는 날과 같거나 그 뒤여야 합니다.',
    ]);
    expect((await admin.call('PATCH', '/adminApi/ai-gift/update/999999', { body: { title: '없음' } })).status).toBe(
      404,
    );

    // Ending it yesterday signs its holder out.
    const ended = await admin.call<Detail>('PATCH', `/adminApi/ai-gift/update/${made.id}`, {
      body: { valid_until: koreanDay(-1) },
    });
    expect(ended.body.data.state).toBe('expired');
    expect((await holder.call('GET', '/api/token')).status).toBe(401);

    const log = await auditOf(made.id);
    expect(log.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(log[1]?.before).toMatchObject({ title: '바뀌는 선물', tools: ['ptid', 'career-anchor'], max_uses: 3 });
    expect(log[1]?.after).toMatchObject({ title: '바뀐 선물', tools: ['ptid'], max_uses: null });
  });

  it('revokes a gift: its holder is signed out and cannot sign in again', async () => {
    const made = await create({ title: '회수할 선물', tools: ['ptid'] });
    const holder = server.client();
    expect((await signIn(holder, made.code)).status).toBe(200);
    expect((await holder.call('GET', '/api/token')).status).toBe(200);

    const revoked = await admin.call<Detail>('POST', `/adminApi/ai-gift/revoke/${made.id}`, {
      body: { reason: '잘못 발급' },
    });
    expect(revoked.body.data).toMatchObject({ state: 'revoked', revoked_at: expect.any(String) });
    expect((await holder.call('GET', '/api/token')).status).toBe(401);
    const again = await signIn(server.client(), made.code);
    expect([again.status, again.body.message]).toEqual([
      403,
      '사용이 중지된 선물 코드입니다. 선물을 준 곳에 문의해 주세요.',
    ]);

    expect((await admin.call('POST', `/adminApi/ai-gift/revoke/${made.id}`)).status).toBe(200);
    expect((await admin.call('POST', '/adminApi/ai-gift/revoke/999999')).status).toBe(404);
    const log = await auditOf(made.id);
    expect(log.map((entry) => entry.action)).toEqual(['create', 'revoke']);
    expect(log[1]).toMatchObject({ reason: '잘못 발급', before: { revoked_at: null } });
  });

  it('lists gifts by code or name, state and order, and exports them', async () => {
    await create({ title: '목록 선물 가', tools: ['ptid'], code: 'LIST-GIFT-A' });
    const b = await create({ title: '목록 선물 나', tools: ['deepinter'], code: 'LIST-GIFT-B' });
    await admin.call('POST', `/adminApi/ai-gift/revoke/${b.id}`);

    const byName = await admin.call<Page<AiGift>>(
      'GET',
      `/adminApi/ai-gift/list?keyword=${encodeURIComponent('목록 선물')}&sort=-code`,
    );
    expect(byName.body.data.items.map((gift) => gift.code)).toEqual(['LIST-GIFT-B', 'LIST-GIFT-A']);
    const byCode = await admin.call<Page<AiGift>>('GET', '/adminApi/ai-gift/list?keyword=list-gift-a');
    expect(byCode.body.data.items.map((gift) => gift.code)).toEqual(['LIST-GIFT-A']);
    const revoked = await admin.call<Page<AiGift>>('GET', '/adminApi/ai-gift/list?state=revoked&keyword=LIST');
    expect(revoked.body.data.items.map((gift) => gift.code)).toEqual(['LIST-GIFT-B']);
    const paged = await admin.call<Page<AiGift>>('GET', '/adminApi/ai-gift/list?size=2&page=1');
    expect(paged.body.data.items).toHaveLength(2);
    expect(paged.body.data.total).toBeGreaterThan(2);
    expect((await admin.call('GET', '/adminApi/ai-gift/list?state=lost')).status).toBe(400);

    const exported = await admin.call<{ filename: string; csv: string }>(
      'GET',
      `/adminApi/ai-gift/export?keyword=${encodeURIComponent('목록 선물')}`,
    );
    expect(exported.body.data.filename).toMatch(/^AI선물목록_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = exported.body.data.csv.split('\r\n').filter((line) => line !== '');
    expect(lines[0]?.startsWith(`${BOM}번호,코드,이름,여는 도구`)).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('LIST-GIFT-B,목록 선물 나,심층 인터뷰');
    expect(lines[1]).toContain('회수됨');
  });
});
