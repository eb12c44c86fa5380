import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signInConsultant, startTestServer, type TestServer, testDatabase } from './harness';

const logins = [
  {
    area: 'admin',
    login: '/api/admin-login',
    token: '/api/admin-token',
    logout: '/api/admin-logout',
    cookie: 'cc_admin',
    loginId: 'admin',
    group: 'ADMIN',
  },
  {
    area: 'university',
    login: '/api/university-login',
    token: '/api/university-token',
    logout: '/api/university-logout',
    cookie: 'cc_univ',
    loginId: 'univ',
    group: 'UNIVERSITY',
  },
  {
    area: 'consultant',
    login: '/api/university-user-login',
    token: '/api/university-user-token',
    logout: '/api/university-user-logout',
    cookie: 'cc_uu',
    loginId: 'consultant',
    group: 'UNIVERSITY_USER',
  },
  {
    area: 'instructor',
    login: '/api/instructor-login',
    token: '/api/university-user-token',
    logout: '/api/university-user-logout',
    cookie: 'cc_uu',
    loginId: 'instructor@demo.kr',
    group: 'UNIVERSITY_USER',
  },
] as const;

describe(`password logins on ${testDatabase}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true, config: { loginMaxFailuresPerAddress: 1000 } });
  });
  afterAll(() => server.close());

  describe.each(logins)('the $area area', ({ login, token, logout, cookie, loginId, group }) => {
    it('signs in, is known to its token check, and is forgotten after logout', async () => {
      const browser = server.client();
      const signedIn = await browser.call<{ token: string; id: number; group: string }>('POST', login, {
        body: { login_id: loginId, password: DEMO_PASSWORD },
      });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.code).toBe(200);
      expect(signedIn.body.data.group).toBe(group);
      expect(signedIn.body.data.token.length).toBeGreaterThan(20);

      const setCookie = signedIn.headers.getSetCookie().find((header) => header.startsWith(`${cookie}=`)) ?? '';
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Strict/i);
      expect(setCookie).toMatch(/Path=\//);
      // The reply's token is not the credential: the cookie is.
      expect(browser.cookies.get(cookie)).not.toBe(signedIn.body.data.token);

      const check = await browser.call<{ id: number; token: string }>('GET', token);
      expect(check.body.code).toBe(200);
      expect(check.body.data.id).toBe(signedIn.body.data.id);
      expect(check.body.data.token).toBe(signedIn.body.data.token);

      expect((await browser.call('GET', logout)).body.code).toBe(200);
      expect(browser.cookies.has(cookie)).toBe(false);
      expect((await browser.call('GET', token)).status).toBe(401);
    });

    it('answers a token check without a session with 401 and a Korean message', async () => {
      const reply = await server.client().call('GET', token);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ code: 401, message: '로그인이 필요합니다.', data: null });
    });

    it('gives the same answer for a wrong password and an unknown id', async () => {
      const wrongPassword = await server
        .client()
        .call('POST', login, { body: { login_id: loginId, password: 'nope-1234' } });
      const unknownId = await server
        .client()
        .call('POST', login, { body: { login_id: `ghost-${loginId}`, password: 'nope-1234' } });
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.body).toEqual(unknownId.body);
      expect(wrongPassword.body.message).toBe('아이디 또는 비밀번호가 올바르지 않습니다.');
    });
  });

  it('keeps only a hash of the session token, and a stolen hash signs nobody in', async () => {
    const browser = server.client();
    await browser.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
    const cookie = browser.cookies.get('cc_admin') ?? '';
    expect(cookie.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const rows = await server.database.db.selectFrom('auth_session').select('token_hash').execute();
    const hashes = rows.map((row) => row.token_hash);
    expect(hashes).toContain(createHash('sha256').update(cookie).digest('hex'));
    expect(hashes).not.toContain(cookie);
    const withHash = await server.client().call('GET', '/api/admin-token', {
      headers: { cookie: `cc_admin=${createHash('sha256').update(cookie).digest('hex')}` },
    });
    expect(withHash.status).toBe(401);
  });

  it('issues a new token at every login and ends the previous session of that browser', async () => {
    const browser = server.client();
    await browser.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
    const first = browser.cookies.get('cc_admin');
    await browser.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
    const second = browser.cookies.get('cc_admin');
    expect(second).not.toBe(first);
    const old = await server.client().call('GET', '/api/admin-token', { headers: { cookie: `cc_admin=${first}` } });
    expect(old.status).toBe(401);
  });

  it('ends a session that has been idle too long', async () => {
    const browser = server.client();
    await browser.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
    await server.database.db
      .updateTable('auth_session')
      .set({ last_seen_at: sql<Date>`now() - interval '3 hours'` })
      .execute();
    expect((await browser.call('GET', '/api/admin-token')).status).toBe(401);
  });

  it('keeps each area to its own session', async () => {
    const browser = await signInConsultant(server);
    expect((await browser.call('GET', '/api/university-user-token')).status).toBe(200);
    expect((await browser.call('GET', '/api/admin-token')).status).toBe(401);
    expect((await browser.call('GET', '/api/university-token')).status).toBe(401);
    expect((await browser.call('GET', '/api/token')).status).toBe(401);
  });

  it('tells consultants and instructors apart at login', async () => {
    const asInstructor = await server.client().call('POST', '/api/instructor-login', {
      body: { login_id: 'consultant', password: DEMO_PASSWORD },
    });
    expect(asInstructor.status).toBe(403);
    expect(asInstructor.body.message).toBe('상담사 계정은 상담사 로그인을 이용해 주세요.');
    const asConsultant = await server.client().call('POST', '/api/university-user-login', {
      body: { login_id: 'instructor@demo.kr', password: DEMO_PASSWORD },
    });
    expect(asConsultant.status).toBe(403);
    expect(asConsultant.body.message).toBe('강사 계정은 강사 로그인을 이용해 주세요.');
  });

  it('names the type and university in the login data', async () => {
    const consultant = await server
      .client()
      .call<{ type: string; university: { name: string } }>('POST', '/api/university-user-login', {
        body: { login_id: 'consultant', password: DEMO_PASSWORD },
      });
    expect(consultant.body.data.type).toBe('CONSULTANT');
    expect(consultant.body.data.university.name).toBe('한빛대학교');
    const instructor = await server.client().call<{ type: string; university: null }>('POST', '/api/instructor-login', {
      body: { login_id: 'INSTRUCTOR@demo.kr', password: DEMO_PASSWORD },
    });
    expect(instructor.body.data).toMatchObject({ type: 'INSTRUCTOR', university: null });
    const university = await server.client().call<{ university: { name: string } }>('POST', '/api/university-login', {
      body: { login_id: 'univ', password: DEMO_PASSWORD },
    });
    expect(university.body.data.university.name).toBe('한빛대학교');
  });

  it.each([
    [{ password: DEMO_PASSWORD }, '아이디를 입력해 주세요.'],
    [{ login_id: '   ', password: DEMO_PASSWORD }, '아이디를 입력해 주세요.'],
    [{ login_id: 'admin', password: '' }, '비밀번호를 입력해 주세요.'],
    [{ login_id: 'admin', password: 'x'.repeat(201) }, '비밀번호가 너무 깁니다.'],
  ])('refuses the body %j with 400 and a Korean message', async (body, message) => {
    const reply = await server.client().call('POST', '/api/admin-login', { body });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const reply = await server.call('POST', '/api/admin-login', { rawBody: '{"login_id": ' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 400, message: '요청 본문이 올바른 JSON 형식이 아닙니다.', data: null });
  });
});

describe(`login rate limits on ${testDatabase}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: true,
      config: { loginMaxFailuresPerAccount: 5, loginMaxFailuresPerAddress: 8, loginWindowSeconds: 60 },
    });
  });
  afterAll(() => server.close());

  it('refuses the sixth failed login of an account in a minute with 429 and Retry-After, even with the right password', async () => {
    const attempt = (password: string) =>
      server.client().call('POST', '/api/university-login', { body: { login_id: 'univ', password } });
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong-pass-1')).status).toBe(401);
    const sixth = await attempt(DEMO_PASSWORD);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe(429);
    expect(sixth.body.message).toMatch(/로그인 시도가 너무 많습니다\. \d+초 후에 다시 시도해 주세요\./);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('limits one address across accounts with its own, higher threshold', async () => {
    const results: number[] = [];
    for (const loginId of ['a1', 'a2', 'a3', 'a4']) {
      results.push(
        (await server.client().call('POST', '/api/admin-login', { body: { login_id: loginId, password: 'x1' } }))
          .status,
      );
    }
    // 5 failures above plus these: the address reaches its 8 within the window.
    expect(results.slice(0, 3)).toEqual([401, 401, 401]);
    expect(results[3]).toBe(429);
  });
});

