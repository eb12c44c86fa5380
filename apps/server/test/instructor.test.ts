import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer, testDatabase } from './harness';

async function lastMailTo(server: TestServer, recipient: string) {
  return server.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

describe(`instructor sign-up on ${testDatabase}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(() => server.close());

  const profile = {
    password: 'newpass123',
    name: '한새봄',
    phone: '010-3333-4444',
    agree_terms: true,
    agree_privacy: true,
  };

  it('signs up with an e-mailed code, then signs in', async () => {
    const email = 'new.teacher@example.kr';
    expect((await server.call('POST', '/api/instructor/check-email', { body: { email } })).body.data).toEqual({
      available: true,
    });
    const sent = await server.call('POST', '/api/instructor/send-email', { body: { email: 'New.Teacher@Example.kr' } });
    expect(sent.body.data).toEqual({ expires_in_seconds: 600 });
    const mail = await lastMailTo(server, email);
    const code = mail?.body.match(/\d{6}/)?.[0] ?? '';
    expect(code).toHaveLength(6);
    expect(mail?.transport).toBe('outbox');

    const wrong = await server.call('POST', '/api/instructor/sign-up', {
      body: { ...profile, email, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/인증번호가 올바르지 않거나 만료되었습니다/);

    const created = await server.call<{ id: number }>('POST', '/api/instructor/sign-up', {
      body: { ...profile, email, code },
    });
    expect(created.body.code).toBe(200);
    expect((await server.call('POST', '/api/instructor/check-email', { body: { email } })).body.data).toEqual({
      available: false,
    });

    // The code is spent.
    expect((await server.call('POST', '/api/instructor/sign-up', { body: { ...profile, email, code } })).status).toBe(
      400,
    );

    const login = await server.client().call<{ type: string }>('POST', '/api/instructor-login', {
      body: { login_id: email, password: profile.password },
    });
    expect(login.body.data.type).toBe('INSTRUCTOR');
  });

  it('does not send a sign-up code to a registered address', async () => {
    const reply = await server.call('POST', '/api/instructor/send-email', { body: { email: 'instructor@demo.kr' } });
    expect(reply.status).toBe(409);
  });

  it.each([
    [{ email: 'bad' }, '이메일 주소 형식이 올바르지 않습니다.'],
    [{ email: 'a@b.kr', code: '123456', password: 'short1' }, '비밀번호는 8자 이상이어야 합니다.'],
    [{ email: 'a@b.kr', code: '123456', password: 'onlyletters' }, '비밀번호에 숫자를 하나 이상 넣어 주세요.'],
    [{ email: 'a@b.kr', code: '123456', agree_terms: false }, '서비스 이용약관에 동의해 주세요.'],
    [{ email: 'a@b.kr', code: '12' }, '인증번호 6자리를 입력해 주세요.'],
  ])('refuses sign-up body %j with %s', async (override, message) => {
    const reply = await server.call('POST', '/api/instructor/sign-up', {
      body: { ...profile, code: '123456', ...override },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });

  it('counts wrong codes: after five, even the right code is refused', async () => {
    const email = 'guessing@example.kr';
    await server.call('POST', '/api/instructor/send-email', { body: { email } });
    const code = (await lastMailTo(server, email))?.body.match(/\d{6}/)?.[0] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const reply = await server.call('POST', '/api/instructor/sign-up', { body: { ...profile, email, code: wrong } });
      expect(reply.status).toBe(400);
    }
    const right = await server.call('POST', '/api/instructor/sign-up', { body: { ...profile, email, code } });
    expect(right.status).toBe(400);
    expect(right.body.message).toMatch(/인증번호가 올바르지 않거나 만료되었습니다/);
  });
});

describe(`the admin outbox on ${testDatabase}`, () => {
  it('shows the admin the mail sent, newest first, filtered by recipient, and nobody else', async () => {
    const server = await startTestServer({ seed: true });
    try {
      await server.call('POST', '/api/instructor/send-email', { body: { email: 'outbox@example.kr' } });
      const admin = server.client();
      await admin.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
      const reply = await admin.call<{ items: { recipient: string; subject: string; body: string }[]; total: number }>(
        'GET',
        '/adminApi/mail/outbox?keyword=outbox%40example.kr',
      );
      expect(reply.body.data.total).toBe(1);
      expect(reply.body.data.items[0]).toMatchObject({
        recipient: 'outbox@example.kr',
        subject: '[진로 코칭 플랫폼] 회원가입 인증번호',
      });
      expect((await server.client().call('GET', '/adminApi/mail/outbox')).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
