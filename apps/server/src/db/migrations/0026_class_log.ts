import { type Kysely, sql } from 'kysely';

/**
 * The class log (issue 22, decision 033): the instructor's entry for a day of a class. One entry a
 * class and day (a unique key, so two saves of a day make one); the tools run that day are read from
 * `tool_run`, never copied here.
 */
const statements = [
  sql`create table class_log_entry (
    id integer generated always as identity primary key,
    class_id integer not null references university_class(id),
    day date not null,
    title text not null,
    note text not null default '',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (class_id, day)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table class_log_entry`.execute(db);
}
