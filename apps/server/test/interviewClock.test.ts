import { INTERVIEW_CLOCK_GRACE_MS } from '@career/api-sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer, testDatabase } from './harness';

// An interview question's time kept by the server (decision 028, issue 35): saved as it runs,
// resumed by a reload at the time left, never going back, never past the question's limits, a
// client's count bounded by the time the server measured, and the stages' figures the kept times.
// The time between saves is made by moving the clock's last hearing back in the database.

interface Clock {
  key: string;
  phase: string;
  think: number;
  answer: number;
}
interface Heard extends Clock {
  kept: { item: string; value: { think: number; answer: number }; revision: number } | null;
}
interface InterviewSet {
  questions: { key: string; think_seconds: number; answer_seconds: number }[];
  started: boolean;
  clocks: Clock[];
}

describe(`interview time on ${testDatabase}`, () => {
  let server: TestServer;
  let student: TestClient;
  let runId: number;
  let first: InterviewSet['questions'][number];
  let second: InterviewSet['questions'][number];

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    student = server.client();
    const login = await student.call<{ id: number }>('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    const run = await student.call<{ id: number }>('POST', `/api/user/tool/interview/run/${login.body.data.id}`, {
      body: { restart: true },
    });
    runId = run.body.data.id;
    const picked = await student.call<InterviewSet>('POST', '/api/user/interview/questions', {
      body: { run_id: runId, categories: ['personality'], group: null, difficulty: 1, count: 3 },
    });
    [first, second] = picked.body.data.questions as [typeof first, typeof second];
  });
  afterAll(() => server.close());

  const clock = (key: string, phase: 'think' | 'answer' | 'ended', used: number) =>
    student.call<Heard>('POST', '/api/user/interview/clock', {
      body: { run_id: runId, key, phase, used_ms: Math.round(used * 1000) },
    });
  /** A reload: the set read afresh, with its clocks as they stand. */
  const reload = async (key: string) => {
    const set = await student.call<InterviewSet>('GET', `/api/user/interview/sort/${runId}/asked/all/all`);
    return { started: set.body.data.started, clock: set.body.data.clocks.find((entry) => entry.key === key) };
  };
  /** `seconds` pass before the server hears of the clock again. */
  const pass = (key: string, seconds: number) =>
    sql`update interview_clock set heard_at = heard_at - make_interval(secs => ${seconds})
      where run_id = ${runId} and question_key = ${key}`.execute(server.database.db);

  it('starts a question’s clock when it is asked, keeps the set as asked, and reads it back after a reload', async () => {
    expect((await reload(first.key)).clock).toBeUndefined();
    const started = await clock(first.key, 'think', 0);
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ key: first.key, phase: 'think', think: 0, answer: 0, kept: null });
    expect((await reload(first.key)).started).toBe(true);
    const repick = await student.call('POST', '/api/user/interview/questions', {
      body: { run_id: runId, categories: ['job'], group: '3', difficulty: 2, count: 3 },
    });
    expect(repick.status).toBe(409);

    await pass(first.key, 5);
    const answering = await clock(first.key, 'answer', 5);
    expect(answering.body.data).toMatchObject({ phase: 'answer', think: 5, answer: 0 });
    // A reload a few seconds later resumes where the clock stood (the allowance pays for the gap).
    await pass(first.key, 8);
    expect((await reload(first.key)).clock).toMatchObject({ phase: 'answer', think: 5, answer: 0 });
    const resumed = await clock(first.key, 'answer', 5);
    expect(resumed.body.data).toMatchObject({ phase: 'answer', think: 5, answer: 0 });
  });

  it('counts the time measured when a client claims less than the allowance covers, and never goes back', async () => {
    // 30 s pass and the client says it used none of them: all but the allowance left (2 s) count.
    await pass(first.key, 30);
    const claimedLittle = await clock(first.key, 'answer', 5);
    const answer = claimedLittle.body.data.answer;
    expect(answer).toBeGreaterThanOrEqual(30 - (INTERVIEW_CLOCK_GRACE_MS / 1000 - 8));
    expect(answer).toBeLessThan(29);
    // A replayed save, or several at once, gives nothing back and adds nothing.
    const replays = await Promise.all([1, 2, 3, 4].map(() => clock(first.key, 'think', 0)));
    for (const replay of replays) {
      expect(replay.body.data.phase).toBe('answer');
      expect(replay.body.data.think).toBe(5);
      expect(replay.body.data.answer).toBeGreaterThanOrEqual(answer);
      expect(replay.body.data.answer).toBeLessThan(answer + 1);
    }
    // Nor does a count beyond the time measured add to it.
    const claimedMuch = await clock(first.key, 'answer', 1500);
    expect(claimedMuch.body.data.answer).toBeLessThan(answer + 1);
  });

  it('stops at the question’s limit and stays over after a reload; the answer is still kept', async () => {
    await pass(first.key, 600);
    expect((await reload(first.key)).clock).toMatchObject({ phase: 'over', think: 5, answer: first.answer_seconds });
    const over = await clock(first.key, 'answer', 1800);
    expect(over.body.data).toMatchObject({ phase: 'over', think: 5, answer: first.answer_seconds });
    const late = await student.call('PATCH', `/api/user/tool/interview/answers/${runId}`, {
      body: {
        answers: [
          { item: `a.${first.key}`, value: '시간이 끝난 뒤에 마무리한 답입니다. 예를 들어 끝까지 썼습니다.', base: 0 },
        ],
      },
    });
    expect(late.status).toBe(200);
  });

  it('writes the question’s time item when it ends, once, and refuses it from an answer save', async () => {
    const ended = await clock(first.key, 'ended', 0);
    expect(ended.body.data.kept).toEqual({
      item: `t.${first.key}`,
      value: { think: 5, answer: first.answer_seconds },
      revision: 1,
    });
    const again = await clock(first.key, 'think', 0);
    expect(again.body.data).toMatchObject({ phase: 'ended', kept: { revision: 1 } });
    const forged = await student.call<{ issues: { path: string }[] }>(
      'PATCH',
      `/api/user/tool/interview/answers/${runId}`,
      { body: { answers: [{ item: `t.${second.key}`, value: { think: 0, answer: 0 }, base: 0 }] } },
    );
    expect(forged.status).toBe(400);
    expect(forged.body.data.issues[0]?.path).toBe('answers.0.item');
    expect(forged.body.message).toContain('면접 시계');
    const unknown = await student.call<{ issues: { path: string }[] }>('POST', '/api/user/interview/clock', {
      body: { run_id: runId, key: 'p-no-such-question', phase: 'think', used_ms: 0 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.issues[0]?.path).toBe('key');
    const negative = await student.call('POST', '/api/user/interview/clock', {
      body: { run_id: runId, key: second.key, phase: 'think', used_ms: -3000 },
    });
    expect(negative.status).toBe(400);
  });

  it('reports the kept times in the stages, the question on its clock at the end included', async () => {
    expect((await clock(second.key, 'think', 0)).status).toBe(200);
    await pass(second.key, 12);
    expect((await clock(second.key, 'think', 12)).body.data).toMatchObject({ phase: 'think', think: 12 });
    const saved = await student.call<{ result: { counts: Record<string, number> } }>(
      'POST',
      '/api/user/interview/save/user',
      { body: { run_id: runId } },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.result.counts).toEqual({ asked: 3, answered: 1, skipped: 1, not_reached: 1 });

    const stage = await student.call<{
      time: { used: number };
      answers: { status: string; used: { think: number; answer: number } | null }[];
    }>('GET', `/api/user/interview/result/first/${runId}`);
    expect(stage.body.data.answers.map((entry) => entry.used)).toEqual([
      { think: 5, answer: first.answer_seconds },
      { think: 12, answer: 0 },
      null,
    ]);
    expect(stage.body.data.time.used).toBe(5 + first.answer_seconds + 12);
    const closed = await clock(second.key, 'answer', 20);
    expect(closed.status).toBe(409);
  });
});
