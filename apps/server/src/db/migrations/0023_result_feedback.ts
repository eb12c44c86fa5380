import { type Kysely, sql } from 'kysely';

/**
 * 결과 소감 for every tool (issue 23): core coloring's feedback table was already keyed by the run
 * alone, so it becomes the shared one; every kept result carries its feedback.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table core_coloring_feedback rename to result_feedback`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table result_feedback rename to core_coloring_feedback`.execute(db);
}
