import { type Kysely, sql } from 'kysely';

/**
 * Who can sign in, how, and what links lead in (see docs/decisions/005-accounts-and-sessions.md).
 * One statement per execute: PGlite runs a parameterless batch only through exec().
 */
const statements = [
  sql`create table university (
    id integer generated always as identity primary key,
    name text not null,
    region text,
    active boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  sql`create table university_class (
    id integer generated always as identity primary key,
    university_id integer not null references university(id),
    name text not null,
    year integer not null,
    active boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  sql`create index university_class_university_idx on university_class (university_id)`,
  // A university manager signs in to the university area.
  sql`create table university_manager (
    id integer generated always as identity primary key,
    university_id integer not null references university(id),
    login_id text not null unique,
    password_hash text not null,
    name text not null,
    created_at timestamptz not null default now()
  )`,
  // Consultants (issued by a university) and instructors (signed up by e-mail) share this table.
  sql`create table university_user (
    id integer generated always as identity primary key,
    university_id integer references university(id),
    type text not null check (type in ('CONSULTANT', 'INSTRUCTOR')),
    login_id text not null unique,
    email text unique,
    password_hash text not null,
    temporary_password_hash text,
    temporary_password_expires_at timestamptz,
    name text not null,
    phone text,
    active boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  sql`create table university_user_class (
    university_user_id integer not null references university_user(id),
    university_class_id integer not null references university_class(id),
    primary key (university_user_id, university_class_id)
  )`,
  sql`create table admin_account (
    id integer generated always as identity primary key,
    login_id text not null unique,
    password_hash text not null,
    name text not null,
    created_at timestamptz not null default now()
  )`,
  // End users: students and participants (with a class) and AI-gift users (without one).
  sql`create table app_user (
    id integer generated always as identity primary key,
    name text not null,
    university_class_id integer references university_class(id),
    student_number text,
    email text,
    phone text,
    created_at timestamptz not null default now()
  )`,
  sql`create index app_user_class_idx on app_user (university_class_id)`,
  // A link that signs one user in: /user/{token}, or a regional link /gwangju/{token}/{userId}.
  sql`create table link_token (
    id integer generated always as identity primary key,
    token text not null unique,
    user_id integer not null references app_user(id),
    university_user_id integer references university_user(id),
    university_class_id integer references university_class(id),
    action_item text,
    region text,
    expires_at timestamptz,
    use_count integer not null default 0,
    last_used_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  sql`create table ai_gift (
    id integer generated always as identity primary key,
    code text not null unique,
    title text not null,
    tools text[] not null,
    user_id integer references app_user(id),
    expires_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  // One row per tool of a gift the user has started: using it again changes nothing.
  sql`create table ai_gift_use (
    ai_gift_id integer not null references ai_gift(id),
    action_item text not null,
    used_at timestamptz not null default now(),
    primary key (ai_gift_id, action_item)
  )`,
  // Guest QR links of an instructor for self introduction and deep interview.
  sql`create table guest_qr_token (
    id integer generated always as identity primary key,
    token text not null unique,
    action_item text not null check (action_item in ('self-introduce', 'deepinter')),
    university_user_id integer not null references university_user(id),
    title text not null,
    active boolean not null default true,
    expires_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  // Saved results per tool; the tools fill `result`. Completed-tool flags read action_item.
  sql`create table tool_result (
    id integer generated always as identity primary key,
    user_id integer not null references app_user(id),
    action_item text not null,
    result jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now()
  )`,
  sql`create index tool_result_user_idx on tool_result (user_id, action_item)`,
  // Server-side sessions: the cookie holds a random token; only its SHA-256 is stored.
  sql`create table auth_session (
    id integer generated always as identity primary key,
    area text not null check (area in ('user', 'universityUser', 'university', 'admin')),
    token_hash text not null unique,
    public_token text not null,
    subject_id integer not null,
    ai_gift_code text,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  sql`create index auth_session_expires_idx on auth_session (expires_at)`,
  // Failed-attempt counters per scope ('account:…', 'address:…', 'email:…') and window.
  sql`create table rate_limit (
    scope text primary key,
    window_started_at timestamptz not null,
    count integer not null
  )`,
  sql`create table email_verification (
    email text primary key,
    code_hash text not null,
    expires_at timestamptz not null,
    attempts integer not null default 0,
    verified_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  // Every e-mail the server sends; without SMTP this is where it goes (the admin reads it).
  sql`create table mail_outbox (
    id integer generated always as identity primary key,
    recipient text not null,
    subject text not null,
    body text not null,
    transport text not null,
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'mail_outbox',
    'email_verification',
    'rate_limit',
    'auth_session',
    'tool_result',
    'guest_qr_token',
    'ai_gift_use',
    'ai_gift',
    'link_token',
    'app_user',
    'admin_account',
    'university_user_class',
    'university_user',
    'university_manager',
    'university_class',
    'university',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
