import { once } from 'node:events';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/mailer';
import { openTestDatabase, testDatabase } from './harness';

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
});
