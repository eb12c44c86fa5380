import { type Kysely, type Migration, sql } from 'kysely';

/** An interview's questions as asked, and the consultant's or instructor's scores (decision 028). */
const interview: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table interview_set (
      run_id integer primary key references tool_run(id) on delete cascade,
      categories jsonb not null,
      group_code text,
      difficulty smallint not null,
      keys jsonb not null,
      released_at timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
    await sql`create table interview_rating (
      run_id integer not null references tool_run(id) on delete cascade,
      question_key text not null,
      scores jsonb not null,
      comment text not null default '',
      rater_id integer references university_user(id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (run_id, question_key)
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table interview_rating`.execute(db);
    await sql`drop table interview_set`.execute(db);
  },
};

export const migrations = { '0019_interview': interview };
