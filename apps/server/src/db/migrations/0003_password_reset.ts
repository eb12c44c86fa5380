import { type Kysely, sql } from 'kysely';

/**
 * One-time password reset codes replace mailed temporary passwords, and the outbox forgets the
 * secrets of mail that went out by SMTP (docs/decisions/008-one-time-secrets-and-login-throttling.md).
 */
const statements = [
  // At most one live code per account: a new request replaces it. Only an argon2id hash is kept.
  sql`create table password_reset (
    university_user_id integer primary key references university_user(id) on delete cascade,
    code_hash text not null,
    expires_at timestamptz not null,
    attempts integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  sql`alter table university_user drop column temporary_password_hash`,
  sql`alter table university_user drop column temporary_password_expires_at`,
  // Mail sent by SMTP before this migration kept its code or temporary password in the outbox.
  sql`update mail_outbox set body = '(보안을 위해 지운 내용입니다)' where transport = 'smtp'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table password_reset`.execute(db);
  await sql`alter table university_user add column temporary_password_hash text`.execute(db);
  await sql`alter table university_user add column temporary_password_expires_at timestamptz`.execute(db);
}
