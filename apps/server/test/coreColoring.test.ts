import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestClient, type TestServer, testDatabase } from './harness';

interface Statement {
  id: number;
  core: string;
  text: string;
}
interface Saved {
  run_id: number;
  scoring_version: string;
  result: { top: string[]; cores: { code: string; score: number; quadrant: string }[]; suggestions: unknown[] };
  feedback: { fit: number; comment: string } | null;
}

// Core coloring through HTTP: content, colorings saved as made, the result scored once and kept,
// its matrix, round and feedback, and a past result compared with a new one.

describe(`core coloring on ${testDatabase}`, () => {
  let server: TestServer;
  let consultant: TestClient;
  let studentId: number;
  let statements: Statement[];

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    consultant = server.client();
    await consultant.call('POST', '/api/university-user-login', {
      body: { login_id: 'consultant', password: DEMO_PASSWORD },
    });
    const link = await server.database.db
      .selectFrom('link_token')
      .select('user_id')
      .where('token', '=', 'demo-student-01')
      .executeTakeFirstOrThrow();
    studentId = link.user_id;
  });
  afterAll(() => server.close());

  /** One run from start to result: each core's statements colored by `colorOf(core, index)`. */
  async function colorRun(colorOf: (core: string, index: number) => string, root: (red: Statement[]) => number[]) {
    const run = await consultant.call<{ id: number }>('POST', `/api/tool/core-coloring/run/${studentId}`, {
      body: { restart: true },
    });
    const runId = run.body.data.id;
    const seen = new Map<string, number>();
    const answers = statements.map((statement) => {
      const index = seen.get(statement.core) ?? 0;
      seen.set(statement.core, index + 1);
      return { item: `c${statement.id}`, value: colorOf(statement.core, index), base: 0 };
    });
    const red = statements.filter((_, index) => answers[index]?.value === 'red');
    // Colorings arrive a page at a time, through the tool's own save call.
    for (let start = 0; start < answers.length; start += 9) {
      const saved = await consultant.call<{ saved: number }>('POST', '/api/coreColoring/save/user', {
        body: { run_id: runId, answers: answers.slice(start, start + 9), screen: 'checklist' },
      });
      expect(saved.body.data.saved).toBe(9);
    }
    await consultant.call('POST', '/api/coreColoring/save/user', {
      body: { run_id: runId, answers: [{ item: 'root', value: root(red), base: 0 }], screen: 'root' },
    });
    return runId;
  }

  it('serves nine cores, 72 statements (8 per core), the quadrants and round 2’s limit', async () => {
    const questions = await consultant.call<{
      cores: { code: string; row: string; column: string }[];
      statements: Statement[];
      quadrants: { name: string }[];
      root_max: number;
    }>('POST', '/api/coreColoring/questions', { body: {} });
    expect(questions.status).toBe(200);
    const data = questions.body.data;
    expect(data.cores.map((core) => `${core.code}:${core.row}:${core.column}`)).toEqual([
      'C1:thinking:self',
      'C2:thinking:relation',
      'C3:thinking:work',
      'C4:heart:self',
      'C5:heart:relation',
      'C6:heart:work',
      'C7:action:self',
      'C8:action:relation',
      'C9:action:work',
    ]);
    expect(data.statements).toHaveLength(72);
    for (const core of data.cores) expect(data.statements.filter((s) => s.core === core.code)).toHaveLength(8);
    expect(new Set(data.statements.map((s) => s.text)).size).toBe(72);
    expect(data.quadrants.map((quadrant) => quadrant.name)).toEqual(['강점 유지', '성장 목표', '잠재 강점', '관심 밖']);
    expect(data.root_max).toBe(5);
    statements = data.statements;
  });

  it('refuses to score an unfinished coloring in Korean, then scores once and keeps the result', async () => {
    const run = await consultant.call<{ id: number }>('POST', `/api/tool/core-coloring/run/${studentId}`, {
      body: {},
    });
    const runId = run.body.data.id;
    const early = await consultant.call('POST', '/api/coreColoring/9core/result', { body: { run_id: runId } });
    expect(early.status).toBe(400);
    expect(early.body.message).toContain('아직 색칠하지 않은 문장이 72개 있습니다.');
    expect((await consultant.call('POST', '/api/coreColoring/matrix/result', { body: { run_id: runId } })).status).toBe(
      404,
    );

    const first = await colorRun(
      (core, index) => (core === 'C5' ? 'red' : core === 'C8' && index < 6 ? 'red' : index < 2 ? 'green' : 'yellow'),
      (red) =>
        red
          .filter((statement) => statement.core === 'C8')
          .map((s) => s.id)
          .slice(0, 2),
    );
    const scored = await consultant.call<Saved>('POST', '/api/coreColoring/9core/result', { body: { run_id: first } });
    expect(scored.status).toBe(200);
    expect(scored.body.data.scoring_version).toBe('core-coloring/1');
    // C5 all red (16) led round 1; C8 (14) took the lead with its two statements kept (+4).
    expect(scored.body.data.result.top.slice(0, 2)).toEqual(['C8', 'C5']);
    expect(scored.body.data.feedback).toBeNull();
    const again = await consultant.call<Saved>('POST', '/api/coreColoring/9core/result', { body: { run_id: first } });
    expect(again.body.data).toEqual(scored.body.data);

    const matrix = await consultant.call<{ cores: { code: string; quadrant: string }[] }>(
      'POST',
      '/api/coreColoring/matrix/result',
      { body: { run_id: first } },
    );
    expect(matrix.body.data.cores.find((core) => core.code === 'C5')?.quadrant).toBe('hidden');
    expect(matrix.body.data.cores.find((core) => core.code === 'C1')?.quadrant).toBe('grow');
    const round = await consultant.call<{ before: string[]; after: string[]; root: number[] }>(
      'POST',
      '/api/coreColoring/round/result',
      { body: { run_id: first } },
    );
    expect(round.body.data.root).toHaveLength(2);
    expect(round.body.data).toMatchObject({ risen: ['C8'] });
    expect(round.body.data.before.slice(0, 2)).toEqual(['C5', 'C8']);
    expect(round.body.data.after.slice(0, 2)).toEqual(['C8', 'C5']);

    const feedback = await consultant.call('POST', '/api/coreColoring/feedback', {
      body: { run_id: first, fit: 4, comment: '  대체로 맞아요.  ' },
    });
    expect(feedback.body.data).toMatchObject({ fit: 4, comment: '대체로 맞아요.' });
    const badFit = await consultant.call('POST', '/api/coreColoring/feedback', {
      body: { run_id: first, fit: 9, comment: '' },
    });
    expect(badFit.status).toBe(400);
    expect(badFit.body.message).toBe('1에서 5 사이로 골라 주세요.');
    const withFeedback = await consultant.call<Saved>('POST', '/api/coreColoring/9core/result', {
      body: { run_id: first },
    });
    expect(withFeedback.body.data.feedback).toMatchObject({ fit: 4 });
  });

  it('keeps a past coloring when a new one starts, and compares the two', async () => {
    const { body } = await consultant.call<{ results: { run_id: number }[] }>(
      'GET',
      `/api/tool/core-coloring/run/${studentId}`,
    );
    const past = (body.data.results[0] as { run_id: number }).run_id;
    const next = await colorRun(
      (core) => (core === 'C1' || core === 'C3' ? 'red' : 'green'),
      (red) => red.slice(0, 1).map((s) => s.id),
    );
    const scored = await consultant.call<Saved>('POST', '/api/coreColoring/9core/result', { body: { run_id: next } });
    expect(scored.body.data.result.top.slice(0, 2)).toEqual(['C1', 'C3']);

    const compared = await consultant.call<{ current: Saved; past: Saved }>(
      'GET',
      `/api/coreColoring/past/9core/result/${studentId}/${next}/${past}`,
    );
    expect(compared.status).toBe(200);
    expect(compared.body.data.current.run_id).toBe(next);
    expect(compared.body.data.past.result.top.slice(0, 2)).toEqual(['C8', 'C5']);
    expect(compared.body.data.past.feedback).toMatchObject({ fit: 4 });

    // Another user's run, or another tool's, cannot be compared in.
    const other = await server.database.db
      .insertInto('tool_run')
      .values({ user_id: studentId, action_item: 'career-anchor', audience: 'consultant' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mixed = await consultant.call('GET', `/api/coreColoring/past/9core/result/${studentId}/${next}/${other.id}`);
    expect(mixed.status).toBe(404);
    expect(mixed.body.message).toBe('진행 기록을 찾을 수 없습니다.');
  });

  it('lets the student through their link color with the mirrored user calls, and see it completed', async () => {
    const student = server.client();
    await student.call('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    const questions = await student.call('POST', '/api/user/coreColoring/questions', { body: {} });
    expect(questions.status).toBe(200);
    const check = await student.call<{ action_item: string }[]>('GET', `/api/user-result-check/${studentId}`);
    expect(check.body.data.filter((record) => record.action_item === 'core-coloring')).toHaveLength(2);
    const overview = await student.call<{ tools: { action_item: string; results: number }[] }>(
      'GET',
      `/api/user/dashboard/${studentId}`,
    );
    expect(overview.body.data.tools[0]).toMatchObject({ action_item: 'core-coloring', results: 2 });
  });
});
