import { type Kysely, sql } from 'kysely';

/**
 * The console's user search finds a keyword anywhere in a name, student number or e-mail
 * (`ilike '%…%'`), which no b-tree serves: at 20,000 users every search read them all (41 ms p99
 * on PostgreSQL; issue 38). Trigram indexes (pg_trgm; PGlite loads the same extension) answer it
 * from the index for a keyword of three characters or more. The extension goes in `public`, once
 * a database, so every schema of it (the tests' included) finds its operator class there.
 */
const statements = [
  sql`create extension if not exists pg_trgm with schema public`,
  sql`create index app_user_name_trgm_idx on app_user using gin (name public.gin_trgm_ops)`,
  sql`create index app_user_student_number_trgm_idx on app_user using gin (student_number public.gin_trgm_ops)`,
  sql`create index app_user_email_trgm_idx on app_user using gin (email public.gin_trgm_ops)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['app_user_name_trgm_idx', 'app_user_student_number_trgm_idx', 'app_user_email_trgm_idx']) {
    await sql`drop index ${sql.id(index)}`.execute(db);
  }
}
