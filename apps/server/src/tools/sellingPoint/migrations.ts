import { type Kysely, type Migration, sql } from 'kysely';

/** The paragraphs of a selling-point run (decision 026). */
const intros: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table selling_point_intro (
      id integer generated always as identity primary key,
      run_id integer not null references tool_run(id) on delete cascade,
      text text not null check (length(text) <= 4000),
      source text not null check (source in ('draft', 'typed')),
      generation_id integer references text_generation(id) on delete set null,
      unsupported jsonb not null default '[]',
      created_at timestamptz not null default now(),
      cleared_at timestamptz
    )`.execute(db);
    await sql`create index selling_point_intro_run_idx on selling_point_intro (run_id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table selling_point_intro`.execute(db);
  },
};

export const migrations = { '0017_selling_point_intros': intros };
