import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStudentId, startTestServer, type TestServer, testDatabase } from './harness';

type Login = { id: number; group: string; code: string | null; token: string };

describe(`links, gifts and guest QR tokens on ${testDatabase}`, () => {
  let server: TestServer;
  let demoUserId: number;
  let gwangjuUserId: number;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    demoUserId = await demoStudentId(server);
    gwangjuUserId = await demoStudentId(server, 'demo-gwangju-01');
  });
  afterAll(() => server.close());

  it('signs a user in with a link token and exchanges it for url data', async () => {
    const browser = server.client();
    const login = await browser.call<Login>('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    expect(login.body.code).toBe(200);
    expect(login.body.data).toMatchObject({ id: demoUserId, group: 'USER', code: null });
    expect((await browser.call<Login>('GET', '/api/token')).body.data.id).toBe(demoUserId);

    const url = await browser.call('GET', `/api/user-url-token/demo-student-01/${demoUserId}`);
    expect(url.body.code).toBe(200);
    expect(url.body.data).toEqual({
      university_user_id: expect.any(Number),
      type: null,
      token: 'demo-student-01',
      class_id: expect.any(Number),
    });
    expect((await browser.call('GET', `/api/user-url-token/demo-student-01/${gwangjuUserId}`)).status).toBe(403);
    expect((await browser.call('GET', `/api/user-url-token/demo-gwangju-01/${demoUserId}`)).status).toBe(404);

    expect((await browser.call('GET', `/api/user-result-check/${demoUserId}`)).body).toEqual({
      code: 200,
      message: '',
      data: [],
    });
    expect((await browser.call('GET', `/api/user-result-check/${gwangjuUserId}`)).status).toBe(403);
    expect((await browser.call('GET', '/api/logout')).body.code).toBe(200);
    expect((await browser.call('GET', '/api/token')).status).toBe(401);
  });

  it('refuses an unknown link token with 401 and a Korean message', async () => {
    const reply = await server.client().call('POST', '/api/login/link', { body: { token: 'no-such-link' } });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('유효하지 않거나 만료된 링크입니다.');
  });

  it('signs in through the regional link only with the matching user id', async () => {
    const ok = await server.client().call<Login>('POST', '/api/login/gwangju', {
      body: { token: 'demo-gwangju-01', user_id: gwangjuUserId },
    });
    expect(ok.body.data.id).toBe(gwangjuUserId);
    const wrongUser = await server.client().call('POST', '/api/login/gwangju', {
      body: { token: 'demo-gwangju-01', user_id: demoUserId },
    });
    expect(wrongUser.status).toBe(401);
    const regionalAsPlain = await server
      .client()
      .call('POST', '/api/login/link', { body: { token: 'demo-gwangju-01' } });
    expect(regionalAsPlain.status).toBe(401);
  });

  it('refuses an unknown login type with a Korean message', async () => {
    const reply = await server.client().call('POST', '/api/login/facebook', { body: { token: 'x' } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('지원하지 않는 로그인 방식입니다.');
  });

  it('signs in with an AI-gift code, whatever its case, and opens only the gift tools', async () => {
    const browser = server.client();
    const login = await browser.call<Login>('POST', '/api/ai-gift/login', { body: { code: ' demo-gift-2026 ' } });
    expect(login.body.data).toMatchObject({ group: 'USER', code: 'DEMO-GIFT-2026' });
    const userId = login.body.data.id;

    const token = await browser.call('GET', `/api/ai-gift-token/DEMO-GIFT-2026/${userId}/core-coloring`);
    expect(token.body.data).toEqual({
      university_user_id: null,
      type: 'core-coloring',
      token: 'DEMO-GIFT-2026',
      class_id: null,
    });
    const interview = await browser.call('GET', `/api/ai-gift-token/DEMO-GIFT-2026/${userId}/interview`);
    expect(interview.status).toBe(403);
    expect(interview.body.message).toBe('이 선물 코드로는 이용할 수 없는 도구입니다.');

    const firstUse = await browser.call('GET', '/api/use/ai-gift/DEMO-GIFT-2026/ptid');
    const secondUse = await browser.call('GET', '/api/use/ai-gift/DEMO-GIFT-2026/ptid');
    expect(firstUse.body.data).toEqual({ action_item: 'ptid', first_use: true });
    expect(secondUse.body.data).toEqual({ action_item: 'ptid', first_use: false });

    // The same gift signs in as the same user every time.
    const again = await server.client().call<Login>('POST', '/api/ai-gift/login', { body: { code: 'DEMO-GIFT-2026' } });
    expect(again.body.data.id).toBe(userId);
  });

  it('gives two simultaneous first logins of a gift one user', async () => {
    await server.database.db
      .insertInto('ai_gift')
      .values({ code: 'RACE-GIFT-1', title: '동시 로그인', tools: ['ptid'] })
      .execute();
    const replies = await Promise.all(
      [1, 2, 3].map(() => server.client().call<Login>('POST', '/api/ai-gift/login', { body: { code: 'RACE-GIFT-1' } })),
    );
    expect(new Set(replies.map((reply) => reply.body.data.id)).size).toBe(1);
  });

  it('refuses a link user on gift calls, and a wrong gift code', async () => {
    const browser = server.client();
    await browser.call('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    expect((await browser.call('GET', `/api/ai-gift-token/DEMO-GIFT-2026/${demoUserId}/ptid`)).status).toBe(403);
    const badCode = await server.client().call('POST', '/api/ai-gift/login', { body: { code: 'NOPE-0000' } });
    expect(badCode.status).toBe(401);
    expect(badCode.body.message).toBe('선물 코드가 올바르지 않거나 만료되었습니다.');
  });

  it('describes a tool link before sign-in and counts its use after', async () => {
    const info = await server.client().call('GET', '/api/actionItem-link/token/demo-student-01');
    expect(info.body.data).toEqual({ action_item: null, consultant_name: '박상담', valid: true });
    expect((await server.client().call('GET', '/api/actionItem-link/token/nope')).status).toBe(404);

    const browser = server.client();
    await browser.call('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    const used = await browser.call('GET', '/api/use/actionItem-link/demo-student-01/career-anchor');
    expect(used.body.data).toMatchObject({ type: 'career-anchor', token: 'demo-student-01' });
    expect((await server.client().call('GET', '/api/use/actionItem-link/demo-student-01/ptid')).status).toBe(401);
  });

  it.each([
    ['/api/self-introduce/token/demo-guest-self', 200],
    ['/api/deepinter/token/demo-guest-deep', 200],
    ['/api/deepinter/token/demo-guest-self', 404],
    ['/api/self-introduce/token/unknown', 404],
  ])('answers the guest QR check %s with %i', async (path, status) => {
    const reply = await server.client().call('GET', path);
    expect(reply.status).toBe(status);
    if (status === 200) expect(reply.body.data).toMatchObject({ instructor_name: '이강사' });
    else expect(reply.body.message).toBe('유효하지 않은 QR 링크입니다. QR 코드를 다시 찍어 주세요.');
  });

  it.each([
    '/api/self-introduce/token/UPPER',
    '/api/deepinter/token/has%20space',
    `/api/user-result-check/abc`,
    '/api/user-url-token/demo-student-01/1x',
    '/api/ai-gift-token/DEMO/1/not-a-tool',
  ])('refuses malformed route parameters in %s with a 400 envelope', async (path) => {
    const browser = server.client();
    await browser.call('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    const reply = await browser.call('GET', path);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).not.toBe('');
  });
});
