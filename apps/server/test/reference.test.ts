import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/migrations';
import { OCCUPATIONS, TRAINING_PATHS } from '../src/reference/content';
import { seedToolContent } from '../src/tools';
import { DEMO_PASSWORD, startTestServer, type TestClient, type TestServer, testDatabase } from './harness';

interface Summary {
  id: number;
  name: string;
  holland: string;
  education: string;
  large: { code: string; name: string };
  small: { code: string; name: string };
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}
interface Card {
  id: number;
  summary: string;
  active: boolean;
  occupation: Summary;
}

// The occupation reference data through HTTP: seeded on start, searched and read without a
// session, and the admin's job cards.

describe(`reference data on ${testDatabase}`, () => {
  let server: TestServer;
  let visitor: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    visitor = server.client();
  });
  afterAll(() => server.close());

  it('lists the ten KECO major groups with their middle groups and every seeded occupation counted', async () => {
    const reply = await visitor.call<
      { code: string; name: string; occupation_count: number; children: { code: string; occupation_count: number }[] }[]
    >('GET', '/api/reference/job-categories');
    expect(reply.status).toBe(200);
    const groups = reply.body.data;
    expect(groups.map((group) => group.code)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(groups.reduce((sum, group) => sum + group.occupation_count, 0)).toBe(OCCUPATIONS.length);
    for (const group of groups) {
      expect(group.children.length).toBeGreaterThan(0);
      for (const child of group.children) expect(child.code.startsWith(group.code)).toBe(true);
    }
  });

  it('searches occupations by keyword, category, Holland code and education, page by page', async () => {
    const all = await visitor.call<Page<Summary>>('GET', '/api/reference/occupations?size=5');
    expect(all.body.data.total).toBe(OCCUPATIONS.length);
    expect(all.body.data.items).toHaveLength(5);

    const social = await visitor.call<Page<Summary>>('GET', '/api/reference/occupations?holland=se&size=100');
    expect(social.status).toBe(200);
    expect(social.body.data.total).toBeGreaterThan(0);
    for (const item of social.body.data.items) {
      expect(item.holland.startsWith('S')).toBe(true);
      expect(item.holland).toContain('E');
    }

    const health = await visitor.call<Page<Summary>>('GET', '/api/reference/occupations?category=3&size=100');
    expect(health.body.data.items.every((item) => item.large.code === '3')).toBe(true);
    const middle = health.body.data.items[0]?.small.code ?? '30';
    const inMiddle = await visitor.call<Page<Summary>>(
      'GET',
      `/api/reference/occupations?category=${middle}&education=graduate&size=100`,
    );
    expect(inMiddle.body.data.items.every((item) => item.small.code === middle && item.education === 'graduate')).toBe(
      true,
    );

    const named = OCCUPATIONS[0]?.name ?? '';
    const byName = await visitor.call<Page<Summary>>(
      'GET',
      `/api/reference/occupations?keyword=${encodeURIComponent(named)}`,
    );
    expect(byName.body.data.items.map((item) => item.name)).toContain(named);
  });

  it('refuses a malformed filter with a Korean message', async () => {
    const badCode = await visitor.call('GET', '/api/reference/occupations?holland=RR');
    expect(badCode.status).toBe(400);
    expect(JSON.stringify(badCode.body)).toContain('홀랜드 코드');
    const badCategory = await visitor.call('GET', '/api/reference/occupations?category=abc');
    expect(badCategory.status).toBe(400);
    const badField = await visitor.call('GET', `/api/reference/majors?field=${encodeURIComponent('미술')}`);
    expect(badField.status).toBe(400);
  });

  it('shows an occupation with its majors and training paths, and a major with its occupations', async () => {
    const nursing = await visitor.call<Page<{ id: number; name: string; occupation_count: number }>>(
      'GET',
      `/api/reference/majors?keyword=${encodeURIComponent('간호')}`,
    );
    const major = nursing.body.data.items[0];
    expect(major?.occupation_count).toBeGreaterThan(0);
    const detail = await visitor.call<{ occupations: { id: number; name: string }[] }>(
      'GET',
      `/api/reference/majors/${major?.id}`,
    );
    const occupationId = detail.body.data.occupations[0]?.id;
    const occupation = await visitor.call<{
      description: string;
      skills: string[];
      majors: { id: number }[];
      training_paths: unknown[];
    }>('GET', `/api/reference/occupations/${occupationId}`);
    expect(occupation.status).toBe(200);
    expect(occupation.body.data.skills.length).toBeGreaterThanOrEqual(3);
    expect(occupation.body.data.majors.map((entry) => entry.id)).toContain(major?.id);

    const paths = await visitor.call<Page<{ occupations: { id: number }[] }>>(
      'GET',
      '/api/reference/training-paths?size=100',
    );
    expect(paths.body.data.total).toBeGreaterThanOrEqual(60);
    const withOccupation = paths.body.data.items.find((path) => path.occupations.length > 0);
    const target = withOccupation?.occupations[0]?.id;
    const filtered = await visitor.call<Page<{ occupations: { id: number }[] }>>(
      'GET',
      `/api/reference/training-paths?occupation_id=${target}`,
    );
    expect(filtered.body.data.items.every((path) => path.occupations.some((entry) => entry.id === target))).toBe(true);

    expect((await visitor.call('GET', '/api/reference/occupations/2147483647')).status).toBe(404);
  });

  it('lets the admin list, edit, delete and recreate job cards; others may not', async () => {
    expect((await visitor.call('GET', '/adminApi/job-card/list')).status).toBe(401);
    const admin = server.client();
    await admin.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
    const list = await admin.call<Page<Card>>('GET', '/adminApi/job-card/list?category=4&size=3');
    expect(list.status).toBe(200);
    expect(list.body.data.items.every((card) => card.occupation.large.code === '4')).toBe(true);
    const card = list.body.data.items[0] as Card;

    const edited = await admin.call<Card>('PATCH', `/adminApi/job-card/update/${card.id}`, {
      body: { summary: '  새로 쓴 카드 문구입니다.  ', active: false },
    });
    expect(edited.body.data).toMatchObject({ id: card.id, summary: '새로 쓴 카드 문구입니다.', active: false });
    const inactive = await admin.call<Page<Card>>('GET', '/adminApi/job-card/list?active=inactive&sort=-updated');
    expect(inactive.body.data.items.map((item) => item.id)).toContain(card.id);
    expect(inactive.body.data.items.every((item) => !item.active)).toBe(true);
    expect((await admin.call('GET', '/adminApi/job-card/list?sort=price')).status).toBe(400);
    const exported = await admin.call<{ filename: string; csv: string }>(
      'GET',
      `/adminApi/job-card/export?keyword=${encodeURIComponent(card.occupation.name)}`,
    );
    expect(exported.body.data.filename).toMatch(/^직업카드목록_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.body.data.csv).toContain('새로 쓴 카드 문구입니다.');

    const duplicate = await admin.call('POST', '/adminApi/job-card/register', {
      body: { occupation_id: card.occupation.id, summary: '두 번째 카드' },
    });
    expect(duplicate.status).toBe(409);

    expect((await admin.call('DELETE', `/adminApi/job-card/delete/${card.id}`)).status).toBe(200);
    expect((await admin.call('DELETE', `/adminApi/job-card/delete/${card.id}`)).status).toBe(404);
    expect((await admin.call('GET', `/adminApi/job-card/detail/${card.id}`)).status).toBe(404);
    const candidates = await admin.call<{ items: { id: number }[] }>(
      'GET',
      `/adminApi/job-card/candidates?keyword=${encodeURIComponent(card.occupation.name)}`,
    );
    expect(candidates.body.data.items.map((occupation) => occupation.id)).toContain(card.occupation.id);
    const history = await admin.call<Page<{ action: string; summary: string; before: unknown; after: unknown }>>(
      'GET',
      `/adminApi/audit/list?entity=job_card&entity_id=${card.id}`,
    );
    expect(history.body.data.items.map((entry) => entry.action)).toEqual(['delete', 'update']);
    expect(history.body.data.items[1]).toMatchObject({
      summary: `직업 카드 "${card.occupation.name}" 수정`,
      before: { summary: card.summary, active: true },
      after: { summary: '새로 쓴 카드 문구입니다.', active: false },
    });
    const recreated = await admin.call<Card>('POST', '/adminApi/job-card/register', {
      body: { occupation_id: card.occupation.id, summary: card.summary },
    });
    expect(recreated.status).toBe(200);
    expect(recreated.body.data).toMatchObject({ summary: card.summary, active: true });
    const detail = await admin.call<Card>('GET', `/adminApi/job-card/detail/${recreated.body.data.id}`);
    expect(detail.body.data).toEqual(recreated.body.data);
    expect(
      (
        await admin.call('POST', '/adminApi/job-card/register', {
          body: { occupation_id: 2147483647, summary: '없는 직업' },
        })
      ).status,
    ).toBe(404);
  });

  // Last, as it changes the server's database: back to how a database seeded before the codes were
  // reviewed looked, then the next start (migration 0011, then the seed).
  it('brings a database seeded earlier up to date: codes by key, new occupations with cards, the admin’s cards kept', async () => {
    const { db } = server.database;
    const migration = migrations['0011_occupation_holland_three_letters'];
    if (!migration?.down) throw new Error('0011_occupation_holland_three_letters has no down()');
    await migration.down(db);
    await db.updateTable('occupation').set({ holland: 'RC' }).where('key', '=', 'welder').execute();
    await db.updateTable('occupation').set({ holland: 'SRC' }).where('key', '=', 'correctional-officer').execute();
    await db.updateTable('occupation').set({ holland: 'A' }).where('key', '=', 'painter').execute();
    // Occupations added since (their links and cards go with them).
    const added = ['military-chaplain', 'recycling-sorter', 'sheet-metal-worker'];
    await db.deleteFrom('occupation').where('key', 'in', added).execute();
    const cardOf = (key: string) =>
      db
        .selectFrom('job_card as c')
        .innerJoin('occupation as o', 'o.id', 'c.occupation_id')
        .select(['c.id', 'c.summary', 'c.active'])
        .where('o.key', '=', key)
        .executeTakeFirst();
    // The admin deleted one card and rewrote another.
    const deleted = await cardOf('bartender');
    await db
      .deleteFrom('job_card')
      .where('id', '=', deleted?.id ?? 0)
      .execute();
    const rewritten = await cardOf('barista');
    await db
      .updateTable('job_card')
      .set({ summary: '관리자가 고친 문구', active: false })
      .where('id', '=', rewritten?.id ?? 0)
      .execute();

    await migration.up(db);
    await seedToolContent(db);
    await seedToolContent(db);

    const stored = await db.selectFrom('occupation').select(['key', 'holland']).execute();
    expect(new Map(stored.map((row) => [row.key, row.holland]))).toEqual(
      new Map(OCCUPATIONS.map((occupation) => [occupation.key, occupation.holland])),
    );
    for (const key of added) {
      const content = OCCUPATIONS.find((occupation) => occupation.key === key);
      expect(await cardOf(key), key).toMatchObject({ summary: content?.summary, active: true });
      const majors = await db
        .selectFrom('occupation_major as l')
        .innerJoin('occupation as o', 'o.id', 'l.occupation_id')
        .innerJoin('major as m', 'm.id', 'l.major_id')
        .select('m.key')
        .where('o.key', '=', key)
        .execute();
      expect(majors.map((row) => row.key).sort(), key).toEqual([...(content?.majors ?? [])].sort());
      const paths = await db
        .selectFrom('training_path_occupation as l')
        .innerJoin('occupation as o', 'o.id', 'l.occupation_id')
        .innerJoin('training_path as p', 'p.id', 'l.training_path_id')
        .select('p.key')
        .where('o.key', '=', key)
        .execute();
      const named = TRAINING_PATHS.filter((path) => path.occupations.includes(key)).map((path) => path.key);
      expect(paths.map((row) => row.key).sort(), key).toEqual(named.sort());
    }
    expect(await cardOf('bartender')).toBeUndefined();
    expect(await cardOf('barista')).toEqual({ id: rewritten?.id, summary: '관리자가 고친 문구', active: false });
    const cards = await db
      .selectFrom('job_card')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirst();
    expect(Number(cards?.count)).toBe(OCCUPATIONS.length - 1);

    // The check now holds every code to three distinct letters.
    for (const holland of ['RC', 'RRC', 'RICA']) {
      await expect(
        db.updateTable('occupation').set({ holland }).where('key', '=', 'welder').execute(),
        holland,
      ).rejects.toThrow();
    }
  });
});
