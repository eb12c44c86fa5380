import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startServerWithProvider } from './fakeProvider';
import { startTestServer, type TestClient, type TestServer, testDatabase } from './harness';

// Self introduction through HTTP (decisions 017–019): the questions and the user's own, the answers
// with their versions, the review, drafts from the composer and from an OpenAI-compatible provider
// (streamed, recorded, under quota, with no personal data leaving), and handing the answers in.

interface Run {
  id: number;
  answers: { item: string; revision: number; value: unknown }[];
}
interface Version {
  id: number;
  text: string;
  source: string;
  generator: { kind: string; label: string; model: string } | null;
  unsupported: string[];
}

const notes = (base: Record<string, number> = {}) => [
  { item: 'target', value: '사회복지 분야', base: base.target ?? 0 },
  { item: 'kw.motivation', value: ['공감', '꾸준함'], base: base['kw.motivation'] ?? 0 },
  { item: 'exp-s.motivation', value: ['지역아동센터에서 봉사할 때 아이들이 숙제를 어려워함'], base: 0 },
  { item: 'exp-a.motivation', value: ['매주 두 번 공부 시간을 만들어 함께 숙제를 정리함'], base: 0 },
  { item: 'exp-r.motivation', value: ['아이들이 스스로 숙제를 끝내는 날이 늘어남'], base: 0 },
];

async function startRun(client: TestClient, userId: number) {
  const run = await client.call<Run>('POST', `/api/user/tool/self-introduce/run/${userId}`, {
    body: { restart: true },
  });
  return run.body.data.id;
}

