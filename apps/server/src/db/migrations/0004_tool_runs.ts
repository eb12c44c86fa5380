import { type Kysely, sql } from 'kysely';

/**
 * The tool framework's tables (docs/decisions/013-tool-framework.md): runs, answers as given,
 * results as computed (never overwritten), action items; and the career-anchor content that the
 * admin edits (seeded by the server at start when empty).
 */
export const TOOL_IDS = sql.raw(
  `('core-coloring', 'career-anchor', 'ptid', 'career-model', 'job-card', 'job-search', 'selling-point', ` +
    `'self-introduce', 'interview', 'deepinter')`,
);

const statements = [
  // One sitting of one tool by one user. At most one open run per user and tool: a new run of the
  // same tool starts only after the last one completed (or was left for a new one, `abandoned`).
  sql`create table tool_run (
    id integer generated always as identity primary key,
    user_id integer not null references app_user(id) on delete cascade,
    action_item text not null check (action_item in ${TOOL_IDS}),
    audience text not null check (audience in ('consultant', 'user', 'instructor')),
    started_by integer references university_user(id) on delete set null,
    university_class_id integer references university_class(id) on delete set null,
    status text not null default 'open' check (status in ('open', 'completed', 'abandoned')),
    screen text not null default 'main',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    completed_at timestamptz
  )`,
  sql`create unique index tool_run_one_open on tool_run (user_id, action_item) where status = 'open'`,
  sql`create index tool_run_user_idx on tool_run (user_id, action_item, created_at)`,
  // Answers as given, one row per item; a save carries the client's revision of the item and only a
  // newer revision replaces a row, so a repeated or late save changes nothing.
  sql`create table tool_answer (
    run_id integer not null references tool_run(id) on delete cascade,
    item text not null check (length(item) between 1 and 100),
    value jsonb not null,
    revision integer not null check (revision >= 0),
    updated_at timestamptz not null default now(),
    primary key (run_id, item)
  )`,
  // A result belongs to the run that produced it, with the version of the scoring that computed it.
  // No tool could save a result before this migration (the table held only test rows).
  sql`delete from tool_result`,
  sql`alter table tool_result add column run_id integer not null references tool_run(id) on delete cascade`,
  sql`alter table tool_result add column scoring_version text not null`,
  sql`alter table tool_result add constraint tool_result_action_item_check check (action_item in ${TOOL_IDS})`,
  sql`create unique index tool_result_one_per_run on tool_result (run_id)`,
  // Concrete next steps chosen or written after a result: what, by when, done.
  sql`create table tool_action_item (
    id integer generated always as identity primary key,
    run_id integer not null references tool_run(id) on delete cascade,
    position integer not null check (position >= 0),
    content text not null check (length(content) between 1 and 500),
    due_date date,
    done boolean not null default false,
    suggested boolean not null default false,
    created_at timestamptz not null default now(),
    unique (run_id, position)
  )`,
  sql`create table career_anchor (
    code text primary key check (code in ('TF', 'GM', 'AU', 'SE', 'EC', 'SV', 'CH', 'LS')),
    position integer not null unique,
    name text not null,
    summary text not null,
    "values" text not null,
    fits text not null,
    watch text not null,
    updated_at timestamptz not null default now()
  )`,
  sql`create table career_anchor_statement (
    id integer generated always as identity primary key,
    anchor_code text not null references career_anchor(code) on delete cascade,
    -- Order only (ties by id), so two statements added at once never collide.
    position integer not null,
    text text not null check (length(text) between 1 and 300),
    active boolean not null default true,
    updated_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table career_anchor_statement`.execute(db);
  await sql`drop table career_anchor`.execute(db);
  await sql`drop table tool_action_item`.execute(db);
  await sql`drop index tool_result_one_per_run`.execute(db);
  await sql`alter table tool_result drop constraint tool_result_action_item_check`.execute(db);
  await sql`alter table tool_result drop column scoring_version`.execute(db);
  await sql`alter table tool_result drop column run_id`.execute(db);
  await sql`drop table tool_answer`.execute(db);
  await sql`drop table tool_run`.execute(db);
}
