import { type Kysely, sql } from 'kysely';

/**
 * A session remembers the sign-in link that opened it (issue 35), so reissuing or revoking the link
 * ends that session at once rather than when it times out; deleting a link deletes its sessions.
 */
const statements = [
  sql`alter table auth_session add column link_token_id integer references link_token(id) on delete cascade`,
  sql`create index auth_session_link_token_idx on auth_session (link_token_id) where link_token_id is not null`,
  // A user's session without a gift code was opened by one of their links: tie it to the newest…
  sql`update auth_session s set link_token_id = (
    select l.id from link_token l where l.user_id = s.subject_id order by l.created_at desc, l.id desc limit 1
  ) where s.area = 'user' and s.ai_gift_code is null`,
  // …and end it if that link has already ended (its sessions should have ended with it).
  sql`delete from auth_session s using link_token l
    where l.id = s.link_token_id and l.expires_at is not null and l.expires_at <= now()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table auth_session drop column link_token_id`.execute(db);
}
