import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoStudentId,
  signInConsultant,
  startTestServer,
  type TestClient,
  type TestServer,
  testDatabase,
} from './harness';

interface Statement {
  id: number;
  core: string;
  text: string;
}
interface Saved {
  run_id: number;
  scoring_version: string;
  result: {
    top: string[];
    noTop?: string | null;
    cores: { code: string; score: number; quadrant: string; wanted?: number; desire: number }[];
    suggestions: unknown[];
    quality?: { kind: string; to_user: string; to_counsellor: string }[];
  };
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
    consultant = await signInConsultant(server);
    studentId = await demoStudentId(server);
  });
  afterAll(() => server.close());

  /**
   * One run from start to result: each core's statements colored by `colorOf(core, index)`, those
   * `wantOf(core, index)` says also marked 더 키우고 싶어요.
   */
  async function colorRun(
    colorOf: (core: string, index: number) => string,
    root: (red: Statement[]) => number[],
    wantOf: (core: string, index: number) => boolean = () => false,
  ) {
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
    const marks = statements
      .filter((statement, index) =>
        wantOf(statement.core, statements.slice(0, index).filter((s) => s.core === statement.core).length),
      )
      .map((statement) => ({ item: `w${statement.id}`, value: true, base: 0 }));
    if (marks.length > 0) {
      const marked = await consultant.call('POST', '/api/coreColoring/save/user', {
        body: { run_id: runId, answers: marks, screen: 'checklist' },
      });
      expect(marked.status).toBe(200);
    }
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
    expect(data.quadrants.map((quadrant) => quadrant.name)).toEqual([
      '강점 유지',
      '성장 목표',
      '지금의 강점',
      '드러나지 않은 코어',
    ]);
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
    // Every call a result screen reads with leaves a fully colored run as it is: open and unscored.
    // Only 9core/result, sent by 결과 보기, finishes it (issue 35).
    const before = await consultant.call('GET', `/api/tool/core-coloring/run/${studentId}`);
    expect((await consultant.call('GET', `/api/tool/core-coloring/result/${first}`)).status).toBe(404);
    for (const call of ['matrix/result', 'round/result']) {
      const read = await consultant.call('POST', `/api/coreColoring/${call}`, { body: { run_id: first } });
      expect(read.status, call).toBe(404);
    }
    expect((await consultant.call('GET', `/api/tool/core-coloring/run/${studentId}`)).body).toEqual(before.body);
    expect((before.body.data as { run: { id: number; status: string } }).run).toMatchObject({
      id: first,
      status: 'open',
    });

    const scored = await consultant.call<Saved>('POST', '/api/coreColoring/9core/result', { body: { run_id: first } });
    expect(scored.status).toBe(200);
    expect(scored.body.data.scoring_version).toBe('core-coloring/2');
    // C5 all red (24) led round 1; C8 (6 red, 2 yellow: 20) took the lead with its two statements kept (+6).
    expect(scored.body.data.result.top).toEqual(['C8', 'C5', 'C1']);
    // The third place was a seven-way tie at 6 (two yellow… six yellow each): the result says grid order chose.
    const quality = scored.body.data.result.quality ?? [];
    const tie = quality.find((note) => note.kind === 'tie_order')?.to_user ?? '';
    expect(tie).toContain('의 점수가 같습니다. 화면의 순서는 격자에 놓인 순일 뿐');
    for (const name of ['탐구심', '관계 통찰', '기획력', '자기 존중', '열정', '자기 관리', '실행력'])
      expect(tie).toContain(name);
    expect(tie).not.toContain('공감력');
    // Saved within milliseconds of each other: the pace is noted, for the person and the counsellor.
    expect(quality.find((note) => note.kind === 'too_fast')?.to_counsellor).toMatch(/^응답 속도 주의/);
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
    // Only the two cores with points are named: no third picked by grid order from cores at 0.
    expect(scored.body.data.result.top).toEqual(['C1', 'C3']);

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

  it('reads desire from the 더 키우고 싶어요 mark on red statements, apart from the color', async () => {
    const runId = await colorRun(
      (core) => (core === 'C2' || core === 'C4' ? 'red' : 'none'),
      (red) => red.slice(0, 1).map((s) => s.id),
      (core, index) => core === 'C4' && index < 3,
    );
    const scored = await consultant.call<Saved>('POST', '/api/coreColoring/9core/result', { body: { run_id: runId } });
    const cores = new Map(scored.body.data.result.cores.map((core) => [core.code, core]));
    // Both all red: C4's three marks make it wanted (강점 유지); C2 has no mark, which says nothing against it.
    expect(cores.get('C4')).toMatchObject({ wanted: 3, desire: 0.38, quadrant: 'keep' });
    expect(cores.get('C2')).toMatchObject({ wanted: 0, desire: 0, quadrant: 'hidden' });
    const bad = await consultant.call('POST', '/api/coreColoring/save/user', {
      body: { run_id: runId, answers: [{ item: 'w1', value: 'yes', base: 0 }] },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses round 2 picks that name one statement twice, at the save and at scoring', async () => {
    const run = await consultant.call<{ id: number }>('POST', `/api/tool/core-coloring/run/${studentId}`, {
      body: { restart: true },
    });
    const runId = run.body.data.id;
    const colored = await consultant.call('POST', '/api/coreColoring/save/user', {
      body: {
        run_id: runId,
        answers: statements.map((statement) => ({ item: `c${statement.id}`, value: 'red', base: 0 })),
      },
    });
    expect(colored.status).toBe(200);
    const first = (statements[0] as Statement).id;
    const twice = await consultant.call('POST', '/api/coreColoring/save/user', {
      body: { run_id: runId, answers: [{ item: 'root', value: [first, first, first, first, first], base: 0 }] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(
      '문항 root의 답이 올바르지 않습니다: 같은 문장을 두 번 고를 수 없습니다. 가장 나다운 문장은 서로 다른 문장으로 골라 주세요.',
    );
    const shared = await consultant.call('PATCH', `/api/tool/core-coloring/answers/${runId}`, {
      body: { answers: [{ item: 'root', value: [first, first], base: 0 }] },
    });
    expect(shared.status).toBe(400);

    // A duplicate kept before the check (or written around it) is not scored either.
    await server.database.db
      .insertInto('tool_answer')
      .values({ run_id: runId, item: 'root', value: JSON.stringify([first, first]), revision: 1 })
      .execute();
    const scored = await consultant.call('POST', '/api/coreColoring/9core/result', { body: { run_id: runId } });
    expect(scored.status).toBe(400);
    expect(scored.body.message).toBe(
      '같은 문장을 두 번 고를 수 없습니다. 가장 나다운 문장은 서로 다른 문장으로 골라 주세요.',
    );
  });

  it('still serves a result kept by core-coloring/1, as it was kept', async () => {
    const run = await server.database.db
      .insertInto('tool_run')
      .values({ user_id: studentId, action_item: 'core-coloring', audience: 'consultant', status: 'completed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cores = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9'];
    const old = {
      cores: cores.map((code, index) => ({
        code,
        red: 8 - index,
        yellow: 0,
        green: 0,
        root: 0,
        score: 16 - 2 * index,
        current: (8 - index) / 8,
        desire: 0,
        level: 4,
        quadrant: index < 5 ? 'hidden' : 'outside',
      })),
      top: ['C1', 'C2', 'C3'],
      ranking: cores,
      roundOneRanking: cores,
      root: [],
      carried: [],
      growth: [],
      flags: { nearTie: false, flat: false, sameAnswers: false, fewColored: false },
      runnerUp: null,
      counts: { red: 36, yellow: 0, green: 0, none: 36 },
      suggestions: [],
      content: { cores: [], statements: [], quadrants: [] },
    };
    await server.database.db
      .insertInto('tool_result')
      .values({
        user_id: studentId,
        run_id: run.id,
        action_item: 'core-coloring',
        scoring_version: 'core-coloring/1',
        result: JSON.stringify(old),
        summary: '탐구심 · 관계 통찰 · 기획력',
      })
      .execute();
    const kept = await consultant.call<Saved>('POST', '/api/coreColoring/9core/result', { body: { run_id: run.id } });
    expect(kept.status).toBe(200);
    expect(kept.body.data.scoring_version).toBe('core-coloring/1');
    expect(kept.body.data.result).toEqual(old);
    const matrix = await consultant.call<{ cores: { quadrant: string }[] }>('POST', '/api/coreColoring/matrix/result', {
      body: { run_id: run.id },
    });
    expect(matrix.body.data.cores[0]).toMatchObject({ quadrant: 'hidden' });
  });
});
