import nodemailer from 'nodemailer';
import type { DatabaseHandle } from '../db/database';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The Mailer port: SMTP when configured; every mail is also kept in the outbox table. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(
  database: DatabaseHandle,
  options: { smtpUrl?: string | undefined; from: string },
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send({ to, subject, text }) {
      if (transport) await transport.sendMail({ from: options.from, to, subject, text });
      await database.db
        .insertInto('mail_outbox')
        .values({ recipient: to, subject, body: text, transport: transport ? 'smtp' : 'outbox' })
        .execute();
    },
  };
}
