import { type Kysely, sql } from 'kysely';

/**
 * Consultant logs and the university area (issue 19, decision 024):
 * - `consultant_log`: a consultant's note of a session with a student, tied to a tool and its run
 *   (or to no tool: 'general'), in three parts counsellors use (discussed, observed, agreed) and free
 *   text. A draft until signed; a signed note is never edited, only amended. Visible to its author
 *   only, or to the student's university ('university'). Deleting keeps the row (who, when, why)
 *   until the administrator erases it. One live note per author and run;
 * - `consultant_log_amendment`: what was added to a signed note, by whom and when;
 * - `consultant_log_read`: every read of a note by someone other than its author;
 * - `app_user.major`: the participant's major (학과), for the class's major distribution;
 * - `tool_run.release`: whether the student sees a result a consultant started at once ('now') or
 *   after they have talked ('after_talk'), when it was released and the note the student reads.
 */
const statements = [
  sql`create table consultant_log (
    id integer generated always as identity primary key,
    user_id integer not null references app_user(id) on delete cascade,
    university_class_id integer references university_class(id) on delete set null,
    university_id integer references university(id) on delete set null,
    author_id integer not null references university_user(id) on delete cascade,
    action_item text not null,
    run_id integer references tool_run(id) on delete set null,
    session_on date not null,
    discussed text not null default '' check (length(discussed) <= 4000),
    observed text not null default '' check (length(observed) <= 4000),
    agreed text not null default '' check (length(agreed) <= 4000),
    memo text not null default '' check (length(memo) <= 4000),
    visibility text not null default 'university' check (visibility in ('private', 'university')),
    status text not null default 'draft' check (status in ('draft', 'signed')),
    signed_at timestamptz,
    deleted_at timestamptz,
    deleted_by text,
    delete_reason text check (length(delete_reason) <= 500),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint consultant_log_signed_check check ((status = 'signed') = (signed_at is not null))
  )`,
  sql`create unique index consultant_log_one_per_run on consultant_log (author_id, run_id)
    where run_id is not null and deleted_at is null`,
  sql`create index consultant_log_author_idx on consultant_log (author_id, session_on desc, id desc)`,
  sql`create index consultant_log_user_idx on consultant_log (user_id, created_at desc)`,
  sql`create index consultant_log_class_idx on consultant_log (university_class_id, session_on desc, id desc)`,
  sql`create table consultant_log_amendment (
    id integer generated always as identity primary key,
    log_id integer not null references consultant_log(id) on delete cascade,
    author_id integer references university_user(id) on delete set null,
    author_name text not null,
    text text not null check (length(text) between 1 and 4000),
    created_at timestamptz not null default now()
  )`,
  sql`create index consultant_log_amendment_log_idx on consultant_log_amendment (log_id, id)`,
  sql`create table consultant_log_read (
    id integer generated always as identity primary key,
    log_id integer not null references consultant_log(id) on delete cascade,
    reader_role text not null check (reader_role in ('consultant', 'manager', 'admin')),
    reader_id integer not null,
    reader_name text not null,
    read_at timestamptz not null default now()
  )`,
  sql`create index consultant_log_read_log_idx on consultant_log_read (log_id, read_at desc)`,
  sql`alter table app_user add column major text check (length(major) <= 50)`,
  sql`alter table tool_run add column release text not null default 'now' check (release in ('now', 'after_talk'))`,
  sql`alter table tool_run add column released_at timestamptz`,
  sql`alter table tool_run add column release_note text check (length(release_note) <= 2000)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['release_note', 'released_at', 'release'])
    await sql`alter table tool_run drop column ${sql.id(column)}`.execute(db);
  await sql`alter table app_user drop column major`.execute(db);
  for (const table of ['consultant_log_read', 'consultant_log_amendment', 'consultant_log'])
    await sql`drop table ${sql.id(table)}`.execute(db);
}
