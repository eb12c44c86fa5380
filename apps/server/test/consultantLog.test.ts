import { dayOf, todayInKorea } from '@career/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  demoStudentId,
  signInConsultant,
  startTestServer,
  type TestClient,
  type TestServer,
  testDatabase,
} from './harness';

interface Note {
  id: number;
  status: string;
  discussed: string;
  amendments: { author_name: string; text: string }[];
  reads: { reader_name: string; reader_role: string }[];
  deleted: { by: string; reason: string } | null;
  mine: boolean;
}

describe(`consultant logs on ${testDatabase}`, () => {
  let server: TestServer;
  let consultant: TestClient;
  let manager: TestClient;
  let studentId: number;
  let runId: number;
  // The session's day as the dashboard's week reads it: in Korea (a UTC day is yesterday there till 9 am).
  const today = todayInKorea();

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    consultant = await signInConsultant(server);
    manager = server.client();
    await manager.call('POST', '/api/university-login', { body: { login_id: 'univ', password: DEMO_PASSWORD } });
    studentId = await demoStudentId(server);
    const run = await consultant.call<{ id: number }>('POST', `/api/tool/career-anchor/run/${studentId}`, {
      body: { restart: true },
    });
    runId = run.body.data.id;
  });
  afterAll(() => server.close());

  const save = (body: Record<string, unknown>) =>
    consultant.call<Note>('POST', '/api/consultant-log/record/popup/save', {
      body: {
        user_id: studentId,
        action_item: 'career-anchor',
        run_id: runId,
        session_on: today,
        visibility: 'university',
        ...body,
      },
    });

  it('writes a draft from the tool window, signs it, and then only amends it', async () => {
    const blank = await consultant.call<{ note: Note | null; run: { started_by_me: boolean } }>(
      'GET',
      `/api/consultant-log/record/popup/career-anchor/${runId}`,
    );
    expect(blank.status).toBe(200);
    expect(blank.body.data.note).toBeNull();
    expect(blank.body.data.run.started_by_me).toBe(true);
    // The week's sessions without a note list this run until a note exists.
    const before = await consultant.call<{ without_note: { run_id: number }[] }>(
      'POST',
      '/api/consultant-log/dashboard',
      {
        body: {},
      },
    );
    expect(before.body.data.without_note.map((r) => r.run_id)).toContain(runId);

    const draft = await save({ discussed: '가치관 이야기' });
    expect(draft.status).toBe(200);
    expect(draft.body.data.status).toBe('draft');
    const second = await save({ discussed: '두 번째' });
    expect(second.status).toBe(409);
    const again = await save({ id: draft.body.data.id, discussed: '가치관과 전공', sign: true });
    expect(again.body.data).toMatchObject({ id: draft.body.data.id, status: 'signed', discussed: '가치관과 전공' });
    const edit = await save({ id: draft.body.data.id, discussed: '고침' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('서명한 일지는 고칠 수 없습니다. 덧붙이기로 남겨 주세요.');
    const amended = await consultant.call<Note>(
      'POST',
      `/api/consultant-log/record/amend/career-anchor/${draft.body.data.id}`,
      { body: { text: '다음 주 다시 만나기로 함' } },
    );
    expect(amended.body.data.amendments).toEqual([
      expect.objectContaining({ author_name: '박상담', text: '다음 주 다시 만나기로 함' }),
    ]);
    const after = await consultant.call<{ without_note: { run_id: number }[]; notes_signed: number }>(
      'POST',
      '/api/consultant-log/dashboard',
      { body: {} },
    );
    expect(after.body.data.without_note.map((r) => r.run_id)).not.toContain(runId);
    expect(after.body.data.notes_signed).toBeGreaterThanOrEqual(1);

    // The manager reads it in the class's logs; the author sees the read.
    const classId = (
      await server.database.db
        .selectFrom('app_user')
        .select('university_class_id')
        .where('id', '=', studentId)
        .executeTakeFirstOrThrow()
    ).university_class_id;
    const logs = await manager.call<{ items: { id: number }[] }>('GET', `/universityApi/consultant-log/${classId}`);
    expect(logs.body.data.items.map((n) => n.id)).toContain(draft.body.data.id);
    const read = await manager.call<Note>(
      'GET',
      `/universityApi/consultant-log/detail/career-anchor/${draft.body.data.id}`,
    );
    expect(read.body.data).toMatchObject({ mine: false, reads: [] });
    const mine = await consultant.call<Note>('GET', `/api/consultant-log/record/career-anchor/${draft.body.data.id}`);
    expect(mine.body.data.reads).toEqual([expect.objectContaining({ reader_role: 'manager' })]);
    // The wrong topic names no note.
    expect((await manager.call('GET', `/universityApi/consultant-log/detail/ptid/${draft.body.data.id}`)).status).toBe(
      404,
    );
  });

  it('refuses a note for a session not yet held, at its field, and keeps nothing of it (issue 35)', async () => {
    for (const day of ['2099-12-31', dayOf({ days: 1 })]) {
      const ahead = await save({ session_on: day, discussed: '아직 없던 상담', sign: true });
      expect(ahead.status).toBe(400);
      expect(ahead.body.data).toEqual({
        issues: [
          {
            path: 'session_on',
            message: expect.stringMatching(/^상담한 날은 5년 전\(.+\)부터 오늘\(.+\)까지 입력할 수 있습니다\.$/),
          },
        ],
      });
    }
    const kept = await server.database.db
      .selectFrom('consultant_log')
      .select('id')
      .where('discussed', '=', '아직 없던 상담')
      .execute();
    expect(kept).toEqual([]);
  });

  it('keeps private notes and drafts from the university, and deleted notes as deleted', async () => {
    const own = await consultant.call<Note>('POST', '/api/consultant-log/record/popup/save', {
      body: {
        user_id: studentId,
        action_item: 'general',
        session_on: today,
        visibility: 'private',
        memo: '사적 메모',
        sign: true,
      },
    });
    const draft = await consultant.call<Note>('POST', '/api/consultant-log/record/popup/save', {
      body: { user_id: studentId, action_item: 'general', session_on: today, visibility: 'university', memo: '초안' },
    });
    for (const note of [own.body.data, draft.body.data])
      expect((await manager.call('GET', `/universityApi/consultant-log/detail/general/${note.id}`)).status).toBe(404);

    const noReason = await consultant.call('PATCH', `/api/consultant-log/record/delete/general/${own.body.data.id}`, {
      body: { reason: '' },
    });
    expect(noReason.status).toBe(400);
    const deleted = await consultant.call<Note>(
      'PATCH',
      `/api/consultant-log/record/delete/general/${own.body.data.id}`,
      {
        body: { reason: '잘못 쓴 학생' },
      },
    );
    expect(deleted.body.data.deleted).toMatchObject({ by: '상담사 박상담', reason: '잘못 쓴 학생' });
    const list = await consultant.call<{ items: { id: number }[] }>('POST', '/api/consultant-log/record', {
      body: { status: 'deleted' },
    });
    expect(list.body.data.items.map((n) => n.id)).toContain(own.body.data.id);
    const live = await consultant.call<{ items: { id: number }[] }>('POST', '/api/consultant-log/record', { body: {} });
    expect(live.body.data.items.map((n) => n.id)).not.toContain(own.body.data.id);
  });

  it('shows a student’s timeline, counts and the class’s majors', async () => {
    await server.database.db.updateTable('app_user').set({ major: '심리학과' }).where('id', '=', studentId).execute();
    const count = await consultant.call<{ total: number; signed: number }>(
      'GET',
      `/api/consultant-log/count/${studentId}`,
    );
    expect(count.body.data.signed).toBeGreaterThanOrEqual(1);
    const career = await consultant.call<{ events: { kind: string }[] }>(
      'GET',
      `/api/consultant-log/career/${studentId}`,
    );
    expect(career.body.data.events.some((e) => e.kind === 'note')).toBe(true);
    const majors = await consultant.call<{ bars: { major: string | null; count: number }[] }>(
      'POST',
      '/api/consultant-log/major-distribution/graph',
      { body: {} },
    );
    expect(majors.body.data.bars).toContainEqual({ major: '심리학과', count: 1 });
    const foreign = await consultant.call('POST', '/api/consultant-log/major-distribution/graph', {
      body: { class_id: 999999 },
    });
    expect(foreign.status).toBe(404);
  });

  it('lets only the consultant who started a run decide when the student sees its result', async () => {
    const kept = await consultant.call<{ release: string }>('PATCH', `/api/consultant-log/release/${runId}`, {
      body: { release: 'after_talk', note: '다음 상담에서 같이 봐요' },
    });
    expect(kept.body.data.release).toBe('after_talk');
    const student = server.client();
    await student.call('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    const refused = await student.call('PATCH', `/api/consultant-log/release/${runId}`, { body: { release: 'now' } });
    expect(refused.status).toBe(401);
    // Finished with the consultant, the result waits for the student until it is released.
    const finished = await server.database.db
      .updateTable('tool_run')
      .set({ status: 'completed', completed_at: new Date() })
      .where('id', '=', runId)
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await server.database.db
      .insertInto('tool_result')
      .values({
        user_id: finished.user_id,
        run_id: runId,
        action_item: 'career-anchor',
        result: '{}',
        scoring_version: 'test',
        summary: '안정 닻',
      })
      .execute();
    const held = await student.call('GET', `/api/user/tool/career-anchor/result/${runId}`);
    expect(held.status).toBe(423);
    expect(held.body.message).toMatch(/^상담 후 공개됩니다/);
    const listed = await student.call<{ results: { run_id: number; summary: string | null }[] }>(
      'GET',
      `/api/user/tool/career-anchor/run/${studentId}`,
    );
    expect(listed.body.data.results.find((r) => r.run_id === runId)?.summary).toBeNull();
    const seen = await consultant.call('GET', `/api/tool/career-anchor/result/${runId}`);
    expect(seen.status).toBe(200);
    const open = await consultant.call<{ release: string; released_at: string | null }>(
      'PATCH',
      `/api/consultant-log/release/${runId}`,
      { body: { release: 'now' } },
    );
    expect(open.body.data.release).toBe('now');
    expect(open.body.data.released_at).not.toBeNull();
    expect((await student.call('GET', `/api/user/tool/career-anchor/result/${runId}`)).status).toBe(200);
  });

  it('refuses another consultant’s student and other people’s notes', async () => {
    const other = await server.database.db
      .selectFrom('app_user as au')
      .innerJoin('university_class as uc', 'uc.id', 'au.university_class_id')
      .select('au.id')
      .where('uc.name', '=', '이강사의 진로 특강')
      .executeTakeFirstOrThrow();
    const foreign = await consultant.call('POST', '/api/consultant-log/record/popup/save', {
      body: { user_id: other.id, action_item: 'general', session_on: today, visibility: 'private' },
    });
    expect(foreign.status).toBe(404);
    expect((await consultant.call('GET', `/api/consultant-log/career/${other.id}`)).status).toBe(404);
    expect((await manager.call('POST', '/api/consultant-log/record', { body: {} })).status).toBe(401);
  });

  it('lets the administrator read any note and erase one, with a reason in the audit log', async () => {
    const note = await consultant.call<Note>('POST', '/api/consultant-log/record/popup/save', {
      body: { user_id: studentId, action_item: 'general', session_on: today, visibility: 'private', memo: '지울 일지' },
    });
    const admin = server.client();
    await admin.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
    const user = await admin.call<{ notes: { id: number }[] }>('GET', `/adminApi/admin/user/${studentId}`);
    expect(user.body.data.notes.map((n) => n.id)).toContain(note.body.data.id);
    expect((await admin.call('GET', `/adminApi/consultant-log/general/${note.body.data.id}`)).status).toBe(200);
    const noReason = await admin.call('DELETE', `/adminApi/consultant-log/general/${note.body.data.id}`, { body: {} });
    expect(noReason.status).toBe(400);
    const erased = await admin.call('DELETE', `/adminApi/consultant-log/general/${note.body.data.id}`, {
      body: { reason: '학생 요청으로 삭제' },
    });
    expect(erased.status).toBe(200);
    expect((await consultant.call('GET', `/api/consultant-log/record/general/${note.body.data.id}`)).status).toBe(404);
    const log = await admin.call<{ items: { entity: string; reason: string | null }[] }>('GET', '/adminApi/audit/list');
    expect(log.body.data.items[0]).toMatchObject({ entity: 'consultant_log', reason: '학생 요청으로 삭제' });
  });
});
