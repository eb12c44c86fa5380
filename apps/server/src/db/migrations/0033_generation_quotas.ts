import { type Kysely, sql } from 'kysely';

/**
 * Generation quotas by what costs (issue 35): a guest's generation records the QR link it came
 * through, so a link's guests are counted together (a guest who clears the cookie and joins again is
 * a new person, not a new link), and an owner's links with them. Earlier guests' records get theirs.
 */
const statements = [
  sql`alter table text_generation add column guest_link_id integer references guest_qr_token(id) on delete set null`,
  sql`update text_generation g set guest_link_id = au.guest_link_id
    from app_user au where au.id = g.user_id and au.guest_link_id is not null`,
  sql`create index text_generation_link_idx on text_generation (guest_link_id, created_at) where guest_link_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table text_generation drop column guest_link_id`.execute(db);
}
