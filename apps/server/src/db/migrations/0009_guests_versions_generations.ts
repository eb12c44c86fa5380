import { type Kysely, sql } from 'kysely';

/**
 * Guests, answer versions and text generation (decisions 017–019):
 * - a guest QR link names its class or session, its last day and how many may join; a guest is a
 *   user without an account (`app_user.guest_link_id`), known to the browser that joined by a
 *   cookie whose hash is kept here, one per link and browser;
 * - a tool whose answers are texts keeps versions of them (replaced answers, drafts, restores);
 * - every text generation is kept: what asked for it, what wrote it, how long, how it ended (also
 *   what a daily quota counts).
 */
const statements = [
  sql`alter table guest_qr_token add column university_class_id integer references university_class(id) on delete set null`,
  sql`alter table guest_qr_token add column session_label text check (length(session_label) <= 100)`,
  sql`alter table guest_qr_token add column expires_on date`,
  sql`update guest_qr_token set expires_on = (expires_at at time zone 'Asia/Seoul')::date where expires_at is not null`,
  sql`alter table guest_qr_token drop column expires_at`,
  sql`alter table guest_qr_token add column max_uses integer check (max_uses between 1 and 1000)`,
  sql`alter table guest_qr_token add column use_count integer not null default 0 check (use_count >= 0)`,
  sql`create index guest_qr_token_owner_idx on guest_qr_token (university_user_id, created_at)`,
  sql`alter table app_user add column guest_link_id integer references guest_qr_token(id) on delete cascade`,
  sql`create table guest (
    user_id integer primary key references app_user(id) on delete cascade,
    link_id integer not null references guest_qr_token(id) on delete cascade,
    browser_hash text not null,
    display_name text not null check (length(display_name) between 1 and 30),
    created_at timestamptz not null default now(),
    unique (link_id, browser_hash)
  )`,
  sql`alter table tool_run drop constraint tool_run_audience_check`,
  sql`alter table tool_run add constraint tool_run_audience_check
    check (audience in ('consultant', 'user', 'instructor', 'guest'))`,
  sql`create table text_generation (
    id integer generated always as identity primary key,
    action_item text not null,
    run_id integer references tool_run(id) on delete set null,
    item text not null,
    user_id integer references app_user(id) on delete set null,
    university_class_id integer references university_class(id) on delete set null,
    prompt_version text not null,
    generator text not null check (generator in ('composer', 'ai')),
    model text not null,
    input_chars integer not null check (input_chars >= 0),
    output_chars integer not null default 0 check (output_chars >= 0),
    ms integer not null default 0 check (ms >= 0),
    outcome text not null default 'running'
      check (outcome in ('running', 'done', 'stopped', 'failed', 'timeout')),
    created_at timestamptz not null default now()
  )`,
  sql`create index text_generation_user_idx on text_generation (user_id, created_at)`,
  sql`create index text_generation_class_idx on text_generation (university_class_id, created_at)`,
  sql`create table tool_answer_version (
    id integer generated always as identity primary key,
    run_id integer not null references tool_run(id) on delete cascade,
    item text not null,
    value jsonb not null,
    source text not null check (source in ('typed', 'draft', 'restored')),
    generation_id integer references text_generation(id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  sql`create index tool_answer_version_item_idx on tool_answer_version (run_id, item, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table tool_answer_version`.execute(db);
  await sql`drop table text_generation`.execute(db);
  await sql`alter table tool_run drop constraint tool_run_audience_check`.execute(db);
  await sql`alter table tool_run add constraint tool_run_audience_check
    check (audience in ('consultant', 'user', 'instructor'))`.execute(db);
  await sql`drop table guest`.execute(db);
  await sql`alter table app_user drop column guest_link_id`.execute(db);
  await sql`drop index guest_qr_token_owner_idx`.execute(db);
  await sql`alter table guest_qr_token drop column use_count`.execute(db);
  await sql`alter table guest_qr_token drop column max_uses`.execute(db);
  await sql`alter table guest_qr_token add column expires_at timestamptz`.execute(db);
  await sql`alter table guest_qr_token drop column expires_on`.execute(db);
  await sql`alter table guest_qr_token drop column session_label`.execute(db);
  await sql`alter table guest_qr_token drop column university_class_id`.execute(db);
}
