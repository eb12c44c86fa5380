import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startServerWithProvider } from './fakeProvider';
import { startTestServer, type TestClient, type TestServer, testDatabase } from './harness';

// Selling point through HTTP (decision 026): occupations and the keywords of their work, stories to
// borrow from deep interview, paragraphs made from the keywords' experiences (the composer's, in
// turn, and a provider's with its new facts flagged), the list added to and cleared, the result,
// and the paragraph handed to self introduction as a draft.

interface Occupation {
  id: number;
  name: string;
  group: { code: string; name: string };
}
interface Keyword {
  key: string;
  label: string;
  meaning: string;
  competency_name: string;
}
interface Intro {
  id: number;
  text: string;
  source: string;
  generator: { kind: string; label: string } | null;
  unsupported: string[];
}

const introOf = (reply: { events: { data: unknown }[] }) =>
  (reply.events.at(-1) as { data: { data: Intro } }).data.data;

async function setUp(server: TestServer) {
  const student = server.client();
  const login = await student.call<{ id: number }>('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
  const studentId = login.body.data.id;
  const run = await student.call<{ id: number }>('POST', `/api/user/tool/selling-point/run/${studentId}`, {
    body: { restart: true },
  });
  return { student, studentId, runId: run.body.data.id };
}

describe(`selling point with the composer on ${testDatabase}`, () => {
  let server: TestServer;
  let student: TestClient;
  let studentId: number;
  let runId: number;
  let keywords: Keyword[];

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    ({ student, studentId, runId } = await setUp(server));
  });
  afterAll(() => server.close());

  const save = (answers: { item: string; value: unknown; base?: number }[]) =>
    student.call('PATCH', `/api/user/tool/selling-point/answers/${runId}`, {
      body: { answers: answers.map((answer) => ({ base: 0, ...answer })) },
    });

  it('finds occupations by name and gives the keywords of their work', async () => {
    const found = await student.call<Occupation[]>('POST', '/api/user/sellingPoint/searchJob', {
      body: { keyword: '소프트웨어' },
    });
    expect(found.status).toBe(200);
    const developer = found.body.data[0] as Occupation;
    expect(developer.name).toContain('소프트웨어');
    expect((await student.call('POST', '/api/user/sellingPoint/searchJob', { body: { keyword: '' } })).status).toBe(
      400,
    );
    const given = await student.call<{ occupation: Occupation; keywords: Keyword[] }>(
      'POST',
      '/api/user/sellingPoint/keywords',
      { body: { occupation_id: developer.id } },
    );
    keywords = given.body.data.keywords;
    expect(keywords.length).toBeGreaterThanOrEqual(8);
    expect(keywords[0]?.competency_name).toMatch(/능력|윤리/);
    expect(
      (await student.call('POST', '/api/user/sellingPoint/keywords', { body: { occupation_id: 999999 } })).status,
    ).toBe(404);
    await save([
      { item: 'job', value: [developer.id] },
      { item: 'kw', value: [keywords[0]?.key, keywords[1]?.key] },
    ]);
  });

  it('refuses a paragraph without an experience, then makes one per retry in another arrangement, each kept in the list', async () => {
    const none = await student.stream('/api/user/sellingPoint/selfIntroduce', { run_id: runId });
    expect(none.status).toBe(400);
    expect(none.body?.message).toContain('경험을 적어 주세요');
    await save([{ item: `story.${keywords[0]?.key}`, value: '동아리 홈페이지를 직접 만들어 운영했다' }]);
    const first = introOf(await student.stream('/api/user/sellingPoint/selfIntroduce', { run_id: runId }));
    const second = introOf(await student.stream('/api/user/sellingPoint/selfIntroduce', { run_id: runId }));
    expect(first.generator).toMatchObject({ kind: 'composer', label: '자동 조합 초안' });
    expect(first.text).toContain('동아리 홈페이지를 직접 만들어 운영했습니다.');
    expect(first.text).not.toContain(keywords[1]?.label as string);
    expect(second.text).not.toBe(first.text);
    expect(first.unsupported).toEqual([]);
    const mine = await student.call<Intro>('POST', '/api/user/sellingPoint/intro', {
      body: { run_id: runId, text: '제 말로 고친 문단입니다.' },
    });
    expect(mine.body.data.source).toBe('typed');
    const list = await student.call<Intro[]>('GET', `/api/user/sellingPoint/intros/${runId}`);
    expect(list.body.data.map((intro) => intro.id)).toEqual([mine.body.data.id, second.id, first.id]);

    const cleared = await student.call<{ cleared: number }>('DELETE', `/api/user/sellingPoint/intros/${runId}`);
    expect(cleared.body.data.cleared).toBe(3);
    expect((await student.call<Intro[]>('GET', `/api/user/sellingPoint/intros/${runId}`)).body.data).toEqual([]);
    // A paragraph cleared from the list cannot be picked.
    await save([{ item: 'chosen', value: [first.id] }]);
    expect((await student.call('POST', '/api/user/sellingPoint/save/user', { body: { run_id: runId } })).status).toBe(
      400,
    );
  });

  it('keeps the occupation, the keywords with their experiences and the paragraph picked, then hands it to self introduction', async () => {
    const made = introOf(await student.stream('/api/user/sellingPoint/selfIntroduce', { run_id: runId }));
    const chosen = await student.call<{ answers: { item: string; revision: number }[] }>(
      'GET',
      `/api/user/tool/selling-point/run/${studentId}`,
    );
    const base = (
      chosen.body.data as unknown as { run: { answers: { item: string; revision: number }[] } }
    ).run.answers.find((answer) => answer.item === 'chosen')?.revision;
    await save([{ item: 'chosen', value: [made.id], base: base ?? 0 }]);
    const saved = await student.call<{
      result: { points: { label: string; story: string }[]; introduction: { text: string } };
    }>('POST', '/api/user/sellingPoint/save/user', { body: { run_id: runId } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.result.points.map((point) => point.story)).toEqual([
      '동아리 홈페이지를 직접 만들어 운영했다',
      '',
    ]);
    expect(saved.body.data.result.introduction.text).toBe(made.text);

    const sent = await student.call<{ run_id: number; question: string }>(
      'POST',
      '/api/user/sellingPoint/to/self-introduce',
      {
        body: { run_id: runId, key: 'motivation' },
      },
    );
    expect(sent.body.data.question).toBe('지원동기');
    const versions = await student.call<{ text: string; source: string }[]>(
      'GET',
      `/api/user/selfIntroduce/versions/${sent.body.data.run_id}/motivation`,
    );
    expect(versions.body.data[0]).toMatchObject({ text: made.text, source: 'draft' });
  });
});

