import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer, testDatabase } from './harness';

describe(`university area on ${testDatabase}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(() => server.close());

  it('gives a manager the latest class of their university, and no other university’s', async () => {
    const manager = server.client();
    const login = await manager.call<{ university: { id: number } }>('POST', '/api/university-login', {
      body: { login_id: 'univ', password: DEMO_PASSWORD },
    });
    const universityId = login.body.data.university.id;
    const last = await manager.call('GET', `/universityApi/last-class/${universityId}`);
    expect(last.body.data).toEqual({ id: expect.any(Number), name: '2026학년도 2학기 진로설계', year: 2026 });
    const other = await manager.call('GET', `/universityApi/last-class/${universityId + 1}`);
    expect(other.status).toBe(403);
    expect((await server.client().call('GET', `/universityApi/last-class/${universityId}`)).status).toBe(401);
  });
});
