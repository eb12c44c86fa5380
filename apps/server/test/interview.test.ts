import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  signInConsultant,
  startTestServer,
  type TestClient,
  type TestServer,
  testDatabase,
} from './harness';

// Interview through HTTP (decision 028): questions picked from the bank and reordered, answers with
// their time and the student's own scores, the result, the consultant's scores beside the
// student's, and the student reading them only once released.

interface Question {
  key: string;
  category: string;
  difficulty: number;
}
interface InterviewSet {
  setup: { categories: string[]; group: { code: string; name: string } | null; difficulty: number };
  questions: Question[];
  started: boolean;
}
interface Second {
  released_at: string | null;
  can_rate: boolean;
  criteria: { criterion: string; self: number | null; rater: number | null; disagree: boolean }[];
  answers: {
    key: string;
    status: string;
    self: Record<string, number>;
    rater: Record<string, number> | null;
    comment: string;
  }[];
}

describe(`interview on ${testDatabase}`, () => {
  let server: TestServer;
  let student: TestClient;
  let consultant: TestClient;
  let runId: number;
  let keys: string[];

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    student = server.client();
    const login = await student.call<{ id: number }>('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    const run = await student.call<{ id: number }>('POST', `/api/user/tool/interview/run/${login.body.data.id}`, {
      body: { restart: true },
    });
    runId = run.body.data.id;
    consultant = await signInConsultant(server);
  });
  afterAll(() => server.close());

  const pick = (client: TestClient, body: Record<string, unknown>, prefix = 'user/') =>
    client.call<InterviewSet>('POST', `/api/${prefix}interview/questions`, {
      body: { run_id: runId, categories: ['personality', 'job'], group: '3', difficulty: 2, count: 4, ...body },
    });
  const save = (answers: { item: string; value: unknown }[]) =>
    student.call('PATCH', `/api/user/tool/interview/answers/${runId}`, {
      body: { answers: answers.map((answer) => ({ ...answer, base: 0 })) },
    });

  it('picks questions by category, group and difficulty, sorts them, and refuses a bad request in Korean', async () => {
    const none = await student.call('GET', `/api/user/interview/sort/${runId}/asked/all/all`);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ data: null });
    const bad = await pick(student, { categories: [], count: 40 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/질문 분야를 하나 이상|질문 수는/);

    const picked = await pick(student, {});
    expect(picked.status).toBe(200);
    const questions = picked.body.data.questions;
    expect(questions).toHaveLength(4);
    expect(questions.map((question) => question.category)).toEqual(['personality', 'job', 'personality', 'job']);
    expect(picked.body.data.setup).toMatchObject({ difficulty: 2, group: { code: '3' } });
    keys = questions.map((question) => question.key);

    const jobOnly = await student.call<InterviewSet>('GET', `/api/user/interview/sort/${runId}/category/job/all`);
    expect(jobOnly.body.data.questions.map((question) => question.key)).toEqual([keys[1], keys[3]]);
    const badSort = await student.call('GET', `/api/user/interview/sort/${runId}/random/all/all`);
    expect(badSort.status).toBe(400);

    const reordered = await pick(student, { keys: [...keys].reverse() });
    expect(reordered.body.data.questions.map((question) => question.key)).toEqual([...keys].reverse());
    keys = [...keys].reverse();
    const unknown = await pick(student, { keys: ['p-no-such-question'] });
    expect(unknown.status).toBe(400);
  });

  it('keeps the questions once answering began: only their order may change', async () => {
    const [first, second] = keys as [string, string];
    const saved = await save([
      {
        item: `a.${first}`,
        value:
          '저는 간호 실습에서 환자 열 명의 기록을 정리하며 꼼꼼함을 길렀습니다. 예를 들어 투약 시간을 표로 만들었습니다.',
      },
      { item: `s.${first}`, value: { specific: 2, logic: 3, delivery: 2 } },
    ]);
    expect(saved.status).toBe(200);
    // The time goes by the questions' clocks (a first count stands: nothing was measured yet).
    const clock = (key: string, used: number) =>
      student.call('POST', '/api/user/interview/clock', {
        body: { run_id: runId, key, phase: 'ended', used_ms: used * 1000 },
      });
    expect((await clock(first, 82)).status).toBe(200);
    expect((await clock(second, 30)).status).toBe(200);
    const outOfRange = await save([{ item: `s.${second}`, value: { logic: 7 } }]);
    expect(outOfRange.status).toBe(400);

    const again = await pick(student, {});
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain('이미 답하기 시작한 면접');
    const same = await pick(student, { keys: [second, first, ...keys.slice(2)] });
    expect(same.status).toBe(200);
    expect(same.body.data.started).toBe(true);
    const swapped = await pick(student, { keys: ['p-strength'] });
    expect(swapped.status).toBe(409);
    await pick(student, { keys });
  });

  it('keeps a recording of an answer in a known audio format, within its size, and plays it back', async () => {
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000, 7)]);
    const record = (body: Record<string, unknown>) =>
      student.call('POST', '/api/user/interview/audio', {
        body: { run_id: runId, key: keys[0], type: 'audio/webm', data: webm.toString('base64'), seconds: 12, ...body },
      });
    expect((await record({})).status).toBe(200);
    const notAudio = await record({ data: Buffer.from('<html>not a recording</html>').toString('base64') });
    expect(notAudio.status).toBe(400);
    expect(JSON.stringify(notAudio.body)).toContain('소리 파일이 아닙니다');
    // Just past 600 KB the schema names the limit; far past it the body is refused before it is read.
    const huge = await record({ data: Buffer.alloc(601 * 1024, 1).toString('base64') });
    expect(huge.status).toBe(400);
    expect(JSON.stringify(huge.body)).toContain('600KB');
    expect((await record({ data: Buffer.alloc(700 * 1024, 1).toString('base64') })).status).toBe(413);
    expect((await record({ key: 'p-no-such-question' })).status).toBe(400);
    expect((await record({ type: 'video/mp4' })).status).toBe(400);

    const played = await consultant.call<{ type: string; data: string; seconds: number }>(
      'GET',
      `/api/interview/audio/${runId}/${keys[0]}`,
    );
    expect(played.body.data).toMatchObject({ type: 'audio/webm', seconds: 12 });
    expect(Buffer.from(played.body.data.data, 'base64').equals(webm)).toBe(true);
    const none = await consultant.call('GET', `/api/interview/audio/${runId}/${keys[1]}`);
    expect(none.status).toBe(404);
  });

  it('keeps the result with each answer’s status, and lets only the rater score', async () => {
    const refused = await student.call('POST', '/api/user/interview/rate', {
      body: { run_id: runId, key: keys[0], scores: { logic: 4 }, comment: '' },
    });
    expect(refused.status).toBe(403);
    const early = await consultant.call('GET', `/api/interview/result/first/${runId}`);
    expect(early.status).toBe(404);

    const result = await student.call<{ result: { counts: Record<string, number> } }>(
      'POST',
      '/api/user/interview/save/user',
      { body: { run_id: runId } },
    );
    expect(result.status).toBe(200);
    expect(result.body.data.result.counts).toEqual({ asked: 4, answered: 1, skipped: 1, not_reached: 2 });

    const first = await consultant.call<{
      time: { used: number };
      answers: { status: string; length: number; audio_seconds: number | null }[];
    }>('GET', `/api/interview/result/first/${runId}`);
    expect(first.body.data.time.used).toBe(112);
    expect(first.body.data.answers.map((entry) => entry.audio_seconds)).toEqual([12, null, null, null]);
    expect(first.body.data.answers.map((entry) => entry.status)).toEqual([
      'answered',
      'skipped',
      'not-reached',
      'not-reached',
    ]);

    const notAnswered = await consultant.call('POST', '/api/interview/rate', {
      body: { run_id: runId, key: keys[1], scores: { logic: 4 }, comment: '' },
    });
    expect(notAnswered.status).toBe(400);
    const rated = await consultant.call<Second>('POST', '/api/interview/rate', {
      body: {
        run_id: runId,
        key: keys[0],
        scores: { specific: 5, logic: 4, relevance: 4, delivery: 4 },
        comment: '표로 만든 경험이 좋습니다. 결과를 한 문장 더 말해 보세요.',
      },
    });
    expect(rated.status).toBe(200);
    const specific = rated.body.data.criteria.find((entry) => entry.criterion === 'specific');
    expect(specific).toMatchObject({ self: 2, rater: 5, disagree: true });
    expect(rated.body.data.criteria.find((entry) => entry.criterion === 'logic')).toMatchObject({ disagree: false });
    expect(rated.body.data.criteria.find((entry) => entry.criterion === 'relevance')).toMatchObject({
      self: null,
      rater: 4,
    });
  });

  it('shows the student the rater’s scores and comments only once released', async () => {
    const before = await student.call<Second>('GET', `/api/user/interview/result/second/${runId}`);
    expect(before.body.data).toMatchObject({ released_at: null, can_rate: false });
    expect(before.body.data.answers[0]).toMatchObject({ rater: null, comment: '' });
    expect(before.body.data.criteria.every((entry) => entry.rater === null)).toBe(true);

    const release = await student.call('POST', '/api/user/interview/release', { body: { run_id: runId } });
    expect(release.status).toBe(403);
    const released = await consultant.call<{ released_at: string }>('POST', '/api/interview/release', {
      body: { run_id: runId },
    });
    expect(released.status).toBe(200);
    const again = await consultant.call<{ released_at: string }>('POST', '/api/interview/release', {
      body: { run_id: runId },
    });
    expect(again.body.data.released_at).toBe(released.body.data.released_at);

    const third = await student.call<{ answers: { comment: string; observations: { kind: string }[] }[] }>(
      'GET',
      `/api/user/interview/result/third/${runId}`,
    );
    expect(third.body.data.answers[0]?.comment).toContain('표로 만든 경험');
    const fourth = await student.call<{ strengths: { title: string }[]; practise: { title: string }[] }>(
      'GET',
      `/api/user/interview/result/fourth/${runId}`,
    );
    expect(fourth.body.data.strengths.map((entry) => entry.title)).toContain('구체성');
    expect(fourth.body.data.practise.map((entry) => entry.title)).toContain('답하지 못한 질문');
  });

  it('writes feedback on an answered question from what its text shows, labelled, and keeps the latest', async () => {
    const refused = await student.stream('/api/user/interview/feedback', { run_id: runId, key: keys[1] });
    expect(refused.status).toBe(400);
    const reply = await consultant.stream('/api/interview/feedback', { run_id: runId, key: keys[0] });
    expect(reply.status).toBe(200);
    const made = (reply.events.at(-1) as { data: { data: { text: string; generator: { label: string } } } }).data.data;
    expect(made.generator.label).toBe('자동 조합 피드백');
    expect(made.text).toMatch(/^좋은 답변은 이렇게 합니다: /);
    const third = await student.call<{ answers: { feedback: { text: string } | null }[] }>(
      'GET',
      `/api/user/interview/result/third/${runId}`,
    );
    expect(third.body.data.answers[0]?.feedback?.text).toBe(made.text);
    expect(third.body.data.answers[1]?.feedback).toBeNull();
  });

  it('refuses an instructor the run of a student not in their class', async () => {
    const instructor = server.client();
    await instructor.call('POST', '/api/instructor-login', {
      body: { login_id: 'instructor@demo.kr', password: DEMO_PASSWORD },
    });
    const reply = await instructor.call('GET', `/api/instructor/interview/result/first/${runId}`);
    expect(reply.status).toBe(404);
    const rate = await instructor.call('POST', '/api/instructor/interview/rate', {
      body: { run_id: runId, key: keys[0], scores: { logic: 1 }, comment: '' },
    });
    expect(rate.status).toBe(404);
  });
});
