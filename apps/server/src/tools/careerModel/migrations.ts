import { type Kysely, type Migration, sql } from 'kysely';

/** The consultant's readiness check of a career-model run (decision 029). */
const checks: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table career_model_check (
      run_id integer primary key references tool_run(id) on delete cascade,
      info text not null check (info in ('ready', 'partly', 'not_yet')),
      fit text not null check (fit in ('ready', 'partly', 'not_yet')),
      plan text not null check (plan in ('ready', 'partly', 'not_yet')),
      support jsonb not null default '[]',
      note text not null default '',
      checked_by integer references university_user(id) on delete set null,
      checked_by_name text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table career_model_check`.execute(db);
  },
};

export const migrations = { '0020_career_model_checks': checks };
