import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
