import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer, testDatabase } from './harness';

// What a run may hold and how fast answers may come (decision 017): a run keeps at most its tool's
// items, however they are sent, and one person's saves are counted per minute. Proven on career
// anchor (500 items a run), on a server that allows five saves a minute.

interface Run {
  id: number;
  answers: { item: string; revision: number }[];
}

describe(`answer limits on ${testDatabase}`, () => {
  let server: TestServer;
  let student: TestClient;
  let studentId: number;

  beforeAll(async () => {
    server = await startTestServer({ seed: true, config: { answerSavesPerMinute: 5 } });
    student = server.client();
    const login = await student.call<{ id: number }>('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    studentId = login.body.data.id;
  });
  afterAll(() => server.close());

  const ratings = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => ({ item: `s${from + index}`, value: 3, base: 0 }));

  it('keeps a run within its tool’s items, and counts each person’s saves per minute', async () => {
    const run = await student.call<Run>('POST', `/api/user/tool/career-anchor/run/${studentId}`, { body: {} });
    const save = (answers: unknown[]) =>
      student.call('PATCH', `/api/user/tool/career-anchor/answers/${run.body.data.id}`, { body: { answers } });

    expect((await save(ratings(1, 300))).status).toBe(200);
    const over = await save(ratings(301, 250));
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('이 검사에 저장할 수 있는 답의 양을 넘었습니다. 답을 줄여 주세요.');
    // Nothing of a refused save was kept, and answers already there may still change.
    const current = await student.call<{ run: Run }>('GET', `/api/user/tool/career-anchor/run/${studentId}`);
    expect(current.body.data.run.answers).toHaveLength(300);
    expect((await save([{ item: 's1', value: 6, base: 1 }])).status).toBe(200);

    // Five saves in this minute so far (the refused one counts too); the sixth waits.
    expect((await save([{ item: 's2', value: 6, base: 1 }])).status).toBe(200);
    expect((await save([{ item: 's3', value: 6, base: 1 }])).status).toBe(200);
    const tooFast = await save([{ item: 's4', value: 6, base: 1 }]);
    expect(tooFast.status).toBe(429);
    expect(Number(tooFast.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(tooFast.body.message).toMatch(/^답을 너무 자주 저장하고 있습니다\. \d+초 뒤에 다시 저장됩니다\.$/);
  });
});
