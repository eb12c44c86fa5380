import type { Portfolio } from '@career/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  demoStudentId,
  giveResult,
  signInConsultant,
  startTestServer,
  type TestClient,
  type TestServer,
  testDatabase,
} from './harness';

// The career portfolio through HTTP (issue 39, decision 058): built from the kept results as they
// were kept, the same for the student, their consultant and their instructor, a held result held
// for all of them, and only the notes a consultant chose to show the student.

const ptid = (code: string, selfFirst: { letter: string; place: number }) => ({ code, selfFirst, quality: [] });
const jobCard = {
  code: 'ISA',
  liked: [{}, {}, {}, {}],
  recommendations: [{ name: '사회복지사' }, { name: '임상심리사' }, { name: '데이터 분석가' }],
  quality: [
    {
      kind: 'all_chosen',
      to_user: '거의 모든 카드에 끌린다고 답해, 어느 쪽에 더 끌리는지는 이 결과만으로 분명하지 않습니다.',
      to_counsellor: '거의 모든 카드를 끌린다로 분류함: 코드 해석에 주의.',
    },
  ],
};
const anchor = (top: [string, string]) => ({
  top,
  content: {
    anchors: [
      { code: 'SV', name: '봉사·헌신' },
      { code: 'TF', name: '전문 역량' },
      { code: 'SE', name: '안정' },
    ],
  },
  quality: [],
});
const careerModel = {
  chosen: [{ name: '사회복지사' }],
  jobs: [{ name: '사회복지사' }, { name: '상담 전문가' }],
  chosen_paths: [],
  check: null,
};

