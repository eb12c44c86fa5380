import { type Kysely, type Migration, sql } from 'kysely';

/** The questions of a deep interview (decision 025). */
const questions: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table deepinter_question (
      id integer generated always as identity primary key,
      run_id integer not null references tool_run(id) on delete cascade,
      key text not null check (key ~ '^[a-z]+(-[1-9])?$'),
      part text not null,
      parent text,
      position integer not null,
      question text not null check (length(question) between 1 and 300),
      why text not null,
      submitted_at timestamptz,
      final text check (length(final) <= 3000),
      rewrite jsonb,
      generation_id integer references text_generation(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (run_id, key)
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table deepinter_question`.execute(db);
  },
};

export const migrations = { '0016_deepinter_questions': questions };
