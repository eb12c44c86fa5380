import { type Kysely, sql } from 'kysely';

/**
 * The console's user list sorted by name, deep pages included: without an index on the name every
 * request sorted all users to skip the pages before it (page 500 at 200,000 users: 93/125 ms p50/p99
 * on PostgreSQL; issue 38). With (name, id), the list's sort and its tie-break, it walks the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index app_user_name_id_idx on app_user (name, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index app_user_name_id_idx`.execute(db);
}
