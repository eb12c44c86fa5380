import {
  BOM,
  type CouponCode,
  type CouponGroup,
  coupons,
  type Endpoint,
  endpointPath,
  fillPath,
} from '@career/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCode, parseCode } from '../src/admin/couponCode';
import {
  DEMO_PASSWORD,
  signInConsultant,
  startTestServer,
  type TestClient,
  type TestServer,
  testDatabase,
} from './harness';

/** A user without a class, signed in in a browser of their own. */
interface User {
  id: number;
  name: string;
  browser: TestClient;
}

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

/** A day in Korea, `offset` days from today, as YYYY-MM-DD. */
function koreanDay(offset = 0): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

describe(`coupons on ${testDatabase}`, () => {
  let server: TestServer;
  let admin: TestClient;
  let userSerial = 0;

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

  /** `n` new users without a class (so nothing grants them ptid), each signed in in a browser of their own. */
  async function newUsers(n: number): Promise<User[]> {
    const { db } = server.database;
    const names = Array.from({ length: n }, () => `쿠폰 사용자 ${++userSerial}`);
    const rows = await db
      .insertInto('app_user')
      .values(names.map((name) => ({ name })))
      .returning(['id', 'name'])
      .execute();
    await db
      .insertInto('link_token')
      .values(rows.map((row) => ({ token: `coupon-user-${row.id}`, user_id: row.id })))
      .execute();
    return Promise.all(
      rows.map(async (row) => {
        const browser = server.client();
        const login = await browser.call('POST', '/api/login/link', { body: { token: `coupon-user-${row.id}` } });
        expect(login.status).toBe(200);
        return { ...row, browser };
      }),
    );
  }

  async function createGroup(overrides: Record<string, unknown> = {}): Promise<CouponGroup> {
    const reply = await admin.call<CouponGroup>('POST', '/adminApi/coupon/group/register', {
      body: {
        name: '봄 이벤트 쿠폰',
        tools: ['ptid'],
        valid_from: koreanDay(-1),
        valid_until: koreanDay(30),
        code_count: 3,
        ...overrides,
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  }

  async function codesOf(groupId: number, query = ''): Promise<Page<CouponCode>> {
    const reply = await admin.call<Page<CouponCode>>('GET', `/adminApi/coupon/group/${groupId}/codes${query}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  }

  const redeem = (browser: TestClient, code: string) =>
    browser.call<{ group_name: string; tools: string[]; redeemed_at: string }>('POST', '/api/coupon/redeem', {
      body: { code },
    });

  const statuses = (replies: { status: number }[]) => replies.map((reply) => reply.status);

  async function auditOf(entity: string, entityId: number) {
    return server.database.db
      .selectFrom('admin_audit')
      .select(['action', 'admin_name', 'summary', 'before', 'after', 'reason'])
      .where('entity', '=', entity)
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute();
  }

  it('lets only the administrator make, see and change coupons', async () => {
    const [user] = await newUsers(1);
    const consultant = await signInConsultant(server);
    const adminCalls = (Object.values(coupons) as Endpoint[]).filter((endpoint) => endpoint.area === 'adminApi');
    expect(adminCalls.length).toBe(10);
    const wrong: string[] = [];
    for (const endpoint of adminCalls) {
      const path = fillPath(endpointPath(endpoint), { id: '1' });
      for (const [who, caller] of [
        ['nobody', server.client()],
        ['user', user?.browser],
        ['consultant', consultant],
      ] as const) {
        const reply = await (caller as TestClient).call(endpoint.method, path, {
          ...(endpoint.method === 'GET' ? {} : { body: {} }),
        });
        if (reply.status !== 401) wrong.push(`${who} ${endpoint.method} ${path}: ${reply.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('makes a group with its codes, lists, finds, changes and exports them, and logs every change', async () => {
    const group = await createGroup({ name: '취업 특강 쿠폰', code_count: 25, memo: '11월 특강 참석자' });
    expect(group).toMatchObject({
      name: '취업 특강 쿠폰',
      tools: ['ptid'],
      uses_per_code: 1,
      code_count: 25,
      memo: '11월 특강 참석자',
      state: 'valid',
      redeemed_codes: 0,
      redemptions: 0,
      revoked_codes: 0,
      tools_locked: false,
      revoked_at: null,
    });

    const first = await codesOf(group.id, '?size=10');
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(10);
    for (const code of first.items) {
      expect(code.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      expect(parseCode(code.code).ok).toBe(true);
      expect(code).toMatchObject({ state: 'unused', use_count: 0, uses_per_code: 1, redeemed_by: null });
    }
    const third = await codesOf(group.id, '?size=10&page=3');
    expect(third.items).toHaveLength(5);
    const all = [...first.items, ...(await codesOf(group.id, '?size=10&page=2')).items, ...third.items];
    expect(new Set(all.map((code) => code.code)).size).toBe(25);
    const inDatabase = await server.database.db
      .selectFrom('coupon')
      .select('code')
      .where('group_id', '=', group.id)
      .execute();
    expect(inDatabase.map((row) => formatCode(row.code)).sort()).toEqual(all.map((code) => code.code).sort());

    // A code found by part of it, typed the way a person types.
    const target = all[7] as CouponCode;
    const found = await codesOf(group.id, `?keyword=${encodeURIComponent(target.code.slice(5, 9).toLowerCase())}`);
    expect(found.items.map((code) => code.code)).toContain(target.code);
    // …and the group by a whole code.
    const byCode = await admin.call<Page<CouponGroup>>(
      'GET',
      `/adminApi/coupon/group/list?keyword=${encodeURIComponent(target.code)}`,
    );
    expect(byCode.body.data.items.map((item) => item.id)).toEqual([group.id]);

    const detail = await admin.call<CouponGroup>('GET', `/adminApi/coupon/group/detail/${group.id}`);
    expect(detail.body.data).toEqual(group);
    expect((await admin.call('GET', '/adminApi/coupon/group/detail/999999')).status).toBe(404);

    const updated = await admin.call<CouponGroup>('PATCH', `/adminApi/coupon/group/update/${group.id}`, {
      body: { name: '취업 특강 쿠폰 (수정)', memo: null, valid_until: koreanDay(60), uses_per_code: 2 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: '취업 특강 쿠폰 (수정)',
      memo: null,
      valid_until: koreanDay(60),
      uses_per_code: 2,
    });
    const badOrder = await admin.call('PATCH', `/adminApi/coupon/group/update/${group.id}`, {
      body: { valid_until: koreanDay(-30) },
    });
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.message).toBe('사용 마지막 날은 시작하는 날과 같거나 그 뒤여야 합니다.');
    const badBody = await admin.call('POST', '/adminApi/coupon/group/register', {
      body: { name: '', tools: ['core-coloring'], valid_from: '2026-02-30', valid_until: '2026-03-01', code_count: 0 },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body.message).toMatch(/[가-힣]/);
    const tooMany = await admin.call('POST', '/adminApi/coupon/group/register', {
      body: {
        name: '너무 많음',
        tools: ['ptid'],
        valid_from: koreanDay(),
        valid_until: koreanDay(),
        code_count: 10_001,
      },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('코드 수는 1개부터 10,000개까지 입력할 수 있습니다.');

    const list = await admin.call<Page<CouponGroup>>(
      'GET',
      `/adminApi/coupon/group/list?keyword=${encodeURIComponent('특강 쿠폰')}&sort=name&state=valid`,
    );
    expect(list.body.data.items.map((item) => item.id)).toContain(group.id);
    const revokedOnly = await admin.call<Page<CouponGroup>>('GET', '/adminApi/coupon/group/list?state=revoked');
    expect(revokedOnly.body.data.items.map((item) => item.id)).not.toContain(group.id);
    expect((await admin.call('GET', '/adminApi/coupon/group/list?sort=password')).status).toBe(400);

    const exported = await admin.call<{ filename: string; csv: string }>(
      'GET',
      `/adminApi/coupon/group/${group.id}/codes/export`,
    );
    expect(exported.body.data.filename).toMatch(/^쿠폰코드_취업_특강_쿠폰_\(수정\)_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = exported.body.data.csv.split('\r\n');
    expect(lines[0]).toBe(`${BOM}코드,상태,사용 횟수,사용자 번호,사용자 이름,사용 일시,회수 일시`);
    expect(lines.filter((line) => line !== '')).toHaveLength(26);
    const groupsCsv = await admin.call<{ csv: string }>('GET', '/adminApi/coupon/group/export?state=valid');
    expect(groupsCsv.body.data.csv).toContain('취업 특강 쿠폰 (수정)');

    const log = await auditOf('coupon_group', group.id);
    expect(log.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(log[0]).toMatchObject({ admin_name: '운영 관리자', before: null });
    expect(log[0]?.summary).toBe('쿠폰 묶음 "취업 특강 쿠폰" 만들기 (코드 25개)');
    expect(log[1]?.before).toMatchObject({ name: '취업 특강 쿠폰', memo: '11월 특강 참석자' });
    expect(log[1]?.after).toMatchObject({ name: '취업 특강 쿠폰 (수정)', memo: null, uses_per_code: 2 });
  });

  it('makes the largest group, 10,000 distinct valid codes, in one call', async () => {
    const group = await createGroup({ name: '대량 쿠폰', code_count: 10_000 });
    const rows = await server.database.db
      .selectFrom('coupon')
      .select('code')
      .where('group_id', '=', group.id)
      .execute();
    expect(rows).toHaveLength(10_000);
    expect(new Set(rows.map((row) => row.code)).size).toBe(10_000);
    expect(rows.every((row) => parseCode(row.code).ok)).toBe(true);
    const last = await codesOf(group.id, '?size=100&page=100&sort=-code');
    expect(last.items).toHaveLength(100);
  });

  it('grants ptid through a redeemed code, and shows who redeemed it and when', async () => {
    const group = await createGroup({ name: '성격 유형 쿠폰', code_count: 2 });
    const [user] = (await newUsers(1)) as [User];
    const before = await user.browser.call<{ granted: boolean }>('GET', `/api/user/ptid/access/${user.id}`);
    expect(before.body.data.granted).toBe(false);

    const [code] = (await codesOf(group.id)).items as [CouponCode];
    // Typed carelessly: lower case, spaces for hyphens, and O and L where 0 and 1 are.
    const typed = ` ${code.code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l')} `;
    const reply = await redeem(user.browser, typed);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ group_name: '성격 유형 쿠폰', tools: ['ptid'] });

    const after = await user.browser.call<{ granted: boolean; source: string }>(
      'GET',
      `/api/user/ptid/access/${user.id}`,
    );
    expect(after.body.data).toMatchObject({ granted: true, source: 'coupon' });
    const grants = await server.database.db
      .selectFrom('tool_grant')
      .select(['action_item', 'source', 'coupon_redemption_id'])
      .where('user_id', '=', user.id)
      .execute();
    expect(grants).toEqual([{ action_item: 'ptid', source: 'coupon', coupon_redemption_id: expect.any(Number) }]);

    const redeemed = await codesOf(group.id, '?state=redeemed');
    expect(redeemed.items).toEqual([
      {
        ...code,
        state: 'redeemed',
        use_count: 1,
        redeemed_by: { id: user.id, name: user.name },
        redeemed_at: reply.body.data.redeemed_at,
      },
    ]);
    expect((await codesOf(group.id, '?state=unused')).total).toBe(1);
    const latestFirst = await codesOf(group.id, '?sort=-redeemed_at');
    expect(latestFirst.items[0]?.code).toBe(code.code);

    const history = await admin.call<Page<{ code: string; user: { id: number; name: string } }>>(
      'GET',
      `/adminApi/coupon/group/${group.id}/redemptions`,
    );
    expect(history.body.data.items).toEqual([
      {
        id: expect.any(Number),
        code: code.code,
        user: { id: user.id, name: user.name },
        redeemed_at: reply.body.data.redeemed_at,
      },
    ]);
    const csv = await admin.call<{ csv: string }>(
      'GET',
      `/adminApi/coupon/group/${group.id}/codes/export?state=redeemed`,
    );
    const lines = csv.body.data.csv.split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^${code.code},사용됨,1/1,${user.id},${user.name},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},$`),
    );

    const detail = await admin.call<CouponGroup>('GET', `/adminApi/coupon/group/detail/${group.id}`);
    expect(detail.body.data).toMatchObject({ redeemed_codes: 1, redemptions: 1, tools_locked: true });
  });

  it('gives exactly one of 50 simultaneous redemptions of a one-use code', async () => {
    const group = await createGroup({ name: '선착순 쿠폰', code_count: 1 });
    const [code] = (await codesOf(group.id)).items as [CouponCode];
    const users = await newUsers(50);
    const replies = await Promise.all(users.map((user) => redeem(user.browser, code.code)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(new Set(replies.filter((reply) => reply.status === 409).map((reply) => reply.body.message))).toEqual(
      new Set(['이미 사용된 쿠폰 코드입니다.']),
    );

    const { db } = server.database;
    const winner = users[statuses.indexOf(200)] as { id: number };
    const coupon = await db
      .selectFrom('coupon')
      .select(['use_count', 'redeemed_by'])
      .where('group_id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(coupon).toEqual({ use_count: 1, redeemed_by: winner.id });
    const redemptions = await db
      .selectFrom('coupon_redemption')
      .select('user_id')
      .where('group_id', '=', group.id)
      .execute();
    expect(redemptions).toEqual([{ user_id: winner.id }]);
    const grants = await db
      .selectFrom('tool_grant')
      .select('user_id')
      .where(
        'user_id',
        'in',
        users.map((user) => user.id),
      )
      .execute();
    expect(grants).toEqual([{ user_id: winner.id }]);
  });

  it('lets a code of several uses go to that many people, once each', async () => {
    const group = await createGroup({ name: '세 번 쓰는 쿠폰', code_count: 1, uses_per_code: 3 });
    const [code] = (await codesOf(group.id)).items as [CouponCode];
    const users = await newUsers(5);
    const replies = await Promise.all(users.map((user) => redeem(user.browser, code.code)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(3);
    const again = await redeem((users[statuses(replies).indexOf(200)] as { browser: TestClient }).browser, code.code);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 등록한 쿠폰입니다. 받은 도구는 그대로 이용할 수 있습니다.');
    const [listed] = (await codesOf(group.id)).items;
    expect(listed).toMatchObject({ state: 'redeemed', use_count: 3, uses_per_code: 3 });
    const history = await admin.call<Page<unknown>>('GET', `/adminApi/coupon/group/${group.id}/redemptions`);
    expect(history.body.data.total).toBe(3);
    const csv = await admin.call<{ csv: string }>('GET', `/adminApi/coupon/group/${group.id}/codes/export`);
    expect(csv.body.data.csv.split('\r\n').filter((line) => line !== '')).toHaveLength(4);
  });

  it('refuses a second code of the same group for the same person, also at the same moment', async () => {
    const group = await createGroup({ name: '한 사람 한 번', code_count: 4 });
    const [a, b, c, d] = (await codesOf(group.id)).items as [CouponCode, CouponCode, CouponCode, CouponCode];
    const [user, other] = (await newUsers(2)) as [User, User];
    expect((await redeem(user.browser, a.code)).status).toBe(200);
    const second = await redeem(user.browser, b.code);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      '이 쿠폰 묶음의 코드는 한 사람이 한 번만 사용할 수 있습니다. 이미 같은 묶음의 쿠폰을 사용했습니다.',
    );
    // The refused code is untouched: someone else can still use it.
    expect((await codesOf(group.id, '?state=unused')).total).toBe(3);
    expect((await redeem(other.browser, b.code)).status).toBe(200);

    // Two codes of one group at once by one person: one of them.
    const [racer] = (await newUsers(1)) as [User];
    const both = await Promise.all([redeem(racer.browser, c.code), redeem(racer.browser, d.code)]);
    expect(statuses(both).sort()).toEqual([200, 409]);
    expect((await codesOf(group.id, '?state=unused')).total).toBe(1);
    const grants = await server.database.db
      .selectFrom('tool_grant')
      .select('id')
      .where('user_id', '=', racer.id)
      .execute();
    expect(grants).toHaveLength(1);
  });

  it('refuses revoked codes, revoked groups, days outside the validity and mistyped codes, in words', async () => {
    const [user] = (await newUsers(1)) as [User];

    const revokedCodeGroup = await createGroup({ name: '코드 회수', code_count: 2 });
    const [revoked] = (await codesOf(revokedCodeGroup.id)).items as [CouponCode];
    const revoke = await admin.call<CouponCode>('POST', `/adminApi/coupon/code/revoke/${revoked.id}`, {
      body: { reason: '분실 신고' },
    });
    expect(revoke.body.data).toMatchObject({ state: 'revoked', revoked_at: expect.any(String) });
    const again = await admin.call<CouponCode>('POST', `/adminApi/coupon/code/revoke/${revoked.id}`);
    expect(again.status).toBe(200);
    const codeLog = await auditOf('coupon', revoked.id);
    expect(codeLog).toHaveLength(1);
    expect(codeLog[0]).toMatchObject({ action: 'revoke', reason: '분실 신고' });
    const refusedCode = await redeem(user.browser, revoked.code);
    expect([refusedCode.status, refusedCode.body.message]).toEqual([
      403,
      '회수된 쿠폰 코드입니다. 쿠폰을 받은 곳에 문의해 주세요.',
    ]);
    expect((await codesOf(revokedCodeGroup.id, '?state=revoked')).items.map((code) => code.id)).toEqual([revoked.id]);

    const revokedGroup = await createGroup({ name: '묶음 회수', code_count: 2 });
    const [early, late] = (await codesOf(revokedGroup.id)).items as [CouponCode, CouponCode];
    const [earlyUser] = (await newUsers(1)) as [User];
    expect((await redeem(earlyUser.browser, early.code)).status).toBe(200);
    const groupRevoke = await admin.call<CouponGroup>('POST', `/adminApi/coupon/group/revoke/${revokedGroup.id}`, {
      body: {},
    });
    expect(groupRevoke.body.data).toMatchObject({ state: 'revoked', revoked_at: expect.any(String) });
    expect((await admin.call('POST', `/adminApi/coupon/group/revoke/${revokedGroup.id}`)).status).toBe(200);
    expect((await auditOf('coupon_group', revokedGroup.id)).map((entry) => entry.action)).toEqual(['create', 'revoke']);
    const refusedGroup = await redeem(user.browser, late.code);
    expect([refusedGroup.status, refusedGroup.body.message]).toEqual([
      403,
      '사용이 중지된 쿠폰입니다. 쿠폰을 받은 곳에 문의해 주세요.',
    ]);
    // What was redeemed before the revocation stays granted.
    const kept = await earlyUser.browser.call<{ granted: boolean }>('GET', `/api/user/ptid/access/${earlyUser.id}`);
    expect(kept.body.data.granted).toBe(true);

    const expiredGroup = await createGroup({ name: '지난 쿠폰', valid_from: '2024-01-01', valid_until: '2024-12-31' });
    expect(expiredGroup.state).toBe('expired');
    const [expired] = (await codesOf(expiredGroup.id)).items as [CouponCode];
    const refusedExpired = await redeem(user.browser, expired.code);
    expect([refusedExpired.status, refusedExpired.body.message]).toEqual([
      403,
      '사용 기간(2024-12-31까지)이 지난 쿠폰입니다.',
    ]);

    const laterGroup = await createGroup({
      name: '다음 달 쿠폰',
      valid_from: koreanDay(20),
      valid_until: koreanDay(40),
    });
    expect(laterGroup.state).toBe('scheduled');
    const [later] = (await codesOf(laterGroup.id)).items as [CouponCode];
    const refusedLater = await redeem(user.browser, later.code);
    expect([refusedLater.status, refusedLater.body.message]).toEqual([
      403,
      `아직 사용할 수 없는 쿠폰입니다. ${koreanDay(20)}부터 사용할 수 있습니다.`,
    ]);

    // A code of the right shape that was never made; a slip of one character; a short code; a stray letter.
    const unknown = await redeem(user.browser, '0000-0000-0000-0000');
    expect([unknown.status, unknown.body.message]).toEqual([
      404,
      '등록되지 않은 쿠폰 코드입니다. 코드를 다시 확인해 주세요.',
    ]);
    const slip = `${later.code.slice(0, -1)}${later.code.endsWith('A') ? 'B' : 'A'}`;
    const mistyped = await redeem(user.browser, slip);
    expect([mistyped.status, mistyped.body.message]).toEqual([
      400,
      '쿠폰 코드에 잘못 입력한 글자가 있습니다. 다시 확인해 주세요.',
    ]);
    expect((await redeem(user.browser, 'ABCD-EFGH')).status).toBe(400);
    expect((await redeem(user.browser, 'UUUU-UUUU-UUUU-UUUU')).status).toBe(400);
    expect((await redeem(user.browser, '')).status).toBe(400);

    // None of it granted anything.
    const access = await user.browser.call<{ granted: boolean }>('GET', `/api/user/ptid/access/${user.id}`);
    expect(access.body.data.granted).toBe(false);
    expect((await redeem(server.client(), later.code)).status).toBe(401);
  });

  it('does not take a coupon from an AI-gift sign-in', async () => {
    const group = await createGroup({ name: '선물 세션 쿠폰', code_count: 1 });
    const [code] = (await codesOf(group.id)).items as [CouponCode];
    const gift = server.client();
    expect((await gift.call('POST', '/api/ai-gift/login', { body: { code: 'DEMO-GIFT-2026' } })).status).toBe(200);
    const reply = await redeem(gift, code.code);
    expect(reply.status).toBe(403);
    expect((await codesOf(group.id, '?state=unused')).total).toBe(1);
  });

  it('lists coupon redeemers and AI-gift users as customers, filtered, sorted and exported', async () => {
    const [buyer] = (await newUsers(1)) as [User];
    const group = await createGroup({ name: '고객 확인 쿠폰', code_count: 1 });
    const [code] = (await codesOf(group.id)).items as [CouponCode];
    expect((await redeem(buyer.browser, code.code)).status).toBe(200);
    const gift = server.client();
    expect((await gift.call('POST', '/api/ai-gift/login', { body: { code: 'DEMO-GIFT-2026' } })).status).toBe(200);

    type Customer = { id: number; name: string; channels: { ai_gift: number; coupon: number }; since: string };
    const list = (query: string) =>
      admin.call<Page<Customer>>('GET', `/adminApi/customer/list?${query}`).then((reply) => {
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        return reply.body.data;
      });
    const byName = await list(`keyword=${encodeURIComponent(buyer.name)}`);
    expect(byName.items).toHaveLength(1);
    expect(byName.items[0]).toMatchObject({ id: buyer.id, channels: { ai_gift: 0, coupon: 1, purchase: 0 } });
    expect((await list('channel=ai_gift&size=100')).items.some((row) => row.id === buyer.id)).toBe(false);
    const gifted = await list('channel=ai_gift&size=100');
    expect(gifted.items.length).toBeGreaterThan(0);
    expect(gifted.items.every((row) => row.channels.ai_gift > 0)).toBe(true);
    const newest = await list('sort=-since&size=100');
    const sinces = newest.items.map((row) => row.since);
    expect(sinces).toEqual([...sinces].sort().reverse());
    // A person in a class who never used a gift or coupon is not a customer.
    const all = await list('size=100');
    const participants = await server.database.db
      .selectFrom('app_user')
      .select('id')
      .where('university_class_id', 'is not', null)
      .execute();
    const everRedeemed = new Set(
      (await server.database.db.selectFrom('coupon_redemption').select('user_id').execute()).map((row) => row.user_id),
    );
    const plain = participants.map((row) => row.id).filter((id) => !everRedeemed.has(id));
    expect(all.items.some((row) => plain.includes(row.id))).toBe(false);
    expect((await admin.call('GET', '/adminApi/customer/list?channel=cash')).status).toBe(400);

    const exported = await admin.call<{ filename: string; csv: string }>(
      'GET',
      `/adminApi/customer/export?keyword=${encodeURIComponent(buyer.name)}`,
    );
    expect(exported.body.data.filename).toMatch(/^고객목록_/);
    expect(exported.body.data.csv.startsWith(BOM)).toBe(true);
    expect(exported.body.data.csv).toContain(buyer.name);
  });
});
