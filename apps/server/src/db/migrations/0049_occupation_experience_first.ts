import { type Kysely, sql } from 'kysely';

/**
 * What an occupation asks a person to have done before it, when a new graduate cannot be hired into
 * it (장학사: 교사 경력; 판사: 법조 경력): job search ranks such titles after the reachable ones for a
 * 신입 and says why (issue 39). Null for every occupation one can enter from school or training.
 * Filled from the reference content at every start (reference/seed.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table occupation add column experience_first text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table occupation drop column experience_first`.execute(db);
}
