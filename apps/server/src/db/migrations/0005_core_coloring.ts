import { type Kysely, sql } from 'kysely';

/**
 * Core coloring's content (nine cores and their statements, seeded by the server at start when
 * empty; admins edit them later) and the user's feedback on a result (docs/decisions/015).
 */
const CORE_CODES = sql.raw(`('C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9')`);

const statements = [
  sql`create table core_coloring_core (
    code text primary key check (code in ${CORE_CODES}),
    row_key text not null check (row_key in ('thinking', 'heart', 'action')),
    column_key text not null check (column_key in ('self', 'relation', 'work')),
    name text not null check (length(name) between 1 and 50),
    summary text not null,
    description text not null,
    strength_use text not null,
    growth_tip text not null,
    updated_at timestamptz not null default now(),
    unique (row_key, column_key)
  )`,
  sql`create table core_coloring_statement (
    id integer generated always as identity primary key,
    core_code text not null references core_coloring_core(code) on delete cascade,
    -- Order only (ties by id), so two statements added at once never collide.
    position integer not null,
    text text not null check (length(text) between 1 and 300),
    active boolean not null default true,
    updated_at timestamptz not null default now()
  )`,
  // How well a result fits, in the user's words; one per run, a later one replaces it.
  sql`create table core_coloring_feedback (
    run_id integer primary key references tool_run(id) on delete cascade,
    fit integer not null check (fit between 1 and 5),
    comment text not null check (length(comment) <= 1000),
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table core_coloring_feedback`.execute(db);
  await sql`drop table core_coloring_statement`.execute(db);
  await sql`drop table core_coloring_core`.execute(db);
}
