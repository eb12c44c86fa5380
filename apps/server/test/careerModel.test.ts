import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  giveResult,
  signInConsultant,
  startTestServer,
  type TestClient,
  type TestServer,
  testDatabase,
} from './harness';

// Career model through HTTP (decision 029): the student's results gathered (a result held until a
// talk is not), occupations ranked by congruence with their code and carried by their anchors,
// majors and training paths for the occupations chosen, the consultant's readiness check, the result.

interface Job {
  id: number;
  name: string;
  holland: string;
  fit: number | null;
  carried_by: { source: string; text: string }[];
}
interface Basis {
  code: { code: string; source: string } | null;
  anchors: { code: string; name: string }[];
  anchor_note: string;
  cores: { top: { name: string }[] };
  missing: { tool: string; effect: string }[];
  major: string;
}

describe(`career model on ${testDatabase}`, () => {
  let server: TestServer;
  let student: TestClient;
  let consultant: TestClient;
  let studentId: number;
  let runId: number;
  let jobs: Job[];

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    student = server.client();
    const login = await student.call<{ id: number }>('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    studentId = login.body.data.id;
    await giveResult(server, studentId, 'ptid', 'ptid/2', { code: 'SIA' });
    // A newer result the consultant keeps until they have talked: not used.
    await giveResult(server, studentId, 'ptid', 'ptid/2', { code: 'RCE' }, true);
    await giveResult(server, studentId, 'career-anchor', 'career-anchor/2', {
      top: ['SV', 'TF'],
      tied: ['TF', 'AU'],
      content: {
        anchors: [
          { code: 'SV', name: '봉사·헌신' },
          { code: 'TF', name: '전문 역량' },
          { code: 'AU', name: '자율·독립' },
        ],
      },
    });
    await giveResult(server, studentId, 'core-coloring', 'core-coloring/2', {
      top: ['C2'],
      growth: ['C3'],
      content: {
        cores: [
          { code: 'C2', name: '관계 통찰' },
          { code: 'C3', name: '기획력' },
        ],
      },
    });
    const run = await student.call<{ id: number }>('POST', `/api/user/tool/career-model/run/${studentId}`, {
      body: { restart: true },
    });
    runId = run.body.data.id;
    consultant = await signInConsultant(server);
  });
  afterAll(() => server.close());

  const save = (answers: { item: string; value: unknown }[]) =>
    student.call('PATCH', `/api/user/tool/career-model/answers/${runId}`, {
      body: { answers: answers.map((answer) => ({ ...answer, base: 0 })) },
    });

  it('gathers the results the student may see, and says what is missing and what it leaves out', async () => {
    const state = await student.call<{ basis: Basis; check: unknown }>(
      'GET',
      `/api/user/careerModel/user/${studentId}/${runId}`,
    );
    expect(state.status).toBe(200);
    const { basis } = state.body.data;
    expect(basis.code).toMatchObject({ code: 'SIA', source: 'ptid' });
    // The second anchor is tied, so only the first is used, and that is said.
    expect(basis.anchors).toEqual([{ code: 'SV', name: '봉사·헌신' }]);
    expect(basis.anchor_note).toContain('두 번째 앵커는 정해지지 않았습니다');
    expect(basis.cores.top.map((core) => core.name)).toEqual(['관계 통찰']);
    expect(basis.missing.map((entry) => entry.tool)).toEqual(['job-card']);
    expect(state.body.data.check).toBeNull();
  });

  it('recommends occupations by congruence with the code, each naming the results that carried it', async () => {
    const reply = await student.call<{ jobs: Job[] }>('POST', '/api/user/careerModel/recommend/job', {
      body: { run_id: runId },
    });
    expect(reply.status).toBe(200);
    jobs = reply.body.data.jobs;
    // Ten, and every one after them that fits as well as the tenth: no name decides the cut.
    expect(jobs.length).toBeGreaterThanOrEqual(10);
    for (const job of jobs.slice(10)) expect(job.fit).toBe(jobs[9]?.fit);
    expect(jobs[0]?.fit).toBeGreaterThanOrEqual(jobs[9]?.fit ?? 0);
    expect(jobs[0]?.holland.startsWith('S')).toBe(true);
    expect(jobs[0]?.carried_by.find((entry) => entry.source === 'ptid')?.text).toContain('성격 유형 결과의 직업 코드');
    expect(jobs.some((job) => job.carried_by.some((entry) => entry.text.includes('커리어 앵커 봉사·헌신을')))).toBe(
      true,
    );
    expect(jobs.every((job) => !job.carried_by.some((entry) => entry.text.includes('RCE')))).toBe(true);
  });

  it('recommends majors and training paths for the occupations chosen, and refuses before a choice', async () => {
    const early = await student.call('POST', '/api/user/careerModel/recommend/major', { body: { run_id: runId } });
    expect(early.status).toBe(400);
    expect(JSON.stringify(early.body)).toContain('추천 직업 가운데 하나 이상 골라 주세요.');
    const tooMany = await save([{ item: 'jobs', value: [1, 2, 3, 4] }]);
    expect(tooMany.status).toBe(400);
    const chosen = jobs.slice(0, 2).map((job) => job.id);
    expect(
      (
        await save([
          { item: 'jobs', value: chosen },
          { item: 'education', value: 'bachelor' },
        ])
      ).status,
    ).toBe(200);

    const majors = await student.call<{ chosen: Job[]; majors: { name: string; for_jobs: string[] }[] }>(
      'POST',
      '/api/user/careerModel/recommend/major',
      { body: { run_id: runId } },
    );
    expect(majors.body.data.chosen.map((job) => job.id)).toEqual(chosen);
    expect(majors.body.data.majors.length).toBeGreaterThan(0);
    expect(majors.body.data.majors[0]?.for_jobs.length).toBeGreaterThan(0);
    const edu = await student.call<{ paths: { id: number; type_label: string; for_jobs: string[] }[] }>(
      'POST',
      '/api/user/careerModel/recommend/edu',
      { body: { run_id: runId } },
    );
    expect(edu.status).toBe(200);
    for (const path of edu.body.data.paths) expect(path.for_jobs.length).toBeGreaterThan(0);
    if (edu.body.data.paths[0]) await save([{ item: 'paths', value: [edu.body.data.paths[0].id] }]);
  });

  it('takes the readiness check from the consultant only, and keeps it with the result', async () => {
    const check = { info: 'partly', fit: 'ready', plan: 'not_yet', support: ['training'], note: '자격 일정 확인 필요' };
    const refused = await student.call('POST', '/api/user/careerModel/check/result', {
      body: { run_id: runId, ...check },
    });
    expect(refused.status).toBe(403);
    const bad = await consultant.call('POST', '/api/careerModel/check/result', {
      body: { run_id: runId, ...check, info: 'maybe' },
    });
    expect(bad.status).toBe(400);
    const checked = await consultant.call<{ by: string; plan: string }>('POST', '/api/careerModel/check/result', {
      body: { run_id: runId, ...check },
    });
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ plan: 'not_yet', by: expect.any(String) });

    const saved = await student.call<{
      summary: string;
      result: { chosen: Job[]; check: { note: string } | null; suggestions: { content: string }[] };
    }>('POST', '/api/user/careerModel/save/user', { body: { run_id: runId } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.result.chosen).toHaveLength(2);
    expect(saved.body.data.result.check?.note).toBe('자격 일정 확인 필요');
    expect(saved.body.data.summary).toBe(saved.body.data.result.chosen.map((job) => job.name).join(', '));
    expect(saved.body.data.result.suggestions[0]?.content).toContain(saved.body.data.result.chosen[0]?.name ?? '');
  });
});