describe(`login throttling by account and address on ${testDatabase}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: true,
      // Behind one proxy: the client address is the last X-Forwarded-For hop.
      config: {
        trustProxy: true,
        loginMaxFailuresPerAccount: 3,
        loginMaxFailuresPerAddress: 6,
        loginWindowSeconds: 60,
      },
    });
  });
  afterAll(() => server.close());

  const from = (address: string, path: string, login_id: string, password: string) =>
    server.client().call('POST', path, { body: { login_id, password }, headers: { 'x-forwarded-for': address } });

  it('stops an attacker at their address without locking out the owner at another, the administrator included', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await from('203.0.113.7', '/api/admin-login', 'admin', 'guess-1234')).status).toBe(401);
    }
    const attacker = await from('203.0.113.7', '/api/admin-login', 'admin', DEMO_PASSWORD);
    expect(attacker.status).toBe(429);
    expect(Number(attacker.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('198.51.100.2', '/api/admin-login', 'admin', DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts the address a client forges in X-Forwarded-For as nothing: the proxy’s hop decides', async () => {
    for (let i = 0; i < 3; i += 1) {
      await from(`10.0.0.${i}, 203.0.113.8`, '/api/university-login', 'univ', 'guess-1234');
    }
    expect((await from('10.9.9.9, 203.0.113.8', '/api/university-login', 'univ', DEMO_PASSWORD)).status).toBe(429);
  });

  it('stops one address trying many accounts, and only that address', async () => {
    const statuses: number[] = [];
    for (const loginId of ['s1', 's2', 's3', 's4', 's5', 's6', 's7']) {
      statuses.push((await from('203.0.113.9', '/api/university-user-login', loginId, 'guess-1234')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect((await from('203.0.113.9', '/api/university-user-login', 'consultant', DEMO_PASSWORD)).status).toBe(429);
    expect((await from('198.51.100.3', '/api/university-user-login', 'consultant', DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts an IPv6 network (/64) as one address', async () => {
    for (let i = 1; i <= 3; i += 1) {
      await from(`2001:db8:1:2::${i}`, '/api/instructor-login', 'instructor@demo.kr', 'guess-1234');
    }
    expect(
      (await from('2001:db8:1:2:ffff::9', '/api/instructor-login', 'instructor@demo.kr', DEMO_PASSWORD)).status,
    ).toBe(429);
    expect((await from('2001:db8:1:3::1', '/api/instructor-login', 'instructor@demo.kr', DEMO_PASSWORD)).status).toBe(
      200,
    );
  });

  it('forgets an address’s failures on an account once the right password gets through', async () => {
    const attempt = (password: string) => from('192.0.2.44', '/api/university-login', 'univ', password);
    for (let i = 0; i < 2; i += 1) expect((await attempt('guess-1234')).status).toBe(401);
    expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await attempt('guess-1234')).status).toBe(401);
    expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
  });
});
