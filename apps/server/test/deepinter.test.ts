import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startServerWithProvider } from './fakeProvider';
import { signInConsultant, startTestServer, type TestClient, type TestServer, testDatabase } from './harness';

// Deep interview through HTTP (decision 025): the experience and the questions on offer, the ones
// chosen, answers said to be done, follow-ups made from an answer, rewrites that keep the facts
// (the composer's and a provider's, streamed, flagged), the final wording and the result; a guest on
// a QR link takes the same interview.

interface Question {
  key: string;
  part: string;
  parent: string | null;
  question: string;
  why: string;
  submitted_at: string | null;
  final: string | null;
  rewrite: { text: string; original: string; notes: string[]; generator: { kind: string } } | null;
}
interface State {
  saved: boolean;
  questions: Question[];
  suggestions: { part: string; question: string; why: string; alternatives: string[] }[];
}
interface Rewrite {
  text: string;
  original: string;
  changes: { kind: string; text: string }[];
  notes: string[];
  generator: { kind: string; label: string };
  unsupported: string[];
}

/** The rewrite a streamed call ended with. */
const rewriteOf = (reply: { events: { data: unknown }[] }) =>
  (reply.events.at(-1) as { data: { data: Rewrite } }).data.data;

const ACTION =
  '그냥 우리 팀은 축제 부스를 맡았고, 손님이 너무 많아서 줄이 엄청 길어졌고, 그래서 번호표를 만들어 나눠줬다.';

async function begin(client: TestClient, prefix: string, userId: number) {
  const run = await client.call<{ id: number }>('POST', `/api/${prefix}tool/deepinter/run/${userId}`, {
    body: { restart: true },
  });
  expect(run.status).toBe(200);
  return run.body.data.id;
}

const save = (client: TestClient, prefix: string, runId: number, answers: { item: string; value: unknown }[]) =>
  client.call('PATCH', `/api/${prefix}tool/deepinter/answers/${runId}`, {
    body: { answers: answers.map((answer) => ({ ...answer, base: 0 })) },
  });