describe(`selling point through a provider on ${testDatabase}`, () => {
  let provider: FakeProvider;
  let server: TestServer;

  beforeAll(async () => {
    ({ server, provider } = await startServerWithProvider());
  });
  afterAll(() => server.close());

  it('streams the provider’s paragraph and flags the facts the experiences do not have', async () => {
    const { student, runId } = await setUp(server);
    const found = await student.call<Occupation[]>('POST', '/api/user/sellingPoint/searchJob', {
      body: { keyword: '간호' },
    });
    const nurse = found.body.data[0] as Occupation;
    const given = await student.call<{ keywords: Keyword[] }>('POST', '/api/user/sellingPoint/keywords', {
      body: { occupation_id: nurse.id },
    });
    const key = given.body.data.keywords[0]?.key as string;
    await student.call('PATCH', `/api/user/tool/selling-point/answers/${runId}`, {
      body: {
        answers: [
          { item: 'job', value: [nurse.id], base: 0 },
          { item: 'kw', value: [key], base: 0 },
          { item: `story.${key}`, value: '요양병원 봉사에서 어르신 말벗을 했다', base: 0 },
        ],
      },
    });
    provider.mode = 'stream';
    provider.reply = '서울대병원에서 3년간 봉사하며 어르신을 도왔습니다.';
    const intro = introOf(await student.stream('/api/user/sellingPoint/selfIntroduce', { run_id: runId }));
    expect(intro.generator).toMatchObject({ kind: 'ai', label: 'AI 초안' });
    expect(intro.unsupported).toEqual(expect.arrayContaining(['3년간']));
    expect(JSON.stringify(provider.received.at(-1))).toContain('요양병원 봉사');
  });

  it('says in Korean when the provider fails or stalls, and keeps nothing half-made in the list', async () => {
    const { student, runId } = await setUp(server);
    const found = await student.call<Occupation[]>('POST', '/api/user/sellingPoint/searchJob', {
      body: { keyword: '간호' },
    });
    const nurse = found.body.data[0] as Occupation;
    const given = await student.call<{ keywords: Keyword[] }>('POST', '/api/user/sellingPoint/keywords', {
      body: { occupation_id: nurse.id },
    });
    const key = given.body.data.keywords[0]?.key as string;
    await student.call('PATCH', `/api/user/tool/selling-point/answers/${runId}`, {
      body: {
        answers: [
          { item: 'job', value: [nurse.id], base: 0 },
          { item: 'kw', value: [key], base: 0 },
          { item: `story.${key}`, value: '실습에서 환자 기록을 정리했다', base: 0 },
        ],
      },
    });
    provider.mode = 'fail';
    const failed = await student.stream('/api/user/sellingPoint/selfIntroduce', { run_id: runId });
    expect(failed.status).toBe(502);
    provider.mode = 'stall';
    const stalled = await student.stream('/api/user/sellingPoint/selfIntroduce', { run_id: runId });
    expect(stalled.events.at(-1)).toMatchObject({ name: 'error', data: { code: 504 } });
    expect((await student.call<Intro[]>('GET', `/api/user/sellingPoint/intros/${runId}`)).body.data).toEqual([]);
  });
});
