import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startServerWithProvider } from './fakeProvider';
import { giveResult, startTestServer, type TestClient, type TestServer, testDatabase } from './harness';

// Job search through HTTP (decision 027): the interest groups, the check of the choices, a plan
// whose titles fit the student's released ptid code (a held one is not used), its text by the
// composer or a provider (new facts flagged), and the result whose weeks become action items.

interface Made {
  plan: {
    code: { code: string; source: string } | null;
    titles: { name: string; holland: string; fit: number | null; why: string }[];
    words: string[];
    weeks: { week: number; activities: { title: string }[] }[];
  };
  text: string;
  generator: { kind: string; label: string };
  unsupported: string[];
}

const madeOf = (reply: { events: { data: unknown }[] }) => (reply.events.at(-1) as { data: { data: Made } }).data.data;

async function setUp(server: TestServer, token: string) {
  const student = server.client();
  const login = await student.call<{ id: number }>('POST', '/api/login/link', { body: { token } });
  const studentId = login.body.data.id;
  const run = await student.call<{ id: number }>('POST', `/api/user/tool/job-search/run/${studentId}`, {
    body: { restart: true },
  });
  return { student, studentId, runId: run.body.data.id };
}

/** A ptid result with `code` for the user, kept from them until a talk when `held`. */
const givePtid = (server: TestServer, userId: number, code: string, held = false) =>
  giveResult(server, userId, 'ptid', 'ptid/2', { code }, held);

describe(`job search with the composer on ${testDatabase}`, () => {
  let server: TestServer;
  let student: TestClient;
  let studentId: number;
  let runId: number;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    ({ student, studentId, runId } = await setUp(server, 'demo-student-01'));
  });
  afterAll(() => server.close());

  const save = (answers: { item: string; value: unknown }[]) =>
    student.call('PATCH', `/api/user/tool/job-search/answers/${runId}`, {
      body: { answers: answers.map((answer) => ({ ...answer, base: 0 })) },
    });

  it('lists the interest groups with their occupations, and checks what is still to choose', async () => {
    const groups = await student.call<{ code: string; large: { name: string }; count: number }[]>(
      'GET',
      '/api/user/jobSearch/category',
    );
    expect(groups.body.data.length).toBe(35);
    expect(groups.body.data.find((group) => group.code === '13')?.count).toBeGreaterThan(3);
    const before = await student.call<{ ready: boolean; missing: string[] }>('POST', '/api/user/jobSearch/check', {
      body: { run_id: runId },
    });
    expect(before.body.data).toMatchObject({ ready: false });
    expect(before.body.data.missing).toContain('관심 분야를 하나 이상 골라 주세요.');
    const refused = await student.stream('/api/user/jobSearch/jobSearch', { run_id: runId });
    expect(refused.status).toBe(400);
    const wrong = await student.call('PATCH', `/api/user/tool/job-search/answers/${runId}`, {
      body: { answers: [{ item: 'regions', value: ['평양'], base: 0 }] },
    });
    expect(wrong.status).toBe(400);
    await save([
      { item: 'groups', value: ['13', '15'] },
      { item: 'regions', value: ['광주', '재택·원격'] },
      { item: 'employment', value: ['permanent', 'intern'] },
      { item: 'stage', value: 'new' },
      { item: 'weeks', value: 6 },
    ]);
    const after = await student.call<{ ready: boolean; conditions: string[]; code: unknown }>(
      'POST',
      '/api/user/jobSearch/check',
      {
        body: { run_id: runId },
      },
    );
    expect(after.body.data).toMatchObject({
      ready: true,
      conditions: ['지역 광주·재택·원격', '정규직·인턴', '신입'],
      code: null,
    });
  });

  it('uses the released ptid code, not a held one, to rank titles that fit it', async () => {
    await givePtid(server, studentId, 'IRC');
    await givePtid(server, studentId, 'SEA', true);
    const made = madeOf(await student.stream('/api/user/jobSearch/jobSearch', { run_id: runId }));
    expect(made.plan.code).toEqual({ code: 'IRC', source: 'ptid' });
    const [first] = made.plan.titles;
    expect(first?.holland.startsWith('I') || first?.holland.startsWith('R')).toBe(true);
    expect(first?.fit).toBeGreaterThanOrEqual(made.plan.titles.at(-1)?.fit ?? 0);
    expect(first?.why).toContain('내 코드 IRC');
    expect(made.plan.weeks).toHaveLength(6);
    expect(made.generator).toMatchObject({ kind: 'composer', label: '자동 조합 초안' });
    expect(made.text).toContain('희망 조건은 지역 광주·재택·원격, 정규직·인턴, 신입입니다.');
    expect(made.unsupported).toEqual([]);
    const latest = await student.call<Made>('GET', `/api/user/jobSearch/plan/${runId}`);
    expect(latest.body.data.text).toBe(made.text);
  });

  it('keeps the plan as the result, each week an action item due at its end', async () => {
    const saved = await student.call<{ result: { suggestions: { content: string; due_in_days: number }[] } }>(
      'POST',
      '/api/user/jobSearch/save/user',
      { body: { run_id: runId } },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.result.suggestions.map((entry) => entry.due_in_days)).toEqual([7, 14, 21, 28, 35, 42]);
    expect(saved.body.data.result.suggestions[0]?.content).toMatch(/^1주차: /);
  });

  it('ranks the titles a new graduate can reach first, and says why a supervisor or a professor is far', async () => {
    await givePtid(server, studentId, 'SER');
    const planFor = async (stage: string) => {
      const run = await student.call<{ id: number }>('POST', `/api/user/tool/job-search/run/${studentId}`, {
        body: { restart: true },
      });
      await student.call('PATCH', `/api/user/tool/job-search/answers/${run.body.data.id}`, {
        body: {
          answers: [
            { item: 'groups', value: ['21'], base: 0 },
            { item: 'stage', value: stage, base: 0 },
          ],
        },
      });
      return madeOf(await student.stream('/api/user/jobSearch/jobSearch', { run_id: run.body.data.id })).plan;
    };
    // 교육직 holds 장학사 (after years of teaching) and 대학 교수 (after a doctorate): for a 신입 they
    // come after every title one can apply to now, if at all, each saying why.
    const fresh = await planFor('new');
    const far = fresh.titles.map((title) => title.why.includes('다만') || title.why.includes('이지만,'));
    expect(far.indexOf(true) === -1 || far.slice(far.indexOf(true)).every(Boolean)).toBe(true);
    expect(fresh.titles.map((title) => title.name)).not.toContain('장학사');
    const seeded = await server.database.db
      .selectFrom('occupation')
      .select(['name', 'experience_first'])
      .where('name', 'in', ['장학사', '대학 교수'])
      .orderBy('name')
      .execute();
    expect(seeded).toEqual([
      { name: '대학 교수', experience_first: null },
      { name: '장학사', experience_first: '교사 경력' },
    ]);
    // With experience, the supervisor is ranked by fit among the others and is not called far.
    const experienced = await planFor('experienced');
    const supervisor = experienced.titles.find((title) => title.name === '장학사');
    expect(supervisor?.why).toContain('내 코드 SER');
    expect(supervisor?.why).not.toContain('교사 경력');
  });
});

