import { jobCardResult } from '@career/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEMO_PASSWORD, startTestServer, type TestClient, type TestServer, testDatabase } from './harness';

interface Card {
  id: number;
  occupation_id: number;
  name: string;
  summary: string;
  category: { code: string; name: string };
  holland: string;
}
interface Category {
  code: string;
  name: string;
  card_count: number;
  children: { code: string; name: string; card_count: number }[];
}
interface Recommended {
  id: number;
  name: string;
  small: { code: string };
  score: number;
  why: string[];
}

// Job card through HTTP: the content, the cards dealt for chosen categories, the sorting and the
// reasons saved through the shared answer save, the result of a known set, and the related
// occupations, never a sorted card's own.

describe(`job card on ${testDatabase}`, () => {
  let server: TestServer;
  let consultant: TestClient;
  let studentId: number;

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

  const save = (runId: number, answers: { item: string; value: unknown; base: number }[]) =>
    consultant.call('PATCH', `/api/tool/job-card/answers/${runId}`, { body: { answers } });

  it('deals, sorts, explains and scores a known set into SEA, then recommends related occupations', async () => {
    const content = await consultant.call<{
      categories: Category[];
      warm_up: { key: string; options: { key: string }[] }[];
      reasons: { key: string; label: string }[];
      category_limit: number;
    }>('GET', '/api/jobCard/list');
    expect(content.status).toBe(200);
    const { categories, warm_up, reasons } = content.body.data;
    expect(categories.map((category) => category.code)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const welfare = categories.flatMap((category) => category.children).find((child) => child.code === '23');
    expect(welfare?.card_count).toBeGreaterThan(0);
    expect(warm_up).toHaveLength(5);
    expect(reasons).toHaveLength(8);
    expect(content.body.data.category_limit).toBe(5);

    const arts = await consultant.call<{ code: string; card_count: number }[]>('POST', '/api/jobCard/small-category', {
      body: { large: '4' },
    });
    expect(arts.body.data.map((child) => child.code)).toEqual(
      categories.find((category) => category.code === '4')?.children.map((child) => child.code),
    );

    const run = await consultant.call<{ id: number }>('POST', `/api/tool/job-card/run/${studentId}`, { body: {} });
    expect(run.status).toBe(200);
    const runId = run.body.data.id;
    await save(runId, [
      { item: `w.${warm_up[0]?.key}`, value: warm_up[0]?.options[0]?.key, base: 0 },
      { item: 'categories', value: ['23', '41'], base: 0 },
    ]);

    const unknown = await consultant.call('POST', '/api/jobCard/smallJobCategory/list', {
      body: { run_id: runId, categories: ['23', '99'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('없는 직업 분류입니다. 목록에서 골라 주세요.');
    const tooMany = await consultant.call('POST', '/api/jobCard/smallJobCategory/list', {
      body: { run_id: runId, categories: ['01', '02', '03', '11', '12', '13'] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('직업 분류는 5개까지 고를 수 있습니다.');

    const dealt = await consultant.call<Card[]>('POST', '/api/jobCard/smallJobCategory/list', {
      body: { run_id: runId, categories: ['23', '41'] },
    });
    expect(dealt.status).toBe(200);
    const hand = dealt.body.data;
    expect(hand).toHaveLength(40);
    expect(new Set(hand.map((card) => card.id)).size).toBe(40);
    expect(hand.every((card) => ['23', '41'].includes(card.category.code))).toBe(true);
    // Every card of the small group is dealt: the large one cannot crowd it out.
    expect(hand.filter((card) => card.category.code === '23')).toHaveLength(welfare?.card_count ?? 0);
    const again = await consultant.call<Card[]>('POST', '/api/jobCard/smallJobCategory/list', {
      body: { run_id: runId, categories: ['41', '23'] },
    });
    expect(again.body.data.map((card) => card.id)).toEqual(hand.map((card) => card.id));

    // The known set: 사회복지사 (SEC) and 학교 사회복지사 (SEA) liked: S 6, E 4, A 1, C 1; A goes before C.
    const byName = (name: string) => {
      const found = hand.find((card) => card.name === name);
      if (!found) throw new Error(`${name} was not dealt`);
      return found;
    };
    const liked = [byName('사회복지사'), byName('학교 사회복지사')];
    const disliked = hand.filter((card) => card.category.code === '41').slice(0, 2);
    const early = await consultant.call('POST', '/api/jobCard/save/user', { body: { run_id: runId } });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('끌리는 직업 카드를 하나 이상 골라 주세요.');

    await save(runId, [
      ...liked.map((card) => ({ item: `card.${card.id}`, value: 'liked', base: 0 })),
      ...disliked.map((card) => ({ item: `card.${card.id}`, value: 'disliked', base: 0 })),
    ]);
    const sorted = await consultant.call<{ liked: Card[]; disliked: Card[] }>(
      'POST',
      '/api/jobCard/selectedType/list',
      { body: { run_id: runId } },
    );
    expect(sorted.body.data.liked.map((card) => card.id).sort()).toEqual(liked.map((card) => card.id).sort());
    expect(sorted.body.data.disliked.map((card) => card.id).sort()).toEqual(disliked.map((card) => card.id).sort());
    expect(sorted.body.data.liked[0]).toMatchObject({ summary: expect.any(String), holland: expect.any(String) });

    const unexplained = await consultant.call('POST', '/api/jobCard/save/user', { body: { run_id: runId } });
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.message).toContain('끌린 이유를 고르지 않은 카드가 있습니다: 사회복지사, 학교 사회복지사.');

    await save(runId, [
      { item: 'own', value: ['어릴 때부터 꿈이어서'], base: 0 },
      { item: `why.${liked[0]?.id}`, value: ['meaning', 'own.0'], base: 0 },
      { item: `why.${liked[1]?.id}`, value: ['meaning', 'stability'], base: 0 },
    ]);
    const classify = await consultant.call<{
      liked: { card: Card; reasons: string[] }[];
      reasons: { key: string; label: string; own: boolean }[];
    }>('POST', '/api/jobCard/user/selected', { body: { run_id: runId } });
    expect(classify.body.data.liked.map((entry) => [entry.card.name, entry.reasons])).toEqual([
      ['사회복지사', ['meaning', 'own.0']],
      ['학교 사회복지사', ['meaning', 'stability']],
    ]);
    expect(classify.body.data.reasons.at(-1)).toEqual({ key: 'own.0', label: '어릴 때부터 꿈이어서', own: true });
    expect(classify.body.data.reasons.filter((reason) => !reason.own)).toHaveLength(8);

    // Before the save, the related occupations come from the answers so far.
    const live = await consultant.call<Recommended[]>('POST', '/api/jobCard/selected/list', {
      body: { run_id: runId },
    });
    expect(live.body.data.length).toBeGreaterThan(0);

    const saved = await consultant.call<{ created_at: string; scoring_version: string; result: unknown }>(
      'POST',
      '/api/jobCard/save/user',
      { body: { run_id: runId } },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.scoring_version).toBe('job-card/1');
    const result = z.parse(jobCardResult, saved.body.data.result);
    expect(result.code).toBe('SEA');
    expect(result.profile).toEqual({ R: 0, I: 0, A: 1, S: 6, E: 4, C: 1 });
    expect(result.disliked_count).toBe(2);
    expect(result.liked.map((card) => card.name)).toEqual(['사회복지사', '학교 사회복지사']);
    expect(result.reason_counts[0]).toMatchObject({ key: 'meaning', count: 2 });
    expect(result.reason_counts).toContainEqual({ key: 'own.0', label: '어릴 때부터 꿈이어서', count: 1 });

    const recommended = await consultant.call<Recommended[]>('POST', '/api/jobCard/selected/list', {
      body: { run_id: runId },
    });
    const occupations = recommended.body.data;
    expect(occupations.length).toBeGreaterThan(0);
    expect(occupations.length).toBeLessThanOrEqual(15);
    expect(occupations.map((occupation) => occupation.id)).toEqual(
      result.recommendations.map((occupation) => occupation.occupation_id),
    );
    const sortedOccupations = [...liked, ...disliked].map((card) => card.occupation_id);
    expect(occupations.some((occupation) => sortedOccupations.includes(occupation.id))).toBe(false);
    const scores = occupations.map((occupation) => occupation.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The best: SEC and SEA occupations in the liked cards' own group, 75 + 15, equal scores by
    // name; each says both why.
    expect(
      occupations.slice(0, 2).map((occupation) => [occupation.name, occupation.small.code, occupation.score]),
    ).toEqual([
      ['직업 상담사', '23', 90],
      ['청소년 지도사', '23', 90],
    ]);
    expect(occupations[0]?.why).toEqual([
      '끌린 카드들의 공통 흥미 코드 SEA와 첫 글자가 같습니다',
      '끌린 카드 사회복지사, 학교 사회복지사와 같은 분류(사회복지·종교직)',
    ]);

    // Scored once: a second save gives the kept result; the run takes no more answers.
    const twice = await consultant.call<{ created_at: string }>('POST', '/api/jobCard/save/user', {
      body: { run_id: runId },
    });
    expect(twice.body.data.created_at).toBe(saved.body.data.created_at);
    expect((await save(runId, [{ item: 'own', value: ['늦은 이유'], base: 1 }])).status).toBe(409);

    // A card deleted later leaves the sorting without it, and the past result as it was.
    await server.database.db
      .deleteFrom('job_card')
      .where('id', '=', disliked[0]?.id ?? 0)
      .execute();
    const after = await consultant.call<{ disliked: Card[] }>('POST', '/api/jobCard/selectedType/list', {
      body: { run_id: runId },
    });
    expect(after.body.data.disliked.map((card) => card.id)).toEqual([disliked[1]?.id]);
    const kept = await consultant.call<{ result: { disliked_count: number } }>(
      'GET',
      `/api/tool/job-card/result/${runId}`,
    );
    expect(kept.body.data.result.disliked_count).toBe(2);
  });

  it('refuses unknown runs and a run no longer open, and counts only active cards', async () => {
    const missing = await consultant.call('POST', '/api/jobCard/selectedType/list', { body: { run_id: 999_999 } });
    expect(missing.status).toBe(404);

    const first = await consultant.call<{ id: number }>('POST', `/api/tool/job-card/run/${studentId}`, { body: {} });
    await consultant.call('POST', `/api/tool/job-card/run/${studentId}`, { body: { restart: true } });
    const abandoned = await consultant.call('POST', '/api/jobCard/save/user', { body: { run_id: first.body.data.id } });
    expect(abandoned.status).toBe(409);

    const card = await server.database.db
      .selectFrom('job_card as j')
      .innerJoin('occupation as o', 'o.id', 'j.occupation_id')
      .select(['j.id', 'o.category_code'])
      .where('o.category_code', '=', '22')
      .where('j.active', '=', true)
      .executeTakeFirstOrThrow();
    const countOf22 = async () => {
      const list = await consultant.call<Category[]>('POST', '/api/jobCard/small-category', { body: { large: '2' } });
      return list.body.data.find((child) => child.code === '22')?.card_count ?? 0;
    };
    const before = await countOf22();
    await server.database.db.updateTable('job_card').set({ active: false }).where('id', '=', card.id).execute();
    expect(await countOf22()).toBe(before - 1);
    const dealt = await consultant.call<Card[]>('POST', '/api/jobCard/smallJobCategory/list', {
      body: { run_id: first.body.data.id, categories: ['22'] },
    });
    expect(dealt.body.data).toHaveLength(before - 1);
    expect(dealt.body.data.some((dealtCard) => dealtCard.id === card.id)).toBe(false);
  });

  it('serves the user their own calls after a link sign-in', async () => {
    const info = await server.client().call<{ valid: boolean }>('GET', '/api/actionItem-link/token/demo-student-01');
    expect(info.body.data.valid).toBe(true);
    const student = server.client();
    await student.call('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    const content = await student.call<{ categories: Category[] }>('GET', '/api/user/jobCard/list');
    expect(content.status).toBe(200);
    expect(content.body.data.categories).toHaveLength(10);

    const run = await student.call<{ id: number }>('POST', `/api/user/tool/job-card/run/${studentId}`, { body: {} });
    const dealt = await student.call<Card[]>('POST', '/api/user/jobCard/smallJobCategory/list', {
      body: { run_id: run.body.data.id, categories: ['41'] },
    });
    expect(dealt.status).toBe(200);
    expect(dealt.body.data.length).toBeGreaterThan(0);
    // Someone else's run is as unknown to them as one that does not exist.
    const classmate = await server.database.db
      .selectFrom('app_user')
      .select('id')
      .where('name', '=', '정서연')
      .executeTakeFirstOrThrow();
    const theirs = await consultant.call<{ id: number }>('POST', `/api/tool/job-card/run/${classmate.id}`, {
      body: {},
    });
    const refused = await student.call('POST', '/api/user/jobCard/selectedType/list', {
      body: { run_id: theirs.body.data.id },
    });
    expect(refused.status).toBe(404);
    expect((await server.client().call('GET', '/api/user/jobCard/list')).status).toBe(401);
  });
});
