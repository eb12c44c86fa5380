import { HOLLAND_LETTERS, jobCardResult } from '@career/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkJobCardAnswers } from '../src/tools/jobCard';
import {
  demoStudentId,
  signInConsultant,
  startTestServer,
  type TestClient,
  type TestServer,
  testDatabase,
} from './harness';

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
  holland: string;
  small: { code: string };
  score: number;
  index: number | null;
  same_fit: number;
  why: string[];
}
interface Piles {
  liked: Card[];
  unsure: Card[];
  disliked: Card[];
}
type Answer = { item: string; value: unknown; base: number };

// Job card through HTTP: the content, a deck across every group weighted to the chosen ones, the
// three piles and the two sets of reasons saved through the shared answer save, the result of a
// known sort, occupations by congruence, a sort with no liked card, and only the cards dealt to a
// run and still active counted.

describe(`job card on ${testDatabase}`, () => {
  let server: TestServer;
  let consultant: TestClient;
  let studentId: number;
  let warmUp: { key: string; options: { key: string }[] }[];

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    consultant = await signInConsultant(server);
    studentId = await demoStudentId(server);
    const content = await consultant.call<{ warm_up: typeof warmUp }>('GET', '/api/jobCard/list');
    warmUp = content.body.data.warm_up;
  });
  afterAll(() => server.close());

  const save = (runId: number, answers: Answer[]) =>
    consultant.call('PATCH', `/api/tool/job-card/answers/${runId}`, { body: { answers } });
  const post = <T>(path: string, runId: number) =>
    consultant.call<T>('POST', `/api/jobCard/${path}`, { body: { run_id: runId } });

  /** A new run with the warm-up answered (the option given, else each question's first) and the groups chosen. */
  async function newRun(categories: string[], options: Record<string, string> = {}) {
    const run = await consultant.call<{ id: number }>('POST', `/api/tool/job-card/run/${studentId}`, {
      body: { restart: true },
    });
    expect(run.status).toBe(200);
    const runId = run.body.data.id;
    const saved = await save(runId, [
      ...warmUp.map((question) => ({
        item: `w.${question.key}`,
        value: options[question.key] ?? question.options[0]?.key,
        base: 0,
      })),
      { item: 'categories', value: categories, base: 0 },
    ]);
    expect(saved.status).toBe(200);
    const dealt = await consultant.call<Card[]>('POST', '/api/jobCard/smallJobCategory/list', {
      body: { run_id: runId, categories },
    });
    expect(dealt.status).toBe(200);
    return { runId, deck: dealt.body.data };
  }

  /** Every card on a pile (by `pileOf`), a reason for each liked and disliked card. */
  function sortAll(deck: readonly Card[], pileOf: (card: Card) => 'liked' | 'unsure' | 'disliked'): Answer[] {
    return deck.flatMap((card) => {
      const pile = pileOf(card);
      const answers: Answer[] = [{ item: `card.${card.id}`, value: pile, base: 0 }];
      if (pile === 'liked') answers.push({ item: `why.${card.id}`, value: ['meaning'], base: 0 });
      if (pile === 'disliked') answers.push({ item: `why.${card.id}`, value: ['no_interest'], base: 0 });
      return answers;
    });
  }

  it('serves the content: the groups, the warm-up, both sets of reasons, the limits', async () => {
    const content = await consultant.call<{
      categories: Category[];
      reasons: { key: string }[];
      disliked_reasons: { key: string; label: string }[];
      category_limit: number;
      card_limit: number;
    }>('GET', '/api/jobCard/list');
    expect(content.status).toBe(200);
    const { categories, reasons, disliked_reasons } = content.body.data;
    expect(categories.map((category) => category.code)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(warmUp).toHaveLength(5);
    expect(reasons).toHaveLength(8);
    expect(disliked_reasons).toHaveLength(9);
    expect(disliked_reasons[0]).toEqual({ key: 'no_interest', label: '일 자체가 재미없어 보여서' });
    expect(content.body.data.category_limit).toBe(5);
    expect(content.body.data.card_limit).toBe(42);

    const arts = await consultant.call<{ code: string }[]>('POST', '/api/jobCard/small-category', {
      body: { large: '4' },
    });
    expect(arts.body.data.map((child) => child.code)).toEqual(
      categories.find((category) => category.code === '4')?.children.map((child) => child.code),
    );
  });

  it('deals a deck across every group, the chosen ones weighted, the same on every reload', async () => {
    const { runId, deck } = await newRun(['23', '41']);
    expect(deck).toHaveLength(42);
    expect(new Set(deck.map((card) => card.id)).size).toBe(42);
    // Seven of each interest type, whatever the reference data holds most of (R).
    for (const letter of HOLLAND_LETTERS) {
      expect(
        deck.filter((card) => card.holland.startsWith(letter)),
        letter,
      ).toHaveLength(7);
    }
    const chosen = deck.filter((card) => ['23', '41'].includes(card.category.code));
    expect(chosen.length).toBeGreaterThan(6);
    expect(chosen.length).toBeLessThanOrEqual(24);
    expect(new Set(deck.map((card) => card.category.code.charAt(0))).size).toBeGreaterThan(4);

    const again = await consultant.call<Card[]>('POST', '/api/jobCard/smallJobCategory/list', {
      body: { run_id: runId, categories: ['41', '23'] },
    });
    expect(again.body.data.map((card) => card.id)).toEqual(deck.map((card) => card.id));

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
    // The deck is the saved groups': other groups are dealt only once they are saved.
    const unsaved = await consultant.call('POST', '/api/jobCard/smallJobCategory/list', {
      body: { run_id: runId, categories: ['23'] },
    });
    expect(unsaved.status).toBe(400);
    expect(unsaved.body.message).toBe('고른 직업 분류가 아직 저장되지 않았습니다. 잠시 뒤 다시 눌러 주세요.');
  });

  it('sorts into three piles, takes reasons for liked and disliked cards, and scores a known sort by congruence', async () => {
    const { runId, deck } = await newRun(['23', '41'], { priority: 'meaning', focus: 'people' });
    // Liked: the deck's seven S cards. Unsure: two others. Disliked: the rest.
    const liked = deck.filter((card) => card.holland.startsWith('S'));
    const unsure = deck.filter((card) => !card.holland.startsWith('S')).slice(0, 2);
    const pileOf = (card: Card) => (liked.includes(card) ? 'liked' : unsure.includes(card) ? 'unsure' : 'disliked');

    const early = await post('save/user', runId);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(
      '아직 나누지 않은 카드가 42장 있습니다. 모든 카드를 세 더미 가운데 하나에 놓아 주세요.',
    );

    const cards = sortAll(deck, pileOf).filter((answer) => answer.item.startsWith('card.'));
    expect((await save(runId, cards)).status).toBe(200);
    const sorted = await post<Piles>('selectedType/list', runId);
    expect(sorted.body.data.liked.map((card) => card.id).sort()).toEqual(liked.map((card) => card.id).sort());
    expect(sorted.body.data.unsure).toHaveLength(2);
    expect(sorted.body.data.disliked).toHaveLength(33);

    const unexplained = await post('save/user', runId);
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.message).toContain('끌린 이유를 고르지 않은 카드가 있습니다:');
    expect(unexplained.body.message).toContain('끌리지 않은 이유를 고르지 않은 카드가 있습니다:');
    expect(unexplained.body.message).toContain('외 28장');

    const [firstDisliked] = deck.filter((card) => pileOf(card) === 'disliked');
    await save(runId, [
      { item: 'own_disliked', value: ['밤에 일해야 할 것 같아서'], base: 0 },
      ...sortAll(deck, pileOf)
        .filter((answer) => answer.item.startsWith('why.'))
        .map((answer) =>
          answer.item === `why.${firstDisliked?.id}` ? { ...answer, value: ['low_income', 'own_disliked.0'] } : answer,
        ),
    ]);
    const classify = await post<{
      liked: { card: Card; reasons: string[] }[];
      disliked: { card: Card; reasons: string[] }[];
      reasons: { key: string; own: boolean }[];
      disliked_reasons: { key: string; label: string; own: boolean }[];
    }>('user/selected', runId);
    expect(classify.body.data.liked).toHaveLength(7);
    expect(classify.body.data.liked.every((entry) => entry.reasons.join() === 'meaning')).toBe(true);
    expect(classify.body.data.disliked.find((entry) => entry.card.id === firstDisliked?.id)?.reasons).toEqual([
      'low_income',
      'own_disliked.0',
    ]);
    expect(classify.body.data.disliked_reasons.at(-1)).toEqual({
      key: 'own_disliked.0',
      label: '밤에 일해야 할 것 같아서',
      own: true,
    });
    expect(classify.body.data.reasons.filter((reason) => reason.own)).toEqual([]);

    // Before the save, the related occupations come from the answers so far.
    const live = await post<Recommended[]>('selected/list', runId);
    expect(live.body.data.length).toBeGreaterThan(0);

    const saved = await post<{ created_at: string; scoring_version: string; result: unknown; summary: string }>(
      'save/user',
      runId,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.scoring_version).toBe('job-card/3');
    const result = z.parse(jobCardResult, saved.body.data.result);
    expect(result.code.charAt(0)).toBe('S');
    expect(result.profile.S).toBe(21);
    expect(result.shares?.S).toBeGreaterThan(
      Math.max(...(['R', 'I', 'A', 'E', 'C'] as const).map((letter) => result.shares?.[letter] ?? 0)),
    );
    expect(result.dealt_count).toBe(42);
    expect([result.liked.length, result.unsure.length, result.disliked.length]).toEqual([7, 2, 33]);
    expect(result.liked_reasons[0]).toMatchObject({ key: 'meaning', count: 7 });
    expect(result.disliked_reasons[0]).toMatchObject({ key: 'no_interest', count: 32 });
    expect(result.disliked_reasons).toContainEqual({
      key: 'own_disliked.0',
      label: '밤에 일해야 할 것 같아서',
      count: 1,
    });
    expect(result.quality.map((note) => note.kind)).not.toContain('all_chosen');
    expect(result.warm_up.find((entry) => entry.key === 'priority')?.relation).toContain('끌린 카드 7장 가운데 7장에');
    expect(result.warm_up.find((entry) => entry.key === 'focus')?.relation).toContain(`코드 ${result.code}에도 S`);
    expect(saved.body.data.summary).toBe(`${result.code} · 끌린 카드 7장`);

    // By congruence: best first, never a liked or disliked card's own occupation, each with why.
    const occupations = (await post<Recommended[]>('selected/list', runId)).body.data;
    expect(occupations.map((occupation) => occupation.id)).toEqual(
      result.recommendations.map((occupation) => occupation.occupation_id),
    );
    // Fifteen, and every one after them that fits as well as the fifteenth: no name decides the cut.
    expect(occupations.length).toBeGreaterThanOrEqual(15);
    for (const occupation of occupations.slice(15)) expect(occupation.index).toBe(occupations[14]?.index);
    const indexes = occupations.map((occupation) => occupation.index ?? 0);
    expect(indexes).toEqual([...indexes].sort((a, b) => b - a));
    for (const occupation of occupations) {
      expect(occupation.score).toBe(Math.round((100 * (occupation.index ?? 0)) / 28));
      const equal = occupations.filter((other) => other.index === occupation.index).length - 1;
      expect(occupation.same_fit).toBeGreaterThanOrEqual(equal);
      expect(occupation.why[0]).toMatch(/내 코드/);
    }
    const judged = [...liked, ...deck.filter((card) => pileOf(card) === 'disliked')].map((card) => card.occupation_id);
    expect(occupations.some((occupation) => judged.includes(occupation.id))).toBe(false);

    // Scored once: a second save gives the kept result; the run takes no more answers.
    const twice = await post<{ created_at: string }>('save/user', runId);
    expect(twice.body.data.created_at).toBe(saved.body.data.created_at);
    expect((await save(runId, [{ item: 'own', value: ['늦은 이유'], base: 0 }])).status).toBe(409);

    // A card deleted later leaves the past result as it was.
    await server.database.db
      .deleteFrom('job_card')
      .where('id', '=', unsure[0]?.id ?? 0)
      .execute();
    const kept = await consultant.call<{ result: { unsure: unknown[] } }>('GET', `/api/tool/job-card/result/${runId}`);
    expect(kept.body.data.result.unsure).toHaveLength(2);
  });

  it('finishes a sort with no liked card: no code, no occupations, the disliked reasons and next steps', async () => {
    const { runId, deck } = await newRun(['52']);
    const [first] = deck;
    const answers = sortAll(deck, (card) => (card === first ? 'unsure' : 'disliked'));
    expect((await save(runId, answers)).status).toBe(200);
    const saved = await post<{ result: unknown; summary: string }>('save/user', runId);
    expect(saved.status).toBe(200);
    const result = z.parse(jobCardResult, saved.body.data.result);
    expect(result.code).toBe('');
    expect(result.liked).toEqual([]);
    expect(result.recommendations).toEqual([]);
    // Every card saved in one batch, no time between them: too fast, said with the rest.
    expect(result.quality.map((note) => note.kind)).toEqual(['too_fast', 'none_chosen']);
    expect(result.disliked_reasons[0]).toMatchObject({ key: 'no_interest', count: deck.length - 1 });
    expect(result.suggestions[0]?.content).toContain("'일 자체가 재미없어 보여서'에 해당하지 않는 일의 조건");
    expect(saved.body.data.summary).toBe(`끌린 카드 없음 · 끌리지 않는다 ${deck.length - 1}장`);
    expect((await post<Recommended[]>('selected/list', runId)).body.data).toEqual([]);
  });

  it('flags a sort that likes every card', async () => {
    const { runId, deck } = await newRun(['01']);
    await save(
      runId,
      sortAll(deck, () => 'liked'),
    );
    const saved = await post<{ result: unknown; summary: string }>('save/user', runId);
    const result = z.parse(jobCardResult, saved.body.data.result);
    const note = result.quality.find((entry) => entry.kind === 'all_chosen');
    expect(note?.to_user).toContain('나눈 카드 42장 모두를 끌린다에 놓았습니다');
    expect(note?.to_counsellor).toContain('끌린다 42/42장(100%)');
    expect(saved.body.data.summary).toContain('거의 모두 끌림');
  });

  it('counts only the cards dealt to the run and still active, in the lists and in the scoring', async () => {
    const { runId, deck } = await newRun(['22']);
    const dealt = new Set(deck.map((card) => card.id));
    // Sorted before the switch-off: a card of the deck, then switched off by the admin.
    const [switchedOff] = deck;
    if (!switchedOff) throw new Error('an empty deck');
    await save(runId, [
      { item: `card.${switchedOff.id}`, value: 'liked', base: 0 },
      { item: `why.${switchedOff.id}`, value: ['interest'], base: 0 },
    ]);
    await server.database.db.updateTable('job_card').set({ active: false }).where('id', '=', switchedOff.id).execute();
    try {
      const redealt = await consultant.call<Card[]>('POST', '/api/jobCard/smallJobCategory/list', {
        body: { run_id: runId, categories: ['22'] },
      });
      expect(redealt.body.data).toHaveLength(42);
      expect(redealt.body.data.some((card) => card.id === switchedOff.id)).toBe(false);
      // One place of the deck changed, not the whole deck.
      expect(redealt.body.data.filter((card) => !dealt.has(card.id))).toHaveLength(1);
      const piles = await post<Piles>('selectedType/list', runId);
      expect(piles.body.data.liked).toEqual([]);

      // The scoring counts the deck as it is now: the card switched off is not in the result.
      const now = new Set(redealt.body.data.map((card) => card.id));
      // Answers to cards never dealt are kept by the save (until it checks them) but counted nowhere.
      const [stranger] = (await server.database.db.selectFrom('job_card').select('id').orderBy('id').execute())
        .map((row) => row.id)
        .filter((id) => !now.has(id) && id !== switchedOff.id);
      await save(runId, [{ item: `card.${stranger}`, value: 'liked', base: 0 }]);
      const [first] = redealt.body.data;
      await save(
        runId,
        sortAll(redealt.body.data, (card) => (card.id === first?.id ? 'liked' : 'disliked')),
      );
      const saved = await post<{ result: unknown }>('save/user', runId);
      expect(saved.status).toBe(200);
      const result = z.parse(jobCardResult, saved.body.data.result);
      expect(result.dealt_count).toBe(42);
      const inResult = [...result.liked, ...result.unsure, ...result.disliked].map((card) => card.card_id);
      expect(inResult).not.toContain(switchedOff.id);
      expect(inResult.every((id) => now.has(id))).toBe(true);
      expect(inResult).toHaveLength(42);
    } finally {
      await server.database.db.updateTable('job_card').set({ active: true }).where('id', '=', switchedOff.id).execute();
    }
  });

  it('checks a save against the deck: a card not dealt, switched off or unknown is refused by name', async () => {
    const { runId, deck } = await newRun(['41']);
    const dealt = new Set(deck.map((card) => card.id));
    const { db } = server.database;
    const other = await db
      .selectFrom('job_card as j')
      .innerJoin('occupation as o', 'o.id', 'j.occupation_id')
      .select(['j.id', 'o.name'])
      .where('j.active', '=', true)
      .orderBy('j.id')
      .execute();
    const undealt = other.find((row) => !dealt.has(row.id));
    const [card] = deck;
    if (!undealt || !card) throw new Error('no card to try');
    const check = (answers: { item: string; value: unknown }[]) => checkJobCardAnswers(db, { id: runId }, answers);

    await expect(check([{ item: `card.${card.id}`, value: 'liked' }])).resolves.toBeUndefined();
    await expect(check([{ item: 'own', value: ['a'] }])).resolves.toBeUndefined();
    await expect(check([{ item: `card.${undealt.id}`, value: 'liked' }])).rejects.toMatchObject({
      status: 400,
      message: `'${undealt.name}' 카드(card.${undealt.id})는 이 검사에서 나누어 받은 카드가 아닙니다. 받은 카드만 나눌 수 있습니다.`,
    });
    await expect(check([{ item: `why.${undealt.id}`, value: ['interest'] }])).rejects.toMatchObject({ status: 400 });
    // Putting a card back, or clearing its reasons, is always taken.
    await expect(check([{ item: `card.${undealt.id}`, value: 'deck' }])).resolves.toBeUndefined();
    await expect(check([{ item: `why.${undealt.id}`, value: [] }])).resolves.toBeUndefined();
    // Ids 1–450 all liked: refused at the first card not dealt.
    const flood = Array.from({ length: 450 }, (_, index) => ({ item: `card.${index + 1}`, value: 'liked' }));
    await expect(check(flood)).rejects.toMatchObject({ status: 400 });
    await expect(check([{ item: 'card.99999', value: 'liked' }])).rejects.toMatchObject({
      message: '없는 직업 카드입니다: card.99999',
    });
    await db.updateTable('job_card').set({ active: false }).where('id', '=', card.id).execute();
    try {
      await expect(check([{ item: `card.${card.id}`, value: 'disliked' }])).rejects.toMatchObject({
        status: 400,
        message: `'${card.name}' 카드(card.${card.id})는 지금 쓰지 않는 카드입니다. 다른 카드를 나누어 주세요.`,
      });
    } finally {
      await db.updateTable('job_card').set({ active: true }).where('id', '=', card.id).execute();
    }

    // The deck is the saved groups', or the groups saved in the same batch.
    await save(runId, [{ item: 'categories', value: ['23'], base: 1 }]);
    const other23 = await consultant.call<Card[]>('POST', '/api/jobCard/smallJobCategory/list', {
      body: { run_id: runId, categories: ['23'] },
    });
    const only41 = deck.find((entry) => !other23.body.data.some((dealtCard) => dealtCard.id === entry.id));
    if (!only41) throw new Error('the two decks are the same');
    await expect(check([{ item: `card.${only41.id}`, value: 'liked' }])).rejects.toMatchObject({ status: 400 });
    await expect(
      check([
        { item: 'categories', value: ['41'] },
        { item: `card.${only41.id}`, value: 'liked' },
      ]),
    ).resolves.toBeUndefined();
  });

  // The shared answer save calls the tool's own check first (ToolModule `checkAnswers`).
  describe('the answer save, with the tool check wired in', () => {
    it('refuses a card not dealt to the run, and a card switched off, naming it', async () => {
      const { runId, deck } = await newRun(['41']);
      const dealt = new Set(deck.map((card) => card.id));
      const flood = Array.from({ length: 450 }, (_, index) => ({
        item: `card.${index + 1}`,
        value: 'liked',
        base: 0,
      }));
      const refused = await save(runId, flood);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/카드\(card\.\d+\)는 이 검사에서 나누어 받은 카드가 아닙니다/);
      const piles = await post<Piles>('selectedType/list', runId);
      expect(piles.body.data.liked).toEqual([]);
      const [card] = deck;
      await server.database.db
        .updateTable('job_card')
        .set({ active: false })
        .where('id', '=', card?.id ?? 0)
        .execute();
      try {
        const off = await save(runId, [{ item: `card.${card?.id}`, value: 'liked', base: 0 }]);
        expect(off.status).toBe(400);
        expect(off.body.message).toContain('지금 쓰지 않는 카드입니다');
      } finally {
        await server.database.db
          .updateTable('job_card')
          .set({ active: true })
          .where('id', '=', card?.id ?? 0)
          .execute();
      }
      expect(dealt.size).toBe(42);
    });
  });

  it('refuses unknown runs and a run no longer open', async () => {
    const missing = await consultant.call('POST', '/api/jobCard/selectedType/list', { body: { run_id: 999_999 } });
    expect(missing.status).toBe(404);
    const { runId } = await newRun(['22']);
    await consultant.call('POST', `/api/tool/job-card/run/${studentId}`, { body: { restart: true } });
    const abandoned = await post('save/user', runId);
    expect(abandoned.status).toBe(409);
  });

  it('serves the user their own calls after a link sign-in', async () => {
    const student = server.client();
    await student.call('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    const content = await student.call<{ categories: Category[] }>('GET', '/api/user/jobCard/list');
    expect(content.status).toBe(200);
    expect(content.body.data.categories).toHaveLength(10);

    const run = await student.call<{ id: number }>('POST', `/api/user/tool/job-card/run/${studentId}`, { body: {} });
    await student.call('PATCH', `/api/user/tool/job-card/answers/${run.body.data.id}`, {
      body: { answers: [{ item: 'categories', value: ['41'], base: 0 }] },
    });
    const dealt = await student.call<Card[]>('POST', '/api/user/jobCard/smallJobCategory/list', {
      body: { run_id: run.body.data.id, categories: ['41'] },
    });
    expect(dealt.status).toBe(200);
    expect(dealt.body.data).toHaveLength(42);
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