describe(`self introduction with the composer on ${testDatabase}`, () => {
  let server: TestServer;
  let student: TestClient;
  let studentId: number;

  beforeAll(async () => {
    server = await startTestServer({ seed: true, config: { composerGenerationsPerDayUser: 3 } });
    student = server.client();
    const login = await student.call<{ id: number }>('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    studentId = login.body.data.id;
  });
  afterAll(() => server.close());

  it('offers the four questions and the user’s own, which they add, rename and delete', async () => {
    const added = await student.call<{ key: string; id: number }>('PATCH', '/api/user/selfIntroduce/update/type', {
      body: { user_id: studentId, label: '직무 역량을 쌓은 경험' },
    });
    expect(added.body.data).toMatchObject({ key: `t${added.body.data.id}`, own: true });
    await student.call('PATCH', '/api/user/selfIntroduce/update/type', {
      body: { user_id: studentId, id: added.body.data.id, label: '직무 역량을 쌓은 과정' },
    });
    const types = await student.call<{ key: string; label: string }[]>(
      'GET',
      `/api/user/selfIntroduce/questions/${studentId}`,
    );
    expect(types.body.data.map((type) => type.label)).toEqual([
      '지원동기',
      '성장과정',
      '성격의 장단점',
      '입사 후 포부',
      '직무 역량을 쌓은 과정',
    ]);
    // Another user's question is not theirs to delete.
    const classmate = server.client();
    await classmate.call('POST', '/api/login/link', { body: { token: 'demo-student-02' } }).catch(() => null);
    const foreign = await classmate.call('DELETE', `/api/user/selfIntroduce/delete/type/${added.body.data.id}`);
    expect([401, 403, 404]).toContain(foreign.status);
    const deleted = await student.call('DELETE', `/api/user/selfIntroduce/delete/type/${added.body.data.id}`);
    expect(deleted.status).toBe(200);
    const after = await student.call<unknown[]>('GET', `/api/user/selfIntroduce/questions/${studentId}`);
    expect(after.body.data).toHaveLength(4);
  });

  it('keeps a version of an answer it replaces once per stretch of writing, and reviews an answer', async () => {
    const runId = await startRun(student, studentId);
    const save = (value: string, base: number) =>
      student.call('PATCH', `/api/user/tool/self-introduce/answers/${runId}`, {
        body: {
          answers: [
            { item: 'a.motivation', value, base },
            ...(base === 0 ? [{ item: 'len.motivation', value: 500, base: 0 }] : []),
          ],
        },
      });
    await save('처음 쓴 문장입니다.', 0);
    await save('두 번째로 고친 문장입니다.', 1);
    await save('세 번째로 고친 문장입니다.', 2);
    const versions = await student.call<Version[]>('GET', `/api/user/selfIntroduce/versions/${runId}/motivation`);
    // One version (the first text) within five minutes, not one per save.
    expect(versions.body.data.map((version) => [version.source, version.text])).toEqual([
      ['typed', '처음 쓴 문장입니다.'],
    ]);

    const review = await student.call<{ findings: { kind: string }[]; note: string; counts: { withSpaces: number } }>(
      'POST',
      '/api/user/selfIntroduce/check',
      { body: { run_id: runId, key: 'motivation' } },
    );
    expect(review.status).toBe(200);
    expect(review.body.data.counts.withSpaces).toBe('세 번째로 고친 문장입니다.'.length);
    expect(review.body.data.findings.map((finding) => finding.kind)).toContain('length');
    expect(review.body.data.note).toContain('점수');
    const empty = await student.call('POST', '/api/user/selfIntroduce/check', {
      body: { run_id: runId, key: 'growth' },
    });
    expect(empty.status).toBe(400);
  });

  it('writes a draft from the notes alone, as it comes, keeps it as a version, and holds the daily quota', async () => {
    const runId = await startRun(student, studentId);
    const none = await student.stream('/api/user/selfIntroduce/draft', { run_id: runId, key: 'motivation' });
    expect(none.body?.message).toBe('초안을 만들려면 키워드나 경험을 하나 이상 적어 주세요.');
    await student.call('PATCH', `/api/user/tool/self-introduce/answers/${runId}`, { body: { answers: notes() } });
    const first = await student.stream('/api/user/selfIntroduce/draft', { run_id: runId, key: 'motivation' });
    const texts = first.events.filter((event) => event.name === 'text');
    expect(texts.length).toBeGreaterThan(3);
    const done = first.events.at(-1) as { name: string; data: { data: Version } };
    expect(done.name).toBe('done');
    const draft = done.data.data;
    expect(draft.text).toBe(texts.map((event) => (event.data as { text: string }).text).join(''));
    expect(draft.text).toContain('지역아동센터');
    expect(draft).toMatchObject({
      source: 'draft',
      unsupported: [],
      generator: { kind: 'composer', label: '자동 조합 초안' },
    });
    // A retry is another version; both are kept.
    await student.stream('/api/user/selfIntroduce/draft', { run_id: runId, key: 'motivation' });
    const versions = await student.call<Version[]>('GET', `/api/user/selfIntroduce/versions/${runId}/motivation`);
    expect(versions.body.data.filter((version) => version.source === 'draft')).toHaveLength(2);
    // Three composer drafts a day here (configured); the fourth is refused before anything is written.
    await student.stream('/api/user/selfIntroduce/draft', { run_id: runId, key: 'motivation' });
    const over = await student.stream('/api/user/selfIntroduce/draft', { run_id: runId, key: 'motivation' });
    expect(over.status).toBe(429);
    expect(over.body?.message).toContain('오늘 자동 조합으로 만들 수 있는 초안을 모두 만들었습니다');
    const recorded = await server.database.db
      .selectFrom('text_generation')
      .select(['generator', 'outcome', 'prompt_version', 'output_chars'])
      .where('run_id', '=', runId)
      .execute();
    expect(recorded).toHaveLength(3);
    expect(
      recorded.every((row) => row.generator === 'composer' && row.outcome === 'done' && row.output_chars > 0),
    ).toBe(true);
  });

  it('hands the answers in once, with the questions as they read, and offers the latest answer to the next run', async () => {
    const runId = await startRun(student, studentId);
    await student.call('PATCH', `/api/user/tool/self-introduce/answers/${runId}`, {
      body: {
        answers: [
          { item: 'questions', value: ['motivation', 'aspiration'], base: 0 },
          { item: 'a.motivation', value: '데이터로 사람을 돕는 일을 하고 싶어 지원했습니다.', base: 0 },
          { item: 'a.aspiration', value: '입사 후 3년 안에 현장 데이터를 정리하는 일을 맡고 싶습니다.', base: 0 },
        ],
      },
    });
    const saved = await student.call<{ result: { answers: { question: string }[] }; summary: string }>(
      'POST',
      '/api/user/selfIntroduce/save/user',
      { body: { run_id: runId } },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.result.answers.map((answer) => answer.question)).toEqual(['지원동기', '입사 후 포부']);
    expect(saved.body.data.summary).toMatch(/^2문항 · \d+자$/);
    await startRun(student, studentId);
    const last = await student.call<{ text: string; run_id: number }>(
      'GET',
      `/api/user/selfIntroduce/last/answer/${studentId}/motivation`,
    );
    expect(last.body.data).toMatchObject({ text: '데이터로 사람을 돕는 일을 하고 싶어 지원했습니다.', run_id: runId });
  });
});

describe(`self introduction with an OpenAI-compatible provider on ${testDatabase}`, () => {
  let provider: FakeProvider;
  let server: TestServer;
  let student: TestClient;
  let studentId: number;
  let runId: number;

  beforeAll(async () => {
    ({ server, provider } = await startServerWithProvider());
    student = server.client();
    const login = await student.call<{ id: number }>('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    studentId = login.body.data.id;
    runId = await startRun(student, studentId);
    const personal = [
      ...notes(),
      {
        item: 'notes.motivation',
        value: '저 최민준(학번 20211234)은 010-1234-5678, minjun@example.kr로 연락받습니다.',
        base: 0,
      },
    ];
    await student.call('PATCH', `/api/user/tool/self-introduce/answers/${runId}`, { body: { answers: personal } });
  });
  afterAll(() => server.close());

  const draft = (options?: Parameters<TestClient['stream']>[2]) =>
    student.stream('/api/user/selfIntroduce/draft', { run_id: runId, key: 'motivation' }, options);

  it('streams the provider’s text, says which generator wrote it, and sends nothing that identifies the student', async () => {
    provider.mode = 'stream';
    provider.reply = '봉사에서 얻은 공감을 바탕으로 지원했습니다. 삼성전자 인턴에서 20% 성과를 냈습니다.';
    const reply = await draft();
    const done = reply.events.at(-1) as { name: string; data: { data: Version } };
    expect(done.name).toBe('done');
    expect(done.data.data.generator).toEqual({ kind: 'ai', label: 'AI 초안', model: 'fake-model' });
    expect(done.data.data.text).toBe(provider.reply);
    // Facts the notes do not have are flagged for the student to check.
    expect(done.data.data.unsupported).toEqual(expect.arrayContaining(['20%']));
    const sent = JSON.stringify(provider.received.at(-1));
    for (const secret of ['최민준', '민준', '20211234', '010-1234-5678', 'minjun@example.kr']) {
      expect(sent).not.toContain(secret);
    }
    expect(sent).toContain('지역아동센터');
    expect(provider.received.at(-1)).toMatchObject({ model: 'fake-model', stream: true });
  });

  it('tries once more when the provider fails, then says so in Korean and keeps the notes', async () => {
    provider.mode = 'fail';
    const before = provider.received.length;
    const reply = await draft();
    expect(provider.received.length - before).toBe(2);
    expect(reply.status).toBe(502);
    expect(reply.body?.message).toContain('초안을 만들지 못했습니다');
    const run = await student.call<{ run: Run }>('GET', `/api/user/tool/self-introduce/run/${studentId}`);
    expect(run.body.data.run.answers.map((answer) => answer.item)).toContain('exp-s.motivation');
  });

  it('times out a provider that stops answering part-way, and records it', async () => {
    provider.mode = 'stall';
    const reply = await draft();
    const last = reply.events.at(-1) as { name: string; data: { code: number; message: string } };
    expect(last.name).toBe('error');
    expect(last.data.code).toBe(504);
    expect(last.data.message).toContain('시간이 너무 오래 걸려');
    const latest = await server.database.db
      .selectFrom('text_generation')
      .select('outcome')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(latest.outcome).toBe('timeout');
  });

  it('stops when the student stops it, and keeps what was written until then', async () => {
    provider.mode = 'stream';
    provider.reply = '가'.repeat(600);
    const stop = new AbortController();
    await draft({
      signal: stop.signal,
      onEvent: (event) => {
        if (event.name === 'text') stop.abort();
      },
    });
    // The server notices the reader left and finishes the record.
    await expect
      .poll(
        async () =>
          (
            await server.database.db
              .selectFrom('text_generation')
              .select('outcome')
              .orderBy('id', 'desc')
              .executeTakeFirstOrThrow()
          ).outcome,
      )
      .toBe('stopped');
  });
});
