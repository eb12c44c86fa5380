import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { ApiError } from '../src/http/errors';
import { recordGeneration } from '../src/text/quota';
import { purgeAbandonedRecordings, saveRecording } from '../src/tools/interview/recordings';
import { type FakeProvider, startFakeProvider } from './fakeProvider';
import {
  demoStudentId,
  signInConsultant,
  startTestServer,
  type TestClient,
  type TestServer,
  testDatabase,
} from './harness';

// Quotas by what costs (issue 35): a provider's drafts counted per person, per QR link, per class
// and per owner, the composer on its own count; new guests on a link throttled per address and per
// link; recordings capped per person a day and per run; an abandoned run's recordings no longer
// played and deleted by the job. Several servers over one database, as instances behind a load
// balancer would be, each configured for the limit it shows.

const notes = [
  { item: 'kw.motivation', value: ['공감', '꾸준함'], base: 0 },
  { item: 'exp-s.motivation', value: ['지역아동센터에서 봉사할 때 아이들이 숙제를 어려워함'], base: 0 },
];

interface Refusal {
  limit?: string;
}

/** A person ready to ask for drafts: their self-introduction run with notes to write from. */
interface Writer {
  client: TestClient;
  prefix: 'user' | 'guest';
  runId: number;
}

async function writerOn(client: TestClient, prefix: Writer['prefix'], userId: number): Promise<Writer> {
  const run = await client.call<{ id: number }>('POST', `/api/${prefix}/tool/self-introduce/run/${userId}`, {
    body: {},
  });
  expect(run.status).toBe(200);
  const runId = run.body.data.id;
  const saved = await client.call('PATCH', `/api/${prefix}/tool/self-introduce/answers/${runId}`, {
    body: { answers: notes },
  });
  // Saved once per run: a person coming back to their run (another server) keeps its notes.
  expect([200, 409]).toContain(saved.status);
  return { client, prefix, runId };
}

const draft = (writer: Writer) =>
  writer.client.stream(`/api/${writer.prefix}/selfIntroduce/draft`, { run_id: writer.runId, key: 'motivation' });

async function expectDrafts(writer: Writer, count: number, kind: 'ai' | 'composer') {
  for (let made = 0; made < count; made++) {
    const reply = await draft(writer);
    const done = reply.events.at(-1) as { name: string; data: { data: { generator: { kind: string } } } };
    expect(done?.name, `draft ${made + 1} of ${count}: ${JSON.stringify(reply.body)}`).toBe('done');
    expect(done.data.data.generator.kind).toBe(kind);
  }
}

async function expectRefused(writer: Writer, limit: string, words: string) {
  const reply = await draft(writer);
  expect(reply.status).toBe(429);
  expect((reply.body?.data as Refusal | undefined)?.limit).toBe(limit);
  expect(reply.body?.message).toContain(words);
  expect(reply.body?.message).toContain('쓰던 글은 그대로 남아 있습니다');
}