describe(`job search through a provider on ${testDatabase}`, () => {
  let provider: FakeProvider;
  let server: TestServer;

  beforeAll(async () => {
    ({ server, provider } = await startServerWithProvider());
  });
  afterAll(() => server.close());

  it('flags what the provider added to the plan, and sends nothing about the student', async () => {
    const { student, runId } = await setUp(server, 'demo-student-01');
    await student.call('PATCH', `/api/user/tool/job-search/answers/${runId}`, {
      body: {
        answers: [
          { item: 'groups', value: ['30'], base: 0 },
          { item: 'stage', value: 'new', base: 0 },
        ],
      },
    });
    provider.mode = 'stream';
    provider.reply = '삼성서울병원은 매년 3월에 200명을 뽑습니다.';
    const made = madeOf(await student.stream('/api/user/jobSearch/jobSearch', { run_id: runId }));
    expect(made.generator.kind).toBe('ai');
    expect(made.unsupported).toEqual(expect.arrayContaining(['200명']));
    expect(JSON.stringify(provider.received.at(-1))).not.toContain('최민준');
  });

  it('says in Korean when the provider fails or stalls, and keeps no plan from it', async () => {
    const { student, runId } = await setUp(server, 'demo-student-01');
    await student.call('PATCH', `/api/user/tool/job-search/answers/${runId}`, {
      body: {
        answers: [
          { item: 'groups', value: ['13'], base: 0 },
          { item: 'stage', value: 'any', base: 0 },
        ],
      },
    });
    provider.mode = 'fail';
    const failed = await student.stream('/api/user/jobSearch/jobSearch', { run_id: runId });
    expect(failed.status).toBe(502);
    expect(failed.body?.message).toContain('다시 시도해 주세요');
    provider.mode = 'stall';
    const stalled = await student.stream('/api/user/jobSearch/jobSearch', { run_id: runId });
    expect(stalled.events.at(-1)).toMatchObject({ name: 'error', data: { code: 504 } });
    expect((await student.call('GET', `/api/user/jobSearch/plan/${runId}`)).body.data).toBeNull();
  });
});
