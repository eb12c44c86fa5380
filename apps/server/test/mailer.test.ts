import { once } from 'node:events';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, WITHHELD_SECRET } from '../src/mail/mailer';
import { DEMO_PASSWORD, openTestDatabase, startTestServer, testDatabase } from './harness';

/** Just enough of an SMTP server to receive one message on loopback. */
function startSmtpSink() {
  const messages: string[] = [];
  const server = createServer((socket: Socket) => {
    let inData = false;
    let data = '';
    socket.setEncoding('utf8');
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      for (const line of chunk.split('\r\n').filter((part, index, all) => part !== '' || index < all.length - 1)) {
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 sink\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  return { server, messages };
}

/** The text of a received message, decoded when sent as base64 (non-ASCII text is). */
function textOf(message: string): string {
  const [head = '', ...rest] = message.split('\n\n');
  const body = rest.join('\n\n');
  return /Content-Transfer-Encoding: base64/i.test(head) ? Buffer.from(body, 'base64').toString('utf8') : body;
}

describe(`the mailer on ${testDatabase}`, () => {
  const sink = startSmtpSink();
  beforeAll(async () => {
    if (!sink.server.listening) await once(sink.server, 'listening');
  });
  afterAll(() => new Promise((resolve) => sink.server.close(resolve)));

  it('sends through SMTP when configured, and keeps a copy in the outbox', async () => {
    const database = await openTestDatabase();
    try {
      const port = (sink.server.address() as AddressInfo).port;
      const mailer = createMailer(database, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@example.kr' });
      await mailer.send({ to: 'teacher@example.kr', subject: '인증번호', text: '인증번호는 123456 입니다.' });
      expect(sink.messages).toHaveLength(1);
      expect(sink.messages[0]).toContain('To: teacher@example.kr');
      const kept = await database.db.selectFrom('mail_outbox').selectAll().execute();
      expect(kept).toMatchObject([{ recipient: 'teacher@example.kr', subject: '인증번호', transport: 'smtp' }]);
    } finally {
      await database.close();
    }
  });

  it('keeps a mail’s secret out of the outbox when SMTP delivered it, and in it when the outbox is the delivery', async () => {
    const database = await openTestDatabase();
    try {
      const port = (sink.server.address() as AddressInfo).port;
      const smtp = createMailer(database, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@example.kr' });
      const local = createMailer(database, { from: 'no-reply@example.kr' });
      const mail = { subject: '인증번호', text: '인증번호는 48213957 입니다.', secret: '48213957' };
      await smtp.send({ ...mail, to: 'smtp@example.kr' });
      await local.send({ ...mail, to: 'local@example.kr' });
      expect(textOf(sink.messages.at(-1) ?? '')).toContain('48213957');
      const kept = await database.db.selectFrom('mail_outbox').select(['recipient', 'body']).orderBy('id').execute();
      expect(kept).toEqual([
        { recipient: 'smtp@example.kr', body: `인증번호는 ${WITHHELD_SECRET} 입니다.` },
        { recipient: 'local@example.kr', body: '인증번호는 48213957 입니다.' },
      ]);
    } finally {
      await database.close();
    }
  });

  it('sends a file with the mail and a reply address, and the outbox names the file without keeping it', async () => {
    const database = await openTestDatabase();
    try {
      const port = (sink.server.address() as AddressInfo).port;
      const mailer = createMailer(database, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@example.kr' });
      const content = Buffer.from('%PDF-1.7 a report');
      await mailer.send({
        to: 'teacher@example.kr',
        subject: '[수업 보고서] 진로 캠프',
        text: '보고서를 보냅니다.',
        replyTo: 'instructor@example.kr',
        attachments: [{ filename: '수업보고서_진로 캠프.pdf', contentType: 'application/pdf', content }],
      });
      const message = sink.messages.at(-1) ?? '';
      expect(message).toContain('Reply-To: instructor@example.kr');
      expect(message).toMatch(/Content-Type: application\/pdf/);
      expect(message).toContain(content.toString('base64'));
      const [kept] = await database.db.selectFrom('mail_outbox').select(['body', 'attachments']).execute();
      expect(kept?.attachments).toEqual([
        { filename: '수업보고서_진로 캠프.pdf', content_type: 'application/pdf', size: content.byteLength },
      ]);
      expect(kept?.body).toBe('보고서를 보냅니다.');
    } finally {
      await database.close();
    }
  });

  it('with SMTP, shows the administrator that sign-up and reset codes went, never the codes', async () => {
    const port = (sink.server.address() as AddressInfo).port;
    const server = await startTestServer({ seed: true, config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    try {
      await server.call('POST', '/api/instructor/send-email', { body: { email: 'new@example.kr' } });
      await server.call('POST', '/api/instructor/send-temporary-password', { body: { email: 'instructor@demo.kr' } });
      const codes = sink.messages.slice(-2).map((message) => textOf(message).match(/\d{6,8}(?= )/)?.[0]);
      expect(codes).toEqual([expect.stringMatching(/^\d{6}$/), expect.stringMatching(/^\d{8}$/)]);

      const admin = server.client();
      await admin.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
      const outbox = await admin.call<{ items: { subject: string; body: string; transport: string }[] }>(
        'GET',
        '/adminApi/mail/outbox',
      );
      expect(outbox.body.data.items.map(({ subject, transport }) => ({ subject, transport }))).toEqual([
        { subject: '[진로 코칭 플랫폼] 비밀번호 재설정 인증번호', transport: 'smtp' },
        { subject: '[진로 코칭 플랫폼] 회원가입 인증번호', transport: 'smtp' },
      ]);
      for (const item of outbox.body.data.items) {
        expect(item.body).toContain(WITHHELD_SECRET);
        for (const code of codes) expect(item.body).not.toContain(code);
      }
    } finally {
      await server.close();
    }
  });
});
