import { type Kysely, sql } from 'kysely';

/**
 * Personality type (ptid): its content (the six Holland types and the activities rated in the
 * checklist, seeded when empty), who may take a tool that must be granted (decision 016), and what a
 * user chose after their result (job categories and a dream occupation).
 */
const TYPES = sql.raw(`('R', 'I', 'A', 'S', 'E', 'C')`);

const statements = [
  sql`create table ptid_type (
    code text primary key check (code in ${TYPES}),
    name text not null check (length(name) between 1 and 30),
    keyword text not null,
    ranking text not null,
    description text not null,
    strengths text not null,
    environments text not null,
    watch text not null,
    updated_at timestamptz not null default now()
  )`,
  sql`create table ptid_activity (
    id integer generated always as identity primary key,
    type_code text not null references ptid_type(code) on delete cascade,
    position integer not null,
    text text not null check (length(text) between 1 and 200),
    active boolean not null default true,
    updated_at timestamptz not null default now()
  )`,
  // A grant of a tool to one user (a coupon, later a purchase) or to everyone in a class; an AI
  // gift grants its own tools through ai_gift.tools.
  sql`create table tool_grant (
    id integer generated always as identity primary key,
    action_item text not null,
    user_id integer references app_user(id) on delete cascade,
    university_class_id integer references university_class(id) on delete cascade,
    source text not null check (source in ('class', 'coupon', 'purchase')),
    created_at timestamptz not null default now(),
    check ((user_id is null) <> (university_class_id is null))
  )`,
  sql`create index tool_grant_user on tool_grant (user_id, action_item)`,
  sql`create index tool_grant_class on tool_grant (university_class_id, action_item)`,
  // What the user chose after the result; one per run, replaced as they choose again.
  sql`create table ptid_selection (
    run_id integer primary key references tool_run(id) on delete cascade,
    categories text[] not null,
    dream_occupation_id integer references occupation(id) on delete set null,
    updated_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ptid_selection', 'tool_grant', 'ptid_activity', 'ptid_type']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
