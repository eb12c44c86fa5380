import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer, testDatabase } from './harness';

const SEND = '/api/instructor/send-temporary-password';
const RESET = '/api/instructor/reset-password';
const BAD_CODE = '인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.';

const otherThan = (code: string) => (code === '00000000' ? '11111111' : '00000000');

describe(`password reset by a one-time code on ${testDatabase}`, () => {
  let server: TestServer;
  let accounts = 0;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(() => server.close());

  /** The code in the newest mail to `email` (without SMTP the outbox is the delivery). */
  async function mailedCode(email: string): Promise<string> {
    const mail = await server.database.db
      .selectFrom('mail_outbox')
      .select('body')
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const code = mail?.body.match(/인증번호는 (\d{8}) 입니다/)?.[1];
    if (!code) throw new Error(`no reset code mailed to ${email}`);
    return code;
  }

  /** A new instructor account, signed up through the API. */
  async function newInstructor(password = 'first1234'): Promise<string> {
    accounts += 1;
    const email = `reset.${accounts}@example.kr`;
    await server.call('POST', '/api/instructor/send-email', { body: { email } });
    const mail = await server.database.db
      .selectFrom('mail_outbox')
      .select('body')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    const code = mail.body.match(/\d{6}/)?.[0] ?? '';
    const reply = await server.call('POST', '/api/instructor/sign-up', {
      body: { email, code, password, name: '한새봄', phone: '010-3333-4444', agree_terms: true, agree_privacy: true },
    });
    expect(reply.status).toBe(200);
    return email;
  }

  const signIn = (email: string, password: string) =>
    server.client().call('POST', '/api/instructor-login', { body: { login_id: email, password } });

  it('answers the same whether or not the address has an account, and mails only an account', async () => {
    const known = await server.call('POST', SEND, { body: { email: 'instructor@demo.kr' } });
    const unknown = await server.call('POST', SEND, { body: { email: 'ghost@demo.kr' } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data).toEqual({ expires_in_seconds: 900 });
    const ghostMail = await server.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', 'ghost@demo.kr')
      .executeTakeFirst();
    expect(ghostMail).toBeUndefined();
  });

  it('changes nothing until the code is used: the owner still signs in with the old password', async () => {
    await server.call('POST', SEND, { body: { email: 'instructor@demo.kr' } });
    expect((await signIn('instructor@demo.kr', DEMO_PASSWORD)).status).toBe(200);
  });

  it('keeps only an argon2id hash of the code', async () => {
    const email = await newInstructor();
    await server.call('POST', SEND, { body: { email } });
    const code = await mailedCode(email);
    const rows = await server.database.db.selectFrom('password_reset').select('code_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const { code_hash } of rows) {
      expect(code_hash).toMatch(/^\$argon2id\$/);
      expect(code_hash).not.toContain(code);
    }
  });

  it('sets a password of the user’s choosing with the code, once, and signs out the old sessions', async () => {
    const email = await newInstructor('first1234');
    const before = server.client();
    await before.call('POST', '/api/instructor-login', { body: { login_id: email, password: 'first1234' } });
    expect((await before.call('GET', '/api/university-user-token')).status).toBe(200);

    await server.call('POST', SEND, { body: { email: email.toUpperCase() } });
    const code = await mailedCode(email);
    const reset = await server.call('POST', RESET, {
      body: { email, code: `${code.slice(0, 4)} ${code.slice(4)}`, password: 'second1234' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ code: 200, message: '', data: null });

    expect((await signIn(email, 'second1234')).status).toBe(200);
    expect((await signIn(email, 'first1234')).status).toBe(401);
    expect((await before.call('GET', '/api/university-user-token')).status).toBe(401);
    // Spent.
    const again = await server.call('POST', RESET, { body: { email, code, password: 'third1234' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(BAD_CODE);
  });

  it('refuses a wrong code, and after five tries refuses the right one too', async () => {
    const email = await newInstructor();
    await server.call('POST', SEND, { body: { email } });
    const code = await mailedCode(email);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await server.call('POST', RESET, { body: { email, code: otherThan(code), password: 'new12345' } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(BAD_CODE);
    }
    expect((await server.call('POST', RESET, { body: { email, code, password: 'new12345' } })).status).toBe(400);
    expect((await signIn(email, 'first1234')).status).toBe(200);
  });

  it('refuses an expired code, and a code replaced by a newer one', async () => {
    const email = await newInstructor();
    await server.call('POST', SEND, { body: { email } });
    const first = await mailedCode(email);
    await server.database.db
      .updateTable('password_reset')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('university_user_id', 'in', (eb) =>
        eb.selectFrom('university_user').select('id').where('email', '=', email),
      )
      .execute();
    expect((await server.call('POST', RESET, { body: { email, code: first, password: 'new12345' } })).status).toBe(400);

    await server.call('POST', SEND, { body: { email } });
    const second = await mailedCode(email);
    await server.call('POST', SEND, { body: { email } });
    const third = await mailedCode(email);
    if (second !== third) {
      expect((await server.call('POST', RESET, { body: { email, code: second, password: 'new12345' } })).status).toBe(
        400,
      );
    }
    expect((await server.call('POST', RESET, { body: { email, code: third, password: 'new12345' } })).status).toBe(200);
  });

  it('lets only one of two simultaneous uses of a code through', async () => {
    const email = await newInstructor();
    await server.call('POST', SEND, { body: { email } });
    const code = await mailedCode(email);
    const replies = await Promise.all(
      ['racer1234', 'racer5678'].map((password) => server.call('POST', RESET, { body: { email, code, password } })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
  });

  it('answers a code for an address without an account like a wrong code', async () => {
    const reply = await server.call('POST', RESET, {
      body: { email: 'ghost@demo.kr', code: '12345678', password: 'new12345' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(BAD_CODE);
  });

  it.each([
    [{ code: '1234' }, '인증번호 8자리를 입력해 주세요.'],
    [{ password: 'short1' }, '비밀번호는 8자 이상이어야 합니다.'],
    [{ email: 'nope' }, '이메일 주소 형식이 올바르지 않습니다.'],
  ])('refuses %j with a Korean message', async (override, message) => {
    const body = { email: 'instructor@demo.kr', code: '12345678', password: 'new12345', ...override };
    const reply = await server.call('POST', RESET, { body });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });

  it('limits reset mails to one address to three an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await server.call('POST', SEND, { body: { email: 'limit@demo.kr' } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
