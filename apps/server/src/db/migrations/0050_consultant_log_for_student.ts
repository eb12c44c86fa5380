import { type Kysely, sql } from 'kysely';

/**
 * Whether the student may read a signed note's 나눈 이야기 and 합의한 것 in their portfolio (issue
 * 39, decision 058): the consultant's choice, off unless they tick it. 관찰한 점 and 메모 stay the
 * counsellor's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table consultant_log add column for_student boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table consultant_log drop column for_student`.execute(db);
}
