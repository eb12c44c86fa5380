import { type Kysely, type Migration, sql } from 'kysely';

/** The plans of a job-search run (decision 027). */
const plans: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table job_search_plan (
      id integer generated always as identity primary key,
      run_id integer not null references tool_run(id) on delete cascade,
      plan jsonb not null,
      text text not null,
      generation_id integer references text_generation(id) on delete set null,
      unsupported jsonb not null default '[]',
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index job_search_plan_run_idx on job_search_plan (run_id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table job_search_plan`.execute(db);
  },
};

export const migrations = { '0018_job_search_plans': plans };
