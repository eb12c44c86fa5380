import { createHash } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@career/api-sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, createHttpServer } from '../src/app';
import { readConfig } from '../src/config';
import { DEMO_PASSWORD, startTestServer, type TestServer, testDatabase } from './harness';

// Sessions live in the database only, so every check reads it: these hold for each request.
describe(`sessions on ${testDatabase}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true, config: { loginMaxFailuresPerAddress: 1000 } });
  });
  afterAll(() => server.close());

  async function signedInConsultant() {
    const browser = server.client();
    const login = await browser.call('POST', '/api/university-user-login', {
      body: { login_id: 'consultant', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    return browser;
  }

  /** When the session of this browser's consultant cookie was last seen, in ms. */
  async function lastSeen(browser: { cookies: Map<string, string> }): Promise<number> {
    const tokenHash = createHash('sha256')
      .update(browser.cookies.get('cc_uu') ?? '')
      .digest('hex');
    const row = await server.database.db
      .selectFrom('auth_session')
      .select('last_seen_at')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirstOrThrow();
    return row.last_seen_at.getTime();
  }

  it('ends a session at its absolute end even while it is in use', async () => {
    const browser = await signedInConsultant();
    expect((await browser.call('GET', '/api/university-user-token')).status).toBe(200);
    await server.database.db
      .updateTable('auth_session')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    expect((await browser.call('GET', '/api/university-user-token')).status).toBe(401);
  });

  it('refuses a deactivated account at its next call, and again once it is active', async () => {
    const browser = await signedInConsultant();
    const deactivate = (active: boolean) =>
      server.database.db.updateTable('university_user').set({ active }).where('login_id', '=', 'consultant').execute();
    await deactivate(false);
    try {
      expect((await browser.call('GET', '/api/university-user-token')).status).toBe(401);
    } finally {
      await deactivate(true);
    }
    expect((await browser.call('GET', '/api/university-user-token')).status).toBe(200);
  });

  it('restarts the idle timer at most once a minute', async () => {
    const browser = await signedInConsultant();
    const setLastSeen = (ago: string) =>
      server.database.db
        .updateTable('auth_session')
        .set({ last_seen_at: sql<Date>`now() - ${ago}::interval` })
        .execute();

    await setLastSeen('30 seconds');
    const recent = await lastSeen(browser);
    expect((await browser.call('GET', '/api/university-user-token')).status).toBe(200);
    expect(await lastSeen(browser)).toBe(recent);

    await setLastSeen('2 minutes');
    const stale = await lastSeen(browser);
    expect((await browser.call('GET', '/api/university-user-token')).status).toBe(200);
    expect(await lastSeen(browser)).toBeGreaterThan(stale + 60_000);
  });

  it('is shared by every server instance on the database: a logout on one ends it on the other', async () => {
    const { app } = createApp({ config: readConfig({}), database: server.database });
    const second = createHttpServer(app, '127.0.0.1');
    await new Promise<void>((resolve) => second.listen(0, '127.0.0.1', resolve));
    const secondUrl = `http://127.0.0.1:${(second.address() as AddressInfo).port}`;
    try {
      const browser = await signedInConsultant();
      const cookie = `cc_uu=${browser.cookies.get('cc_uu')}`;
      const onSecond = () =>
        fetch(`${secondUrl}/api/university-user-token`, { headers: { cookie } }).then((response) => response.status);
      expect(await onSecond()).toBe(200);
      expect((await browser.call('GET', '/api/university-user-logout')).status).toBe(200);
      expect(await onSecond()).toBe(401);
    } finally {
      await new Promise<void>((resolve) => second.close(() => resolve()));
    }
  });

  /** Another server instance on this database, with its own settings: cookies are decided per instance. */
  async function instance(env: NodeJS.ProcessEnv) {
    const { app } = createApp({ config: readConfig(env), database: server.database });
    const http = createHttpServer(app, '127.0.0.1');
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    return {
      /** The Set-Cookie headers of a consultant's sign-in sent with these headers. */
      async loginCookies(headers: Record<string, string> = {}) {
        const response = await fetch(`${url}/api/university-user-login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, ...headers },
          body: JSON.stringify({ login_id: 'consultant', password: DEMO_PASSWORD }),
        });
        expect(response.status).toBe(200);
        return response.headers.getSetCookie();
      },
      close: () => new Promise<void>((resolve) => http.close(() => resolve())),
    };
  }

  const secure = (cookies: string[]) => cookies.map((cookie) => /;\s*Secure(;|$)/i.test(cookie));

  it('marks every cookie Secure by default, over plain http too (browsers keep them on localhost)', async () => {
    const browser = server.client();
    const login = await browser.call('POST', '/api/university-user-login', {
      body: { login_id: 'consultant', password: DEMO_PASSWORD },
    });
    expect(login.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^cc_uu=.+; HttpOnly; Secure; SameSite=Strict$/),
    ]);
    const logout = await browser.call('GET', '/api/university-user-logout');
    expect(secure(logout.headers.getSetCookie())).toEqual([true]);
    const guest = await server
      .client()
      .call('POST', '/api/selfIntroduce/qr/demo-guest-self', { body: { display_name: '쿠키 확인' } });
    expect(guest.status).toBe(200);
    expect(guest.headers.getSetCookie()).toEqual([expect.stringMatching(/^cc_guest=.+; Secure; SameSite=Strict$/)]);
  });

  it('with COOKIE_SECURE=0, marks Secure only what arrived over TLS, as a trusted proxy says', async () => {
    const plainHttp = await instance({ COOKIE_SECURE: '0' });
    const behindProxy = await instance({ COOKIE_SECURE: '0', TRUST_PROXY: '1' });
    try {
      expect(secure(await plainHttp.loginCookies())).toEqual([false]);
      // Without TRUST_PROXY the header is anyone's word.
      expect(secure(await plainHttp.loginCookies({ 'x-forwarded-proto': 'https' }))).toEqual([false]);
      expect(secure(await behindProxy.loginCookies({ 'x-forwarded-proto': 'https' }))).toEqual([true]);
      expect(secure(await behindProxy.loginCookies({ 'x-forwarded-proto': 'http' }))).toEqual([false]);
      expect(secure(await behindProxy.loginCookies())).toEqual([false]);
    } finally {
      await plainHttp.close();
      await behindProxy.close();
    }
  });

  it('refuses a COOKIE_SECURE that is neither 0 nor 1, rather than guess', () => {
    expect(() => readConfig({ COOKIE_SECURE: 'false' })).toThrow('COOKIE_SECURE must be 0 or 1, got "false"');
    expect(readConfig({ COOKIE_SECURE: '1' }).secureCookies).toBe(true);
    expect(readConfig({}).secureCookies).toBe(true);
  });

  it('says once, at the first Secure cookie sent over http to another host, that browsers will drop it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { port } = new URL(server.url);
    const login = () =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ login_id: 'consultant', password: DEMO_PASSWORD });
        const sent = request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/university-user-login',
            method: 'POST',
            headers: {
              host: 'school.example:8080',
              'content-type': 'application/json',
              [CSRF_HEADER]: CSRF_HEADER_VALUE,
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        sent.on('error', reject);
        sent.end(body);
      });
    try {
      expect(await login()).toBe(200);
      expect(await login()).toBe(200);
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringContaining('http로 들어온 요청(Host: school.example:8080)에 Secure 쿠키를 보냅니다'),
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  describe('a sign-in link ends the sessions it opened', () => {
    async function signInWith(token: string) {
      const browser = server.client();
      const login = await browser.call<{ id: number }>('POST', '/api/login/link', { body: { token } });
      expect(login.status).toBe(200);
      return { browser, userId: login.body.data.id };
    }
    const tokenStatus = (browser: { call: TestServer['call'] }) =>
      browser.call('GET', '/api/token').then((reply) => reply.status);
    async function signedIn(area: 'admin' | 'university', login_id: string) {
      const browser = server.client();
      const path = area === 'admin' ? '/api/admin-login' : '/api/university-login';
      expect((await browser.call('POST', path, { body: { login_id, password: DEMO_PASSWORD } })).status).toBe(200);
      return browser;
    }

    it('when the administrator reissues it, and only those sessions', async () => {
      const first = await signInWith('demo-student-01');
      const second = await signInWith('demo-student-01');
      const neighbour = server.client();
      const neighbourLogin = await neighbour.call('POST', '/api/login/gwangju', {
        body: { token: 'demo-gwangju-01', user_id: (await idOf('demo-gwangju-01')) ?? 0 },
      });
      expect(neighbourLogin.status).toBe(200);
      const admin = await signedIn('admin', 'admin');
      const reissued = await admin.call<{ link: { token: string } }>('POST', `/adminApi/user/${first.userId}/link`, {
        body: { action: 'reissue' },
      });
      expect(reissued.status).toBe(200);
      expect(await tokenStatus(first.browser)).toBe(401);
      expect(await tokenStatus(second.browser)).toBe(401);
      expect(await tokenStatus(neighbour)).toBe(200);
      // The sessions are gone from the database, not merely refused.
      const left = await server.database.db
        .selectFrom('auth_session')
        .select('id')
        .where('area', '=', 'user')
        .where('subject_id', '=', first.userId)
        .execute();
      expect(left).toEqual([]);
      const again = await signInWith(reissued.body.data.link.token);
      expect(await tokenStatus(again.browser)).toBe(200);
      expect((await server.client().call('GET', '/api/token')).status).toBe(401);
    });

    it('when the university manager revokes it', async () => {
      const token = await currentToken('demo-gwangju-01');
      const userId = (await idOf('demo-gwangju-01')) ?? 0;
      const browser = server.client();
      expect((await browser.call('POST', '/api/login/gwangju', { body: { token, user_id: userId } })).status).toBe(200);
      expect(await tokenStatus(browser)).toBe(200);
      const manager = await signedIn('university', 'univ');
      const revoked = await manager.call('PATCH', `/universityApi/participant/link/${userId}`, {
        body: { action: 'revoke' },
      });
      expect(revoked.status).toBe(200);
      expect(await tokenStatus(browser)).toBe(401);
    });

    async function idOf(token: string) {
      const row = await server.database.db
        .selectFrom('link_token')
        .select('user_id')
        .where('token', '=', token)
        .executeTakeFirst();
      return row?.user_id;
    }
    /** The link in force of the user who first had `token`. */
    async function currentToken(token: string) {
      const row = await server.database.db
        .selectFrom('link_token')
        .select('token')
        .where('user_id', '=', (await idOf(token)) ?? 0)
        .where(sql<boolean>`(expires_at is null or expires_at > now())`)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      return row.token;
    }
  });
});
