import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  signInConsultant,
  startTestServer,
  type TestClient,
  type TestServer,
  testDatabase,
} from './harness';

interface Statement {
  id: number;
  anchor: string;
}
interface Run {
  id: number;
  status: string;
  screen: string;
  answers: { item: string; value: unknown; revision: number }[];
}

// The tool framework through HTTP, proven on career anchor: runs, answers saved as given, a result
// scored on the server and kept, action items, and who may act for whom.

describe(`tool runs on ${testDatabase}`, () => {
  let server: TestServer;
  let student: TestClient;
  let studentId: number;
  let statements: Statement[];

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    student = server.client();
    const login = await student.call<{ id: number }>('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    studentId = login.body.data.id;
    const questions = await student.call<{ statements: Statement[]; anchors: unknown[] }>(
      'GET',
      '/api/user/careerAchor/questions',
    );
    expect(questions.body.data.anchors).toHaveLength(8);
    statements = questions.body.data.statements;
    expect(statements).toHaveLength(40);
  });
  afterAll(() => server.close());

  /** Rates every statement: its anchor's rating, or 3 (each replacing the revision in `bases`, else new). */
  const ratings = (byAnchor: Record<string, number>, bases: Record<string, number> = {}) =>
    statements.map((s) => ({ item: `s${s.id}`, value: byAnchor[s.anchor] ?? 3, base: bases[`s${s.id}`] ?? 0 }));

  it('keeps answers as given, by revision, and resumes where the user was', async () => {
    const started = await student.call<Run>('POST', `/api/user/tool/career-anchor/run/${studentId}`, { body: {} });
    expect(started.status).toBe(200);
    const runId = started.body.data.id;
    // Starting again gives back the open run.
    const again = await student.call<Run>('POST', `/api/user/tool/career-anchor/run/${studentId}`, { body: {} });
    expect(again.body.data.id).toBe(runId);

    const first = statements[0] as Statement;
    const save = (value: number, base: number) =>
      student.call<{ saved: number; revisions: Record<string, number> }>(
        'PATCH',
        `/api/user/tool/career-anchor/answers/${runId}`,
        { body: { answers: [{ item: `s${first.id}`, value, base }], screen: 'checklist' } },
      );
    const saved = await save(4, 0);
    expect(saved.body.data).toMatchObject({ saved: 1, revisions: { [`s${first.id}`]: 1 } });
    expect((await save(5, 1)).body.data.revisions).toEqual({ [`s${first.id}`]: 2 });

    const current = await student.call<{ run: Run }>('GET', `/api/user/tool/career-anchor/run/${studentId}`);
    expect(current.body.data.run).toMatchObject({ id: runId, screen: 'checklist', status: 'open' });
    expect(current.body.data.run.answers).toEqual([{ item: `s${first.id}`, value: 5, revision: 2 }]);
  });

  it('never lets two people in one run overwrite each other: a stale revision is refused with 409, the rest kept', async () => {
    const consultant = await signInConsultant(server);
    const { body } = await student.call<{ run: Run }>('GET', `/api/user/tool/career-anchor/run/${studentId}`);
    const runId = body.data.run.id;
    const [first, second] = statements as [Statement, Statement];
    // The consultant changes the first answer from revision 2 (both saw it at 2).
    const theirs = await consultant.call('PATCH', `/api/tool/career-anchor/answers/${runId}`, {
      body: { answers: [{ item: `s${first.id}`, value: 2, base: 2 }] },
    });
    expect(theirs.status).toBe(200);
    // The student, still at revision 2, changes it too and answers a new item in the same save.
    const mine = await student.call<{ stale: string[]; revisions: Record<string, number> }>(
      'PATCH',
      `/api/user/tool/career-anchor/answers/${runId}`,
      {
        body: {
          answers: [
            { item: `s${first.id}`, value: 6, base: 2 },
            { item: `s${second.id}`, value: 3, base: 0 },
          ],
        },
      },
    );
    expect(mine.status).toBe(409);
    expect(mine.body.message).toContain('다른 곳에서 먼저 바뀐 답');
    expect(mine.body.data).toEqual({ stale: [`s${first.id}`], revisions: { [`s${second.id}`]: 1 } });
    // Equal revisions lose the same way: a base the server has moved past never replaces anything.
    const replay = await consultant.call('PATCH', `/api/tool/career-anchor/answers/${runId}`, {
      body: { answers: [{ item: `s${first.id}`, value: 1, base: 2 }] },
    });
    expect(replay.status).toBe(409);
    const current = await student.call<{ run: Run }>('GET', `/api/user/tool/career-anchor/run/${studentId}`);
    expect(current.body.data.run.answers).toEqual([
      { item: `s${first.id}`, value: 2, revision: 3 },
      { item: `s${second.id}`, value: 3, revision: 1 },
    ]);
    // A revision far ahead cannot block the others: it is refused like any stale one.
    const ahead = await student.call('PATCH', `/api/user/tool/career-anchor/answers/${runId}`, {
      body: { answers: [{ item: `s${first.id}`, value: 4, base: 2_147_483_646 }] },
    });
    expect(ahead.status).toBe(409);
    const next = await consultant.call('PATCH', `/api/tool/career-anchor/answers/${runId}`, {
      body: { answers: [{ item: `s${first.id}`, value: 4, base: 3 }] },
    });
    expect(next.status).toBe(200);
  });

  it('takes only the tool’s own items, with values in range, naming the item it refuses', async () => {
    const { body } = await student.call<{ run: Run }>('GET', `/api/user/tool/career-anchor/run/${studentId}`);
    const runId = body.data.run.id;
    const save = (answers: unknown[]) =>
      student.call('PATCH', `/api/user/tool/career-anchor/answers/${runId}`, { body: { answers } });
    const outOfRange = await save([{ item: 's1', value: 99, base: 0 }]);
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.message).toBe('문항 s1의 답이 올바르지 않습니다: 1에서 6 사이의 정수로 답해 주세요.');
    const long = await save([{ item: 's1', value: 'x'.repeat(10_000), base: 0 }]);
    expect(long.status).toBe(400);
    const unknown = await save([{ item: 'card.1', value: 'liked', base: 0 }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('이 도구에 없는 문항입니다: card.1');
    const picks = await save([{ item: 'picks', value: [1, 2, 3, 4], base: 0 }]);
    expect(picks.body.message).toBe('문항 picks의 답이 올바르지 않습니다: 3개까지 고를 수 있습니다.');
    const twice = await save([
      { item: 's1', value: 1, base: 0 },
      { item: 's1', value: 2, base: 0 },
    ]);
    expect(twice.body.message).toBe('같은 문항이 한 번에 두 번 들어 있습니다.');
  });

  it('refuses to score an incomplete run, in Korean, and scores a complete one on the server', async () => {
    const { body } = await student.call<{ run: Run }>('GET', `/api/user/tool/career-anchor/run/${studentId}`);
    const runId = body.data.run.id;
    const early = await student.call('POST', '/api/user/careerAchor/save/user', { body: { run_id: runId } });
    expect(early.status).toBe(400);
    expect(early.body.message).toContain('아직 답하지 않은 문항이 38개 있습니다.');

    const se = statements.filter((s) => s.anchor === 'SE').map((s) => s.id);
    const bases = Object.fromEntries(body.data.run.answers.map((answer) => [answer.item, answer.revision]));
    const complete = await student.call('PATCH', `/api/user/tool/career-anchor/answers/${runId}`, {
      body: { answers: [...ratings({ SE: 6, LS: 5 }, bases), { item: 'picks', value: se.slice(0, 3), base: 0 }] },
    });
    expect(complete.status).toBe(200);
    const saved = await student.call<{ result: { top: string[]; flags: object }; scoring_version: string }>(
      'POST',
      '/api/user/careerAchor/save/user',
      { body: { run_id: runId } },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.result.top).toEqual(['SE', 'LS']);
    // The result keeps the statements it was scored on, and the steps its top anchors suggest.
    const result = saved.body.data.result as unknown as { content: { statements: unknown[] }; suggestions: unknown[] };
    expect(result.content.statements).toHaveLength(40);
    expect(result.suggestions.length).toBeGreaterThan(0);
    expect(saved.body.data.scoring_version).toBe('career-anchor/2');
    // A second save gives back the same result; the run takes no more answers.
    const repeat = await student.call('POST', '/api/user/careerAchor/save/user', { body: { run_id: runId } });
    expect(repeat.body.data).toEqual(saved.body.data);
    const late = await student.call('PATCH', `/api/user/tool/career-anchor/answers/${runId}`, {
      body: { answers: [{ item: 'picks', value: [], base: 1 }] },
    });
    expect(late.status).toBe(409);

    const check = await student.call<{ action_item: string }[]>('GET', `/api/user-result-check/${studentId}`);
    expect(check.body.data.map((record) => record.action_item)).toEqual(['career-anchor']);
  });

  it('keeps action items with the result, and a new run never overwrites a past result', async () => {
    const { body } = await student.call<{ results: { run_id: number }[] }>(
      'GET',
      `/api/user/tool/career-anchor/run/${studentId}`,
    );
    const runId = (body.data.results[0] as { run_id: number }).run_id;
    const items = [
      { content: '안정적인 직무의 채용 공고 세 곳 찾아보기', due_date: '2026-12-15', done: false, suggested: true },
      { content: '진로 상담 한 번 더 예약하기', due_date: null, done: false, suggested: false },
    ];
    const saved = await student.call('PATCH', `/api/user/tool/career-anchor/action-items/${runId}`, {
      body: { items },
    });
    expect(saved.body.data).toEqual({ action_items: items });
    for (const due_date of ['2026-02-30', '2026-13-01', '1999-12-31', '2026-1-5']) {
      const refused = await student.call('PATCH', `/api/user/tool/career-anchor/action-items/${runId}`, {
        body: { items: [{ ...items[0], due_date }] },
      });
      expect(refused.status, due_date).toBe(400);
    }

    const next = await student.call<Run>('POST', `/api/user/tool/career-anchor/run/${studentId}`, { body: {} });
    expect(next.body.data.id).not.toBe(runId);
    const past = await student.call<{ action_items: unknown[]; user_id: number }>(
      'GET',
      `/api/user/tool/career-anchor/result/${runId}`,
    );
    expect(past.body.data.action_items).toEqual(items);
    // Whose result it is, so a screen never shows it under another person's name.
    expect(past.body.data.user_id).toBe(studentId);
  });

  it('keeps one 결과 소감 a result, the latest, and refuses it for a run without a result or out of range', async () => {
    const { body } = await student.call<{ run: Run | null; results: { run_id: number }[] }>(
      'GET',
      `/api/user/tool/career-anchor/run/${studentId}`,
    );
    const runId = (body.data.results[0] as { run_id: number }).run_id;
    const path = (id: number) => `/api/user/tool/career-anchor/feedback/${id}`;
    const first = await student.call('PATCH', path(runId), { body: { fit: 2, comment: '  잘 모르겠어요. ' } });
    expect(first.body.data).toMatchObject({ fit: 2, comment: '잘 모르겠어요.' });
    // Two saves at once leave one row: the result carries one feedback, whichever came last.
    await Promise.all([
      student.call('PATCH', path(runId), { body: { fit: 4, comment: '' } }),
      student.call('PATCH', path(runId), { body: { fit: 4, comment: '' } }),
    ]);
    const result = await student.call<{ feedback: { fit: number; comment: string } }>(
      'GET',
      `/api/user/tool/career-anchor/result/${runId}`,
    );
    expect(result.body.data.feedback).toMatchObject({ fit: 4, comment: '' });
    for (const fit of [0, 6, 2.5]) {
      const refused = await student.call('PATCH', path(runId), { body: { fit, comment: '' } });
      expect(refused.status, String(fit)).toBe(400);
    }
    const open =
      body.data.run ??
      (await student.call<Run>('POST', `/api/user/tool/career-anchor/run/${studentId}`, { body: {} })).body.data;
    const early = await student.call<unknown>('PATCH', path(open.id), { body: { fit: 3, comment: '' } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('아직 결과가 없습니다. 검사를 끝까지 진행해 주세요.');
  });

  it('lets the consultant run a tool for a student of their class, and no one else', async () => {
    const consultant = await signInConsultant(server);
    const started = await consultant.call<Run>('POST', `/api/tool/career-anchor/run/${studentId}`, {
      body: { restart: true },
    });
    expect(started.status).toBe(200);
    const participants = await server.database.db
      .selectFrom('app_user as au')
      .innerJoin('university_class as uc', 'uc.id', 'au.university_class_id')
      .select('au.id')
      .where('uc.name', '=', '이강사의 진로 특강')
      .execute();
    const participant = participants[0]?.id as number;
    const foreign = await consultant.call('POST', `/api/tool/career-anchor/run/${participant}`, { body: {} });
    expect(foreign.status).toBe(404);

    const instructor = server.client();
    await instructor.call('POST', '/api/instructor-login', {
      body: { login_id: 'instructor@demo.kr', password: DEMO_PASSWORD },
    });
    expect((await instructor.call('GET', `/api/tool/career-anchor/run/${studentId}`)).status).toBe(403);
    expect((await instructor.call('GET', `/api/instructor/tool/career-anchor/run/${studentId}`)).status).toBe(404);
    const own = await instructor.call('POST', `/api/instructor/tool/career-anchor/run/${participant}`, { body: {} });
    expect(own.status).toBe(200);
    // The consultant cannot reach the instructor's run by its id either.
    const runId = (own.body.data as Run).id;
    expect((await consultant.call('GET', `/api/tool/career-anchor/result/${runId}`)).status).toBe(404);
  });

  it('lets the admin reword anchors and add, reword or hide statements, never an anchor’s last', async () => {
    const admin = server.client();
    await admin.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
    const content = await admin.call<{ statements: { id: number; anchor: string }[] }>(
      'GET',
      '/adminApi/career-anchor',
    );
    expect(content.body.data.statements).toHaveLength(40);
    const anchor = { name: '전문성', summary: '요약', values: '가치', fits: '맞는 일', watch: '주의' };
    const renamed = await admin.call('PATCH', '/adminApi/career-anchor/anchor/TF', { body: anchor });
    expect(renamed.body.data).toEqual({ code: 'TF', ...anchor });

    const added = await admin.call<{ id: number }>('POST', '/adminApi/career-anchor/statement', {
      body: { anchor: 'TF', text: '나는 내 분야의 최신 흐름을 꾸준히 공부한다.' },
    });
    expect(added.body.data).toMatchObject({ anchor: 'TF', active: true });
    const questions = await student.call<{ statements: unknown[] }>('GET', '/api/user/careerAchor/questions');
    expect(questions.body.data.statements).toHaveLength(41);

    const tf = content.body.data.statements.filter((statement) => statement.anchor === 'TF').map((s) => s.id);
    for (const id of [...tf, added.body.data.id].slice(1)) {
      const hidden = await admin.call('PATCH', `/adminApi/career-anchor/statement/${id}`, { body: { active: false } });
      expect(hidden.status).toBe(200);
    }
    const last = await admin.call('PATCH', `/adminApi/career-anchor/statement/${tf[0]}`, { body: { active: false } });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('앵커마다 보이는 문장이 하나 이상 있어야 합니다.');
    const history = await admin.call<{ items: { entity: string; summary: string }[] }>(
      'GET',
      '/adminApi/audit/list?size=100',
    );
    const summaries = history.body.data.items.map((entry) => entry.summary);
    expect(summaries).toContain('커리어 앵커 "전문성" 설명 수정');
    expect(summaries).toContain('커리어 앵커 "전문성" 문장 추가');
    expect(summaries).toContain('커리어 앵커 "전문성" 문장 숨기기');
    expect((await student.call('GET', '/adminApi/career-anchor')).status).toBe(401);
  });

  it('lets an AI-gift user into the gift’s tools only', async () => {
    await server.database.db
      .insertInto('ai_gift')
      .values({ code: 'ANCHOR-ONLY-GIFT', title: '앵커 선물', tools: ['career-anchor'] })
      .execute();
    const gift = server.client();
    const login = await gift.call<{ id: number }>('POST', '/api/ai-gift/login', { body: { code: 'ANCHOR-ONLY-GIFT' } });
    const giftUser = login.body.data.id;
    expect((await gift.call('POST', `/api/user/tool/career-anchor/run/${giftUser}`, { body: {} })).status).toBe(200);
    const other = await gift.call('POST', `/api/user/tool/core-coloring/run/${giftUser}`, { body: {} });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('이 선물 코드로는 이용할 수 없는 도구입니다.');
  });

  it('gives each tool’s standing and the pending action items; an AI gift sees exactly its tools', async () => {
    const overview = await student.call<Overview>('GET', `/api/user/dashboard/${studentId}`);
    expect(overview.status).toBe(200);
    expect(overview.body.data.tools).toHaveLength(10);
    // One result kept, and the consultant's restart left a new run open.
    expect(overview.body.data.tools[0]).toMatchObject({ action_item: 'core-coloring', status: 'not_started' });
    expect(overview.body.data.tools.find((tool) => tool.action_item === 'career-anchor')).toMatchObject({
      status: 'in_progress',
      answered: 0,
      results: 1,
    });
    expect(overview.body.data.action_items).toEqual({
      total: 2,
      done: 0,
      pending: [
        { action_item: 'career-anchor', content: '안정적인 직무의 채용 공고 세 곳 찾아보기', due_date: '2026-12-15' },
        { action_item: 'career-anchor', content: '진로 상담 한 번 더 예약하기', due_date: null },
      ],
    });

    await server.database.db
      .insertInto('ai_gift')
      .values({ code: 'ONE-TOOL-GIFT', title: '한 도구 선물', tools: ['career-anchor'] })
      .execute();
    const gift = server.client();
    const login = await gift.call<{ id: number }>('POST', '/api/ai-gift/login', { body: { code: 'ONE-TOOL-GIFT' } });
    const granted = await gift.call<Overview>('GET', `/api/user/dashboard/${login.body.data.id}`);
    expect(granted.body.data.tools.map((tool) => tool.action_item)).toEqual(['career-anchor']);
    expect((await gift.call('GET', `/api/user/dashboard/${studentId}`)).status).toBe(403);
  });
});

interface Overview {
  tools: { action_item: string; status: string; answered: number; results: number }[];
  action_items: { total: number; done: number; pending: unknown[] };
}