describe(`quotas by what costs on ${testDatabase}`, () => {
  let provider: FakeProvider;
  let server: TestServer;
  let consultant: TestClient;

  /** A student of the consultant's class signed in on a server (the second by the regional link, as it must be). */
  const signInStudent = async (on: TestServer, token: 'demo-student-01' | 'demo-gwangju-01') => {
    const client = on.client();
    const regional = token === 'demo-gwangju-01';
    const userId = regional ? await demoStudentId(on, token) : undefined;
    const login = await client.call<{ id: number }>('POST', `/api/login/${regional ? 'gwangju' : 'link'}`, {
      body: { token, ...(regional ? { user_id: userId } : {}) },
    });
    expect(login.status).toBe(200);
    return { client, id: login.body.data.id };
  };
  const newLink = async (title: string) => {
    const made = await consultant.call<{ id: number; token: string }>('POST', '/api/qrcode', {
      body: { action_item: 'self-introduce', title },
    });
    expect(made.status).toBe(200);
    return made.body.data;
  };
  const joinAsGuest = async (on: TestServer, token: string, name: string, address?: string) => {
    const browser = on.client();
    const joined = await browser.call<{ guest: { user_id: number } }>('POST', `/api/selfIntroduce/qr/${token}`, {
      body: { display_name: name },
      ...(address ? { headers: { 'x-forwarded-for': address } } : {}),
    });
    return { browser, joined };
  };

  beforeAll(async () => {
    provider = await startFakeProvider();
    server = await startTestServer({
      seed: true,
      config: {
        ai: { baseUrl: provider.baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs: 2000 },
        generationsPerDayUser: 2,
        generationsPerDayLink: 3,
        generationsPerDayOwner: 7,
      },
    });
    consultant = await signInConsultant(server);
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  describe('text generation', () => {
    let composer: TestServer;
    beforeAll(async () => {
      // The same database with no provider configured: drafts come from the composer, and every
      // provider cap is one, so a composer draft counted against any of them would be refused.
      composer = await startTestServer({
        database: server.database,
        config: {
          composerGenerationsPerDayUser: 3,
          generationsPerDayUser: 1,
          generationsPerDayLink: 1,
          generationsPerDayClass: 1,
          generationsPerDayOwner: 1,
        },
      });
    });
    afterAll(() => composer.close());

    it('counts the composer’s drafts on their own: they use none of the provider’s quota', async () => {
      const student = await signInStudent(composer, 'demo-gwangju-01');
      const writer = await writerOn(student.client, 'user', student.id);
      await expectDrafts(writer, 3, 'composer');
      await expectRefused(writer, 'composer', '오늘 자동 조합으로 만들 수 있는 초안을 모두 만들었습니다');
      // Through the provider the same person still has their two provider drafts of the day.
      const again = await signInStudent(server, 'demo-gwangju-01');
      const through = await writerOn(again.client, 'user', again.id);
      expect(through.runId).toBe(writer.runId);
      await expectDrafts(through, 2, 'ai');
      await expectRefused(through, 'user', '오늘 만들 수 있는 초안을 모두 만들었습니다');
    });

    it('counts a link’s guests together: a guest who clears the cookie and joins again gets no more', async () => {
      const link = await newLink('쿠키 지우기');
      const first = await joinAsGuest(server, link.token, '첫 게스트');
      const guest = await writerOn(first.browser, 'guest', first.joined.body.data.guest.user_id);
      await expectDrafts(guest, 2, 'ai');
      await expectRefused(guest, 'user', '오늘 만들 수 있는 초안을 모두 만들었습니다');
      // A browser without the cookie is a new guest on the same link, with the link's count.
      const again = await joinAsGuest(server, link.token, '다시 온 게스트');
      expect(again.joined.body.data.guest.user_id).not.toBe(first.joined.body.data.guest.user_id);
      const rejoined = await writerOn(again.browser, 'guest', again.joined.body.data.guest.user_id);
      await expectDrafts(rejoined, 1, 'ai');
      await expectRefused(rejoined, 'link', '오늘 이 QR 링크로 만들 수 있는 초안을 모두 만들었습니다');
      const recorded = await server.database.db
        .selectFrom('text_generation')
        .select(['user_id', 'generator'])
        .where('guest_link_id', '=', link.id)
        .execute();
      expect(recorded).toHaveLength(3);
      expect(new Set(recorded.map((row) => row.user_id)).size).toBe(2);
    });

    it('caps a link without a class by its owner’s count, which their classes share', async () => {
      // The consultant's count so far: two drafts of their class's student and three of the first link.
      const link = await newLink('수업 없는 링크');
      const first = await joinAsGuest(server, link.token, '둘째 링크 게스트');
      await expectDrafts(await writerOn(first.browser, 'guest', first.joined.body.data.guest.user_id), 2, 'ai');
      const second = await joinAsGuest(server, link.token, '둘째 링크 손님');
      const guest = await writerOn(second.browser, 'guest', second.joined.body.data.guest.user_id);
      await expectRefused(guest, 'owner', '담당 강사나 상담사의 수업과 QR 링크를 모두 합쳐');
      // Their class's other student, who has made no draft today, is refused too.
      const student = await signInStudent(server, 'demo-student-01');
      const classmate = await writerOn(student.client, 'user', student.id);
      await expectRefused(classmate, 'owner', '담당 강사나 상담사의');
      // …while the composer, which costs nothing, still writes for them.
      const onComposer = await signInStudent(composer, 'demo-student-01');
      await expectDrafts(await writerOn(onComposer.client, 'user', onComposer.id), 1, 'composer');
    });

    it('holds a cap when many ask at the same moment', async () => {
      const { db } = server.database;
      const user = await db
        .insertInto('app_user')
        .values({ name: '동시 요청' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const run = await db
        .insertInto('tool_run')
        .values({ user_id: user.id, action_item: 'self-introduce', audience: 'user' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const config = { ...readConfig({}), generationsPerDayUser: 3 };
      const attempts = await Promise.allSettled(
        Array.from({ length: 12 }, () =>
          recordGeneration(db, config, {
            tool: 'self-introduce',
            runId: run.id,
            item: 'a.motivation',
            userId: user.id,
            classId: null,
            promptVersion: 'test',
            generator: { kind: 'ai', model: 'fake-model' },
            inputChars: 1,
          }).catch((error: unknown) => {
            if (error instanceof ApiError && error.status === 429) return null;
            throw error;
          }),
        ),
      );
      expect(attempts.every((attempt) => attempt.status === 'fulfilled')).toBe(true);
      const recorded = attempts.filter((attempt) => attempt.status === 'fulfilled' && attempt.value !== null);
      expect(recorded).toHaveLength(3);
    });
  });

  describe('guests joining a link', () => {
    let proxied: TestServer;
    beforeAll(async () => {
      // Behind a proxy (TRUST_PROXY=1), so each test browser can come from an address of its own.
      proxied = await startTestServer({
        database: server.database,
        config: { trustProxy: true, guestJoinsPerAddress: 3, guestJoinsPerLink: 5, guestJoinWindowSeconds: 600 },
      });
    });
    afterAll(() => proxied.close());

    it('throttles new guests per address and per link, with Retry-After, and lets a known guest back', async () => {
      const link = await newLink('참여 제한');
      const school = '203.0.113.10';
      const joins = [];
      for (const name of ['하나', '둘', '셋']) joins.push(await joinAsGuest(proxied, link.token, name, school));
      expect(joins.map((entry) => entry.joined.status)).toEqual([200, 200, 200]);
      const fourth = await joinAsGuest(proxied, link.token, '넷', school);
      expect(fourth.joined.status).toBe(429);
      expect(fourth.joined.body.message).toMatch(
        /^이 네트워크에서 QR 링크에 새로 참여하는 일이 너무 잦습니다\. \d+초 뒤/,
      );
      expect(Number(fourth.joined.headers.get('retry-after'))).toBeGreaterThan(0);
      // A guest already on the link comes back to it: that makes no one new.
      const back = await joins[0]?.browser.call<{ guest: { user_id: number } }>(
        'POST',
        `/api/selfIntroduce/qr/${link.token}`,
        { body: { display_name: '하나' }, headers: { 'x-forwarded-for': school } },
      );
      expect(back?.status).toBe(200);
      expect(back?.body.data.guest.user_id).toBe(joins[0]?.joined.body.data.guest.user_id);

      // Five new guests a window on one link, whatever the address.
      expect((await joinAsGuest(proxied, link.token, '다섯', '198.51.100.1')).joined.status).toBe(200);
      expect((await joinAsGuest(proxied, link.token, '여섯', '198.51.100.2')).joined.status).toBe(200);
      const crowd = await joinAsGuest(proxied, link.token, '일곱', '198.51.100.3');
      expect(crowd.joined.status).toBe(429);
      expect(crowd.joined.body.message).toContain('이 QR 링크에 한꺼번에 참여하는 사람이 너무 많습니다');
      expect(crowd.joined.headers.get('retry-after')).toBeTruthy();
      const guests = await server.database.db
        .selectFrom('guest')
        .select('user_id')
        .where('link_id', '=', link.id)
        .execute();
      expect(guests).toHaveLength(5);
      // Another link is not this one's crowd.
      const other = await newLink('다른 링크');
      expect((await joinAsGuest(proxied, other.token, '일곱', '198.51.100.3')).joined.status).toBe(200);
    });
  });

  describe('interview recordings', () => {
    let recorder: TestServer;
    let student: TestClient;
    let studentId: number;
    beforeAll(async () => {
      recorder = await startTestServer({
        database: server.database,
        config: { interviewAudioKbPerRun: 12, interviewAudioKbPerDay: 20 },
      });
      const signedIn = await signInStudent(recorder, 'demo-student-01');
      student = signedIn.client;
      studentId = signedIn.id;
    });
    afterAll(() => recorder.close());

    /** A new interview run (leaving the open one), with three questions picked. */
    const restart = async () => {
      const run = await student.call<{ id: number }>('POST', `/api/user/tool/interview/run/${studentId}`, {
        body: { restart: true },
      });
      const picked = await student.call<{ questions: { key: string }[] }>('POST', '/api/user/interview/questions', {
        body: { run_id: run.body.data.id, categories: ['personality'], group: null, difficulty: 1, count: 3 },
      });
      expect(picked.status).toBe(200);
      return { runId: run.body.data.id, keys: picked.body.data.questions.map((question) => question.key) };
    };
    // 4 KB of webm: its first bytes are the container's.
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4 * 1024 - 4, 7)]);
    const record = (runId: number, key: string | undefined) =>
      student.call('POST', '/api/user/interview/audio', {
        body: { run_id: runId, key, type: 'audio/webm', data: webm.toString('base64'), seconds: 20 },
      });
    const play = (runId: number, key: string | undefined) =>
      student.call<{ size: number }>('GET', `/api/user/interview/audio/${runId}/${key}`);

    it('caps what one run saves (re-recordings count) and what a person saves a day, before storing', async () => {
      const first = await restart();
      const [a, b, c] = first.keys;
      expect((await record(first.runId, a)).status).toBe(200);
      expect((await record(first.runId, a)).status).toBe(200);
      expect((await record(first.runId, b)).status).toBe(200);
      const overRun = await record(first.runId, c);
      expect(overRun.status).toBe(413);
      expect(overRun.body.message).toContain('이 면접에 저장할 수 있는 녹음의 양을 넘어');
      expect(overRun.body.message).toContain('글 답변은 그대로 있습니다');
      expect((await play(first.runId, c)).status).toBe(404);
      expect((await play(first.runId, a)).status).toBe(200);

      // Starting again gives a new run, not a new day: 12 KB saved today, 20 KB allowed.
      const second = await restart();
      expect((await record(second.runId, second.keys[0])).status).toBe(200);
      expect((await record(second.runId, second.keys[1])).status).toBe(200);
      const overDay = await record(second.runId, second.keys[2]);
      expect(overDay.status).toBe(429);
      expect(overDay.body.message).toContain('오늘 저장할 수 있는 녹음을 모두 저장해');
      expect(Number(overDay.headers.get('retry-after'))).toBeGreaterThan(0);
      const stored = await server.database.db
        .selectFrom('interview_audio')
        .select('run_id')
        .where('run_id', 'in', [first.runId, second.runId])
        .execute();
      expect(stored).toHaveLength(4);
    });

    it('holds the run’s cap when recordings arrive at the same moment', async () => {
      const { db } = server.database;
      const user = await db
        .insertInto('app_user')
        .values({ name: '동시 녹음' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const run = await db
        .insertInto('tool_run')
        .values({ user_id: user.id, action_item: 'interview', audience: 'user' })
        .returning(['id', 'user_id', 'action_item'])
        .executeTakeFirstOrThrow();
      const caps = { interviewAudioKbPerRun: 12, interviewAudioKbPerDay: 1000 };
      const attempts = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          saveRecording(db, caps, run, { key: `p-${index}`, type: 'audio/webm', bytes: webm, seconds: 20 }).then(
            () => 200,
            (error: unknown) => (error instanceof ApiError ? error.status : 500),
          ),
        ),
      );
      expect(attempts.filter((status) => status === 200)).toHaveLength(3);
      expect(attempts.filter((status) => status === 413)).toHaveLength(5);
      const stored = await db.selectFrom('interview_audio').select('size').where('run_id', '=', run.id).execute();
      expect(stored).toHaveLength(3);
    });

    it('stops playing an abandoned run’s recordings, and the job deletes them after the stated time', async () => {
      const { db } = server.database;
      const runs = await db
        .selectFrom('tool_run')
        .select(['id', 'status'])
        .where('user_id', '=', studentId)
        .where('action_item', '=', 'interview')
        .orderBy('id')
        .execute();
      const abandoned = runs.find((run) => run.status === 'abandoned');
      const open = runs.find((run) => run.status === 'open');
      if (!abandoned || !open) throw new Error('the first test leaves an abandoned and an open run');
      const key = (
        await db
          .selectFrom('interview_audio')
          .select('question_key')
          .where('run_id', '=', abandoned.id)
          .executeTakeFirstOrThrow()
      ).question_key;
      const refused = await play(abandoned.id, key);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toContain('새로 시작하면서 그만둔 면접');

      const left = (runId: number) =>
        db.selectFrom('interview_audio').select('question_key').where('run_id', '=', runId).execute();
      // Left moments ago: kept for the stated 24 hours.
      expect(await purgeAbandonedRecordings(db, 24)).toBe(0);
      expect(await left(abandoned.id)).toHaveLength(2);
      await db
        .updateTable('tool_run')
        .set({ updated_at: new Date(Date.now() - 25 * 3600_000) })
        .where('id', '=', abandoned.id)
        .execute();
      expect(await purgeAbandonedRecordings(db, 24)).toBe(2);
      expect(await left(abandoned.id)).toHaveLength(0);
      // The open run keeps its recordings, and the day's count is kept when recordings go.
      expect(await left(open.id)).toHaveLength(2);
      const [kept] = await left(open.id);
      expect((await play(open.id, kept?.question_key)).status).toBe(200);
      expect((await record(open.id, kept?.question_key)).status).toBe(429);
    });
  });
});
