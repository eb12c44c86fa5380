import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer, testDatabase } from './harness';

// A name holding U+202E mirrored the rest of the admin audit line (issue 35). The contract refuses
// such characters in one-line values, naming the field, and drops them from several-line text;
// storable.test.ts holds every field of the contract to it, these the calls people make.

const INVISIBLE =
  '보이지 않는 서식 문자(글자 방향을 바꾸는 문자, 폭 없는 공백 등)는 쓸 수 없습니다. 지우고 다시 입력해 주세요.';
const MIRRORING = 'gnp.\u202eexe';

describe(`names that could rewrite the screen on ${testDatabase}`, () => {
  let server: TestServer;
  let classId: number;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    const row = await server.database.db
      .selectFrom('university_class')
      .select('id')
      .where('university_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    classId = row.id;
  });
  afterAll(() => server.close());

  async function signedIn(path: string, login_id: string) {
    const browser = server.client();
    expect((await browser.call('POST', path, { body: { login_id, password: DEMO_PASSWORD } })).status).toBe(200);
    return browser;
  }

  const refusal = (path: string) => ({
    status: 400,
    body: { code: 400, message: INVISIBLE, data: { issues: [{ path, message: INVISIBLE }] } },
  });

  it('refuses a guest who joins under a mirroring name', async () => {
    const reply = await server
      .client()
      .call('POST', '/api/selfIntroduce/qr/demo-guest-self', { body: { display_name: `김새봄${MIRRORING}` } });
    expect(reply).toMatchObject(refusal('display_name'));
  });

  it('refuses a participant registered by the administrator, or by the university, under one', async () => {
    const admin = await signedIn('/api/admin-login', 'admin');
    const byAdmin = await admin.call('POST', `/adminApi/class/${classId}/participant/register`, {
      body: { name: `정\u2066참여\u2069` },
    });
    expect(byAdmin).toMatchObject(refusal('name'));
    const manager = await signedIn('/api/university-login', 'univ');
    const byUniversity = await manager.call('POST', '/universityApi/participant/register', {
      body: { class_id: classId, participant: { name: '한가람', major: `경영\u200b학과` } },
    });
    expect(byUniversity).toMatchObject(refusal('participant.major'));
    const participants = await server.database.db
      .selectFrom('app_user')
      .select('name')
      .where('university_class_id', '=', classId)
      .execute();
    expect(participants.map(({ name }) => name)).not.toContain('한가람');
  });

  it('refuses a QR link titled with one, and keeps emoji whole', async () => {
    const instructor = await signedIn('/api/instructor-login', 'instructor@demo.kr');
    const refused = await instructor.call('POST', '/api/qrcode', {
      body: { action_item: 'self-introduce', title: `자기소개\u200f 연습` },
    });
    expect(refused).toMatchObject(refusal('title'));
    const made = await instructor.call<{ title: string }>('POST', '/api/qrcode', {
      body: { action_item: 'self-introduce', title: '자기소개 연습 👩‍💻🏳️‍🌈' },
    });
    expect(made.status).toBe(200);
    expect(made.body.data.title).toBe('자기소개 연습 👩‍💻🏳️‍🌈');
  });

  it('drops them from a pasted file and registers the names as they look', async () => {
    const manager = await signedIn('/api/university-login', 'univ');
    const reply = await manager.call<{ registered: { name: string }[] }>(
      'POST',
      '/universityApi/participant/register',
      {
        body: { class_id: classId, csv: `\ufeff이름,학번\r\n두\u202e나래,2026777\r\n` },
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.registered.map(({ name }) => name)).toEqual(['두나래']);
  });
});
