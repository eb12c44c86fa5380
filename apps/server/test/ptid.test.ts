import { sql } from 'kysely';
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

interface Activity {
  id: number;
  type: string;
  text: string;
}
interface Recommended {
  id: number;
  name: string;
  holland: string;
  fit: number;
  small: { code: string };
  shared: { letter: string; personPlace: number; occupationPlace: number }[];
  same_fit: number;
  level_gap: number | null;
  why: string;
}

// Personality type through HTTP: who may take it, a known answer pattern scored to its code, the
// categories and occupations that fit it, and what the user chose kept with the result.

describe(`ptid on ${testDatabase}`, () => {
  let server: TestServer;
  let consultant: TestClient;
  let studentId: number;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    consultant = await signInConsultant(server);
    studentId = await demoStudentId(server);
  });
  afterAll(() => server.close());

  it('scores SEA from a known pattern and recommends occupations that fit it, each with why', async () => {
    const access = await consultant.call<{ granted: boolean; source: string }>('GET', `/api/ptid/access/${studentId}`);
    expect(access.body.data).toMatchObject({ granted: true, source: 'class' });

    const questions = await consultant.call<{ types: { code: string }[]; activities: Activity[]; pick_count: number }>(
      'GET',
      '/api/ptid/questions',
    );
    const { activities } = questions.body.data;
    expect(questions.body.data.types.map((type) => type.code)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    expect(activities).toHaveLength(60);
    for (const letter of 'RIASEC') expect(activities.filter((a) => a.type === letter)).toHaveLength(10);

    const run = await consultant.call<{ id: number }>('POST', `/api/tool/ptid/run/${studentId}`, { body: {} });
    const runId = run.body.data.id;
    const order = await consultant.call<{ order: string[] }>('POST', '/api/ptid/ranking', { body: { run_id: runId } });
    expect([...order.body.data.order].sort()).toEqual(['A', 'C', 'E', 'I', 'R', 'S']);
    const again = await consultant.call<{ order: string[] }>('POST', '/api/ptid/ranking', { body: { run_id: runId } });
    expect(again.body.data.order).toEqual(order.body.data.order);

    const rating: Record<string, number> = { S: 5, E: 4, A: 3 };
    const answers = [
      ...activities.map((activity) => ({ item: `a${activity.id}`, value: rating[activity.type] ?? 1, base: 0 })),
      {
        item: 'picks',
        value: activities
          .filter((a) => a.type === 'S')
          .slice(0, 3)
          .map((a) => a.id),
        base: 0,
      },
    ];
    const early = await consultant.call('POST', '/api/ptid/save/user', { body: { run_id: runId } });
    expect(early.status).toBe(400);
    expect(JSON.stringify(early.body)).toContain('아직 답하지 않은 활동이 60개');

    await consultant.call('PATCH', `/api/tool/ptid/answers/${runId}`, { body: { answers } });
    await consultant.call('PATCH', `/api/tool/ptid/answers/${runId}`, {
      body: { answers: [{ item: 'ranking', value: ['S', 'E', 'A', 'I', 'C', 'R'], base: 0 }] },
    });
    const saved = await consultant.call<{ result: { code: string; flags: Record<string, boolean> } }>(
      'POST',
      '/api/ptid/save/user',
      { body: { run_id: runId } },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.result.code).toBe('SEA');

    const summary = await consultant.call<{ code: string; categories: { code: string; fit: number }[] }>(
      'POST',
      '/api/ptid/category-summary',
      { body: { run_id: runId } },
    );
    expect(summary.body.data.code).toBe('SEA');
    const fits = summary.body.data.categories.map((category) => category.fit);
    expect(fits).toEqual([...fits].sort((a, b) => b - a));

    const chosen = summary.body.data.categories.slice(0, 2).map((category) => category.code);
    const recommended = await consultant.call<{ occupations: Recommended[]; dream: Recommended | null }>(
      'POST',
      '/api/ptid/recommend/job',
      { body: { run_id: runId, categories: chosen } },
    );
    const { occupations } = recommended.body.data;
    expect(occupations.length).toBeGreaterThan(0);
    expect(occupations.every((occupation) => chosen.includes(occupation.small.code))).toBe(true);
    // Best fits first by congruence, each saying why in the user's letters; equal fits counted.
    const fitsInOrder = occupations.map((occupation) => occupation.fit);
    expect(fitsInOrder).toEqual([...fitsInOrder].sort((a, b) => b - a));
    expect(occupations[0]?.shared.some((letter) => letter.letter === 'S')).toBe(true);
    expect(occupations[0]?.why).toMatch(/^직업 코드 [RIASEC]{3}/);
    const top = occupations.filter((occupation) => occupation.fit === occupations[0]?.fit);
    expect(top.every((occupation) => occupation.same_fit === top.length - 1)).toBe(true);

    // A dream occupation far from the code is compared letter by letter, not refused.
    const realistic = await server.database.db
      .selectFrom('occupation')
      .select('id')
      .where('holland', 'like', 'R%')
      .limit(1)
      .executeTakeFirstOrThrow();
    const withDream = await consultant.call<{ dream: Recommended }>('POST', '/api/ptid/recommend/job', {
      body: { run_id: runId, categories: chosen, dream_occupation_id: realistic.id },
    });
    expect(withDream.body.data.dream.shared.find((letter) => letter.letter === 'R')).toBeUndefined();

    // The education asked about orders equal fits, and a level not on the list is refused in Korean.
    const graduate = await consultant.call<{ occupations: Recommended[] }>('POST', '/api/ptid/recommend/job', {
      body: { run_id: runId, categories: chosen, dream_occupation_id: realistic.id, level: 'graduate' },
    });
    expect(graduate.body.data.occupations.every((occupation) => occupation.level_gap !== null)).toBe(true);
    const badLevel = await consultant.call('POST', '/api/ptid/recommend/job', {
      body: { run_id: runId, categories: chosen, dream_occupation_id: realistic.id, level: 'phd' },
    });
    expect(badLevel.status).toBe(400);
    expect(JSON.stringify(badLevel.body)).toContain('학력은 목록에서 골라 주세요.');

    // Asked again with the kept choice (the recommend screen opening), the selection row is not
    // written (its row version stays); a new choice is kept (issue 35).
    const rowVersion = async () =>
      (
        await server.database.db
          .selectFrom('ptid_selection')
          .select(sql<string>`xmin::text`.as('version'))
          .where('run_id', '=', runId)
          .executeTakeFirstOrThrow()
      ).version;
    const kept = await rowVersion();
    const askedAgain = await consultant.call('POST', '/api/ptid/recommend/job', {
      body: { run_id: runId, categories: chosen, dream_occupation_id: realistic.id, level: 'bachelor' },
    });
    expect(askedAgain.status).toBe(200);
    expect(await rowVersion()).toBe(kept);
    await consultant.call('POST', '/api/ptid/recommend/job', { body: { run_id: runId, categories: chosen } });
    expect(await rowVersion()).not.toBe(kept);
    await consultant.call('POST', '/api/ptid/recommend/job', {
      body: { run_id: runId, categories: chosen, dream_occupation_id: realistic.id },
    });

    const plan = await consultant.call<{
      categories: string[];
      dream_occupation_id: number;
      saved: { result: { suggestions: { topic: string }[] } };
    }>('GET', `/api/ptid/action-item/result/${studentId}/${runId}`);
    expect(plan.body.data).toMatchObject({ categories: chosen, dream_occupation_id: realistic.id });
    // The steps come with the result, for the code's first two types.
    expect([...new Set(plan.body.data.saved.result.suggestions.map((suggestion) => suggestion.topic))]).toEqual([
      '사회형',
      '진취형',
    ]);

    const records = await consultant.call<{ run_id: number; code: string }[]>(
      'GET',
      `/api/ptid/user/record/result/${studentId}`,
    );
    expect(records.body.data[0]).toMatchObject({ run_id: runId, code: 'SEA' });
    const latest = await consultant.call<{ run_id: number }>('GET', `/api/ptid/user/result/${studentId}`);
    expect(latest.body.data.run_id).toBe(runId);
  });

  it('tells a user without a grant why, and refuses to start; a coupon or an AI gift grants it', async () => {
    const instructor = server.client();
    await instructor.call('POST', '/api/instructor-login', {
      body: { login_id: 'instructor@demo.kr', password: DEMO_PASSWORD },
    });
    const participants = await server.database.db
      .selectFrom('app_user')
      .select(['id', 'name'])
      .where('name', 'in', ['윤하람', '서지우'])
      .execute();
    const idOf = (name: string) => participants.find((row) => row.name === name)?.id;

    const none = await instructor.call<{ granted: boolean; message: string }>(
      'GET',
      `/api/instructor/ptid/access/${idOf('서지우')}`,
    );
    expect(none.body.data.granted).toBe(false);
    expect(none.body.data.message).toContain('이용권');
    const refused = await instructor.call('POST', `/api/instructor/tool/ptid/run/${idOf('서지우')}`, { body: {} });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('이용권');

    const coupon = await instructor.call<{ granted: boolean; source: string }>(
      'GET',
      `/api/instructor/ptid/access/${idOf('윤하람')}`,
    );
    expect(coupon.body.data).toMatchObject({ granted: true, source: 'coupon' });

    const gift = server.client();
    const login = await gift.call<{ id: number }>('POST', '/api/ai-gift/login', { body: { code: 'DEMO-GIFT-2026' } });
    expect(login.status).toBe(200);
    const giftAccess = await gift.call<{ granted: boolean; source: string }>(
      'GET',
      `/api/user/ptid/access/${login.body.data.id}`,
    );
    expect(giftAccess.body.data).toMatchObject({ granted: true, source: 'ai_gift' });
  });
});
