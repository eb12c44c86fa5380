import nodemailer from 'nodemailer';
import type { DatabaseHandle } from '../db/database';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * The one-time secret inside `text` (a sign-up or reset code). Mail that went by SMTP is kept in
   * the outbox without it, so no administrator can read it there (docs/decisions/008).
   */
  secret?: string;
  /** Where a reply goes when not to us (a class report's reply goes to its instructor). */
  replyTo?: string;
  /** Files sent with the mail (a class report's PDF); the outbox records their names and sizes only. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Stands in for a secret in the outbox copy of mail that went by SMTP. */
export const WITHHELD_SECRET = '(메일로만 보냄)';

/** The Mailer port: SMTP when configured, else the outbox table is the delivery; every mail is recorded there. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(
  database: DatabaseHandle,
  options: { smtpUrl?: string | undefined; from: string },
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send({ to, subject, text, secret, replyTo, attachments = [] }) {
      if (transport) await transport.sendMail({ from: options.from, to, subject, text, replyTo, attachments });
      // Without SMTP the outbox is how the message reaches anyone (a local run), so it keeps it whole;
      // with SMTP it records that the message went, not the secret.
      const body = transport && secret ? text.replaceAll(secret, WITHHELD_SECRET) : text;
      await database.db
        .insertInto('mail_outbox')
        .values({
          recipient: to,
          subject,
          body,
          transport: transport ? 'smtp' : 'outbox',
          attachments: JSON.stringify(
            attachments.map((file) => ({
              filename: file.filename,
              content_type: file.contentType,
              size: file.content.byteLength,
            })),
          ),
        })
        .execute();
    },
  };
}