describe(`the career portfolio on ${testDatabase}`, () => {
  let server: TestServer;
  let consultant: TestClient;
  let student: TestClient;
  let studentId: number;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    studentId = await demoStudentId(server);
    await giveResult(server, studentId, 'ptid', 'ptid/2', ptid('ASE', { letter: 'A', place: 1 }));
    await giveResult(server, studentId, 'ptid', 'ptid/2', ptid('SAE', { letter: 'I', place: 4 }));
    await giveResult(server, studentId, 'job-card', 'job-card/3', jobCard);
    await giveResult(server, studentId, 'career-anchor', 'career-anchor/2', anchor(['SV', 'TF']));
    await giveResult(server, studentId, 'career-model', 'career-model/1', careerModel);
    // The latest anchor result is kept from the student until their talk: it changes nothing.
    await giveResult(server, studentId, 'career-anchor', 'career-anchor/2', anchor(['SE', 'TF']), true);
    consultant = await signInConsultant(server);
    student = server.client();
    await student.call('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    const note = (for_student: boolean, discussed: string) =>
      consultant.call('POST', '/api/consultant-log/record/popup/save', {
        body: {
          user_id: studentId,
          action_item: 'general',
          session_on: '2026-11-02',
          discussed,
          observed: '관찰 메모는 상담사만 봅니다.',
          agreed: '다음 주까지 사회복지 현장 실습 기관 두 곳을 찾아보기.',
          visibility: 'university',
          for_student,
          sign: true,
        },
      });
    expect((await note(true, '흥미 코드와 직업 카드 결과를 함께 보았습니다.')).status).toBe(200);
    expect((await note(false, '학생에게 보이지 않는 일지입니다.')).status).toBe(200);
  });
  afterAll(() => server.close());

  it('puts every kept result on one timeline with what each said, a held one held', async () => {
    const reply = await student.call<Portfolio>('GET', `/api/user/dashboard/${studentId}/portfolio`);
    expect(reply.status).toBe(200);
    const { entries, older } = reply.body.data;
    expect(entries.map((entry) => entry.action_item)).toEqual([
      'ptid',
      'ptid',
      'job-card',
      'career-anchor',
      'career-model',
      'career-anchor',
    ]);
    expect(older).toBe(0);
    expect(entries[1]?.said).toEqual([
      '활동 점수로 본 흥미 코드는 SAE(사회형 · 예술형 · 진취형)입니다.',
      '스스로 꼽은 1순위 I(탐구형), 활동 점수로는 4위입니다.',
    ]);
    expect(entries[3]?.said[0]).toBe(
      '일에서 가장 놓치고 싶지 않은 것(커리어 앵커)은 ‘봉사·헌신’, ‘전문 역량’ 순입니다.',
    );
    expect(entries[5]).toMatchObject({ held: true, said: [], summary: null, counsellor_note: null });
  });

  it('draws the through-line from the results the student may see, and says plainly where they disagree', async () => {
    const { body } = await student.call<Portfolio>('GET', `/api/user/dashboard/${studentId}/portfolio`);
    const portfolio = body.data;
    expect(portfolio.interest.map(({ action_item, code }) => [action_item, code])).toEqual([
      ['ptid', 'SAE'],
      ['job-card', 'ISA'],
    ]);
    // The held result does not move the anchors.
    expect(portfolio.anchors?.names.map((entry) => entry.name)).toEqual(['봉사·헌신', '전문 역량']);
    expect(portfolio.occupations).toEqual([{ name: '사회복지사', tools: ['job-card', 'career-model'] }]);
    expect(portfolio.differences).toContain(
      '성격 유형은 1순위가 S(사회형), 직업 카드는 1순위가 I(탐구형)입니다. 어느 쪽 활동이 더 나다운지 이야기해 볼 만합니다.',
    );
    expect(portfolio.differences.some((line) => line.startsWith('성격 유형의 흥미 코드 1순위가 바뀌었습니다'))).toBe(
      true,
    );
    expect(portfolio.differences.some((line) => line.includes('커리어 앵커 1순위'))).toBe(false);
  });

  it('shows the student only the signed notes shared with them, and only their 나눈 이야기 and 합의한 것', async () => {
    const { body } = await student.call<Portfolio>('GET', `/api/user/dashboard/${studentId}/portfolio`);
    expect(body.data.notes).toEqual([
      {
        session_on: '2026-11-02',
        author: expect.any(String),
        action_item: null,
        discussed: '흥미 코드와 직업 카드 결과를 함께 보았습니다.',
        agreed: '다음 주까지 사회복지 현장 실습 기관 두 곳을 찾아보기.',
      },
    ]);
    expect(JSON.stringify(body.data)).not.toContain('관찰 메모');
  });

  it('reads the same for the consultant, the instructor sees only their participants, strangers nothing', async () => {
    const mine = await student.call<Portfolio>('GET', `/api/user/dashboard/${studentId}/portfolio`);
    const theirs = await consultant.call<Portfolio>('GET', `/api/dashboard/${studentId}/portfolio`);
    expect(theirs.status).toBe(200);
    // Only the counsellor's flags differ: the student reads the same result in their own words.
    const { entries, ...rest } = theirs.body.data;
    expect(entries.map((entry) => entry.flags)).toEqual([
      [],
      [],
      ['거의 모든 카드를 끌린다로 분류함: 코드 해석에 주의.'],
      [],
      [],
      [],
    ]);
    expect(mine.body.data.entries.every((entry) => entry.flags.length === 0)).toBe(true);
    expect(mine.body.data.entries[2]?.said).toContain(
      '거의 모든 카드에 끌린다고 답해, 어느 쪽에 더 끌리는지는 이 결과만으로 분명하지 않습니다.',
    );
    expect({ ...rest, entries: entries.map((entry) => ({ ...entry, flags: [] })) }).toEqual(mine.body.data);

    const instructor = server.client();
    await instructor.call('POST', '/api/instructor-login', {
      body: { login_id: 'instructor@demo.kr', password: DEMO_PASSWORD },
    });
    expect((await instructor.call('GET', `/api/instructor/dashboard/${studentId}/portfolio`)).status).toBe(404);
    const participant = await server.database.db
      .selectFrom('app_user')
      .select('id')
      .where('name', '=', '윤하람')
      .executeTakeFirstOrThrow();
    const own = await instructor.call<Portfolio>('GET', `/api/instructor/dashboard/${participant.id}/portfolio`);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ student: { name: '윤하람' }, entries: [], differences: [] });

    const other = server.client();
    await other.call('POST', '/api/ai-gift/login', { body: { code: 'DEMO-GIFT-2026' } });
    expect((await other.call('GET', `/api/user/dashboard/${studentId}/portfolio`)).status).toBe(403);
    expect((await server.client().call('GET', `/api/user/dashboard/${studentId}/portfolio`)).status).toBe(401);
  });

  it('shows an AI gift’s user the gift’s tools only', async () => {
    await server.database.db
      .insertInto('ai_gift')
      .values({ code: 'PORTFOLIO-GIFT', title: '앵커 선물', tools: ['career-anchor'] })
      .execute();
    const gift = server.client();
    const login = await gift.call<{ id: number }>('POST', '/api/ai-gift/login', { body: { code: 'PORTFOLIO-GIFT' } });
    const giftUser = login.body.data.id;
    await giveResult(server, giftUser, 'career-anchor', 'career-anchor/2', anchor(['TF', 'SV']));
    await giveResult(server, giftUser, 'ptid', 'ptid/2', ptid('RIC', { letter: 'R', place: 1 }));
    const reply = await gift.call<Portfolio>('GET', `/api/user/dashboard/${giftUser}/portfolio`);
    expect(reply.body.data.entries.map((entry) => entry.action_item)).toEqual(['career-anchor']);
    expect(reply.body.data.interest).toEqual([]);
  });
});