describe(`deep interview with the composer on ${testDatabase}`, () => {
  let server: TestServer;
  let student: TestClient;
  let studentId: number;
  let runId: number;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    student = server.client();
    const login = await student.call<{ id: number }>('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    studentId = login.body.data.id;
    runId = await begin(student, 'user/', studentId);
  });
  afterAll(() => server.close());

  const call = <T>(method: string, path: string, body: Record<string, unknown>) =>
    student.call<T>(method, `/api/user/deepinter/${path}`, { body: { run_id: runId, ...body } });

  it('offers questions for the experience once it is named, and starts with the ones chosen', async () => {
    const none = await call<State>('POST', 'get/question', {});
    expect(none.body.data).toEqual({ saved: false, questions: [], suggestions: [] });
    expect(
      (await call('POST', 'save/question', { questions: [{ part: 'action', question: '무엇을 했나요?' }] })).status,
    ).toBe(400);

    await save(student, 'user/', runId, [
      { item: 'exp.title', value: '학생회 축제 부스' },
      { item: 'exp.kind', value: 'club' },
    ]);
    const offered = await call<State>('POST', 'get/question', {});
    expect(offered.body.data.suggestions.map((entry) => entry.part)).toEqual([
      'situation',
      'task',
      'action',
      'result',
      'learned',
    ]);
    expect(offered.body.data.suggestions[0]?.question).toContain("'학생회 축제 부스'는");

    const twice = await call('POST', 'save/question', {
      questions: [
        { part: 'action', question: '무엇을 했나요?' },
        { part: 'action', question: '무엇을 했나요?' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('하나만');

    const chosen = offered.body.data.suggestions.map((entry) => ({ part: entry.part, question: entry.question }));
    chosen[2] = { part: 'action', question: '부스에서 줄이 길어졌을 때 무엇을 했나요?' };
    const saved = await call<State>('POST', 'save/question', { questions: chosen.reverse() });
    expect(saved.body.data.saved).toBe(true);
    expect(saved.body.data.questions.map((entry) => entry.key)).toEqual([
      'situation',
      'task',
      'action',
      'result',
      'learned',
    ]);
    expect(saved.body.data.questions[2]?.question).toBe('부스에서 줄이 길어졌을 때 무엇을 했나요?');
    expect((await call('POST', 'save/question', { questions: chosen })).status).toBe(409);
  });

  it('refuses to mark, rewrite or follow up an answer not yet written, then does each for a written one', async () => {
    expect((await call('PATCH', 'submitAnswer', { key: 'action' })).status).toBe(400);
    expect((await call('PATCH', 'addQuestionContents', { key: 'action' })).status).toBe(400);
    expect((await call('PATCH', 'submitAnswer', { key: 'bogus' })).status).toBe(400);

    await save(student, 'user/', runId, [{ item: 'a.action', value: ACTION }]);
    const done = await call<Question>('PATCH', 'submitAnswer', { key: 'action' });
    expect(done.body.data.submitted_at).not.toBeNull();

    const reply = await student.stream(
      '/api/user/deepinter/getModAnswer',
      { run_id: runId, key: 'action' },
      { method: 'PATCH' },
    );
    const last = reply.events.at(-1) as { name: string; data: { data: Rewrite } };
    expect(last.name).toBe('done');
    const rewrite = last.data.data;
    expect(rewrite.text).toBe(
      '저희 팀은 축제 부스를 맡았습니다. 손님이 많아서 줄이 길어졌습니다. 그래서 번호표를 만들어 나눠줬습니다.',
    );
    expect(rewrite.original).toBe(ACTION);
    expect(rewrite.generator).toMatchObject({ kind: 'composer', label: '자동 조합 초안' });
    expect(rewrite.notes[0]).toContain('말버릇');
    expect(rewrite.unsupported).toEqual([]);
    expect(rewrite.changes.some((change) => change.kind === 'removed' && change.text.includes('그냥'))).toBe(true);
    const recorded = await server.database.db
      .selectFrom('text_generation')
      .select(['action_item', 'prompt_version', 'outcome'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(recorded).toEqual({ action_item: 'deepinter', prompt_version: 'deepinter-rewrite/2', outcome: 'done' });
  });

  it('makes follow-ups from the answer, two at a time and three at most, each with why', async () => {
    const first = await call<Question[]>('PATCH', 'addQuestionContents', { key: 'action' });
    expect(first.body.data.map((entry) => entry.key)).toEqual(['action-1', 'action-2']);
    expect(first.body.data[0]?.question).toContain('본인이 직접 맡은 일');
    for (const entry of first.body.data) expect(entry.why.length).toBeGreaterThan(10);
    const second = await call<Question[]>('PATCH', 'addQuestionContents', { key: 'action' });
    expect(second.body.data.map((entry) => entry.key)).toEqual(['action-1', 'action-2', 'action-3']);
    const third = await call('PATCH', 'addQuestionContents', { key: 'action' });
    expect(third.status).toBe(409);

    expect((await call('PATCH', 'submitAddAnswer', { key: 'action' })).status).toBe(400);
    await save(student, 'user/', runId, [
      { item: 'a.action-1', value: '저는 번호표를 만들자고 제안하고 직접 나눠 드렸어요' },
    ]);
    expect(
      (await call<Question>('PATCH', 'submitAddAnswer', { key: 'action-1' })).body.data.submitted_at,
    ).not.toBeNull();
    const rewrite = await student.stream(
      '/api/user/deepinter/getAddModAnswer',
      { run_id: runId, key: 'action-1' },
      { method: 'PATCH' },
    );
    expect(rewriteOf(rewrite).text).toBe('저는 번호표를 만들자고 제안하고 직접 나눠 드렸습니다.');
  });

  it('keeps the final wording, and tells the experience whole in it as the result', async () => {
    const final = await call<Question>('PATCH', 'update/answer', {
      key: 'action',
      text: '저는 줄이 길어지자 번호표를 만들어 나눠 드렸습니다.',
    });
    expect(final.body.data.final).toBe('저는 줄이 길어지자 번호표를 만들어 나눠 드렸습니다.');
    expect((await call('PATCH', 'update/answer', { key: 'result-1', text: 'x' })).status).toBe(404);
    await save(student, 'user/', runId, [{ item: 'a.situation', value: '가을 축제 때 학생회 부스를 맡았습니다.' }]);

    const state = await call<State>('POST', 'get/question', {});
    expect(state.body.data.questions.find((entry) => entry.key === 'action')?.rewrite?.generator.kind).toBe('composer');

    const ended = await call<{
      result: { story: string; counts: Record<string, number>; parts: { source: string }[] };
    }>('POST', 'save/user', {});
    expect(ended.status).toBe(200);
    const { result } = ended.body.data;
    expect(result.story).toBe(
      '가을 축제 때 학생회 부스를 맡았습니다.\n\n저는 줄이 길어지자 번호표를 만들어 나눠 드렸습니다. 저는 번호표를 만들자고 제안하고 직접 나눠 드렸어요',
    );
    expect(result.counts).toEqual({ parts: 5, told: 2, follow_ups: 3, follow_ups_told: 1 });
    // A finished interview takes no more changes.
    expect((await call('PATCH', 'update/answer', { key: 'action', text: '다시' })).status).toBe(409);
    const flags = await student.call<{ deepinter: boolean }>('GET', `/api/user/dashboard/${studentId}`);
    expect(JSON.stringify(flags.body.data)).toContain('deepinter');
  });

  it('hands the experience told to a self-introduction question as an experience note', async () => {
    const sent = await student.call<{ run_id: number; question: string }>(
      'POST',
      '/api/user/deepinter/to/self-introduce',
      {
        body: { run_id: runId, key: 'growth' },
      },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data.question).toBe('성장과정');
    const letter = await student.call<{ run: { id: number; answers: { item: string; value: unknown }[] } }>(
      'GET',
      `/api/user/tool/self-introduce/run/${studentId}`,
    );
    const value = (item: string) => letter.body.data.run.answers.find((answer) => answer.item === item)?.value;
    expect(letter.body.data.run.id).toBe(sent.body.data.run_id);
    expect(value('exp-s.growth')).toEqual(['가을 축제 때 학생회 부스를 맡았습니다.']);
    expect(value('exp-a.growth')).toEqual([
      '저는 줄이 길어지자 번호표를 만들어 나눠 드렸습니다. 저는 번호표를 만들자고 제안하고 직접 나눠 드렸어요',
    ]);
    expect(value('exp-r.growth')).toEqual(['']);
    // A second time adds a second experience; an interview not ended cannot be sent.
    await student.call('POST', '/api/user/deepinter/to/self-introduce', { body: { run_id: runId, key: 'growth' } });
    const again = await student.call<{ run: { answers: { item: string; value: unknown }[] } }>(
      'GET',
      `/api/user/tool/self-introduce/run/${studentId}`,
    );
    expect(again.body.data.run.answers.find((answer) => answer.item === 'exp-s.growth')?.value).toHaveLength(2);
    const open = await begin(student, 'user/', studentId);
    const early = await student.call('POST', '/api/user/deepinter/to/self-introduce', {
      body: { run_id: open, key: 'growth' },
    });
    expect(early.status).toBe(409);
  });

  it('refuses to end an interview with no answer', async () => {
    const other = await begin(student, 'user/', studentId);
    const nothing = await student.call('POST', '/api/user/deepinter/save/user', { body: { run_id: other } });
    expect(nothing.status).toBe(400);
  });
});

describe(`deep interview for a guest and through a provider on ${testDatabase}`, () => {
  let provider: FakeProvider;
  let server: TestServer;

  beforeAll(async () => {
    ({ server, provider } = await startServerWithProvider());
  });
  afterAll(() => server.close());

  it('lets a guest on a QR link answer, get follow-ups and a provider’s rewrite with its new facts flagged', async () => {
    const consultant = await signInConsultant(server);
    const link = await consultant.call<{ token: string }>('POST', '/api/qrcode', {
      body: { action_item: 'deepinter', title: '심층 인터뷰 연습', session_label: '취업 캠프' },
    });
    expect(link.status).toBe(200);
    const guest = server.client();
    const joined = await guest.call<{ guest: { user_id: number } }>(
      'POST',
      `/api/deepinter/qr/${link.body.data.token}`,
      {
        body: { display_name: '박게스트' },
      },
    );
    const guestId = joined.body.data.guest.user_id;
    const runId = await begin(guest, 'guest/', guestId);
    await save(guest, 'guest/', runId, [
      { item: 'exp.title', value: '카페 아르바이트' },
      { item: 'exp.kind', value: 'work' },
      { item: 'a.result', value: '박게스트인 제가 만든 안내문 덕분에 주문 실수가 줄었습니다.' },
    ]);
    const call = <T>(method: string, path: string, body: Record<string, unknown>) =>
      guest.call<T>(method, `/api/guest/deepinter/${path}`, { body: { run_id: runId, ...body } });
    const offered = await call<State>('POST', 'get/question', {});
    await call('POST', 'save/question', {
      questions: offered.body.data.suggestions.map((entry) => ({ part: entry.part, question: entry.question })),
    });
    const followUps = await call<Question[]>('PATCH', 'addQuestionContents', { key: 'result' });
    expect(followUps.body.data.length).toBeGreaterThan(0);
    expect(followUps.body.data.some((entry) => entry.question.includes('숫자'))).toBe(true);

    provider.mode = 'stream';
    provider.reply = '저는 안내문을 만들어 주문 실수를 30% 줄였고, 스타벅스 점장님께 칭찬을 받았습니다.';
    const reply = await guest.stream(
      '/api/guest/deepinter/getModAnswer',
      { run_id: runId, key: 'result' },
      { method: 'PATCH' },
    );
    const rewrite = rewriteOf(reply);
    expect(rewrite.generator).toMatchObject({ kind: 'ai', label: 'AI 초안' });
    expect(rewrite.unsupported).toEqual(expect.arrayContaining(['30%']));
    expect(rewrite.notes).toEqual([]);
    const sent = JSON.stringify(provider.received.at(-1));
    expect(sent).not.toContain('박게스트');
    expect(sent).toContain('안내문');

    // Another browser is not this guest.
    const stranger = server.client();
    expect((await stranger.call('POST', '/api/guest/deepinter/get/question', { body: { run_id: runId } })).status).toBe(
      401,
    );
  });

  it('says in Korean when the provider fails or stalls, and keeps the answer', async () => {
    const consultant = await signInConsultant(server);
    const link = await consultant.call<{ token: string }>('POST', '/api/qrcode', {
      body: { action_item: 'deepinter', title: '실패 연습' },
    });
    const guest = server.client();
    const joined = await guest.call<{ guest: { user_id: number } }>(
      'POST',
      `/api/deepinter/qr/${link.body.data.token}`,
      {
        body: { display_name: '실패 게스트' },
      },
    );
    const runId = await begin(guest, 'guest/', joined.body.data.guest.user_id);
    await save(guest, 'guest/', runId, [
      { item: 'exp.title', value: '카페 아르바이트' },
      { item: 'a.action', value: '주문표를 새로 만들었습니다.' },
    ]);
    await guest.call('POST', '/api/guest/deepinter/save/question', {
      body: { run_id: runId, questions: [{ part: 'action', question: '무엇을 했나요?' }] },
    });
    provider.mode = 'fail';
    const failed = await guest.stream(
      '/api/guest/deepinter/getModAnswer',
      { run_id: runId, key: 'action' },
      { method: 'PATCH' },
    );
    expect(failed.status).toBe(502);
    expect(failed.body?.message).toContain('적어 둔 내용은 모두 그대로 있습니다');
    provider.mode = 'stall';
    const stalled = await guest.stream(
      '/api/guest/deepinter/getModAnswer',
      { run_id: runId, key: 'action' },
      { method: 'PATCH' },
    );
    const last = stalled.events.at(-1) as { name: string; data: { code: number } };
    expect(last).toMatchObject({ name: 'error', data: { code: 504 } });
    const state = await guest.call<State>('POST', '/api/guest/deepinter/get/question', { body: { run_id: runId } });
    expect(state.body.data.questions[0]?.rewrite).toBeNull();
  });
});
