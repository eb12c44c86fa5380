import { type Kysely, sql } from 'kysely';

/**
 * Occupation reference data shared by the recommending tools: KECO job categories, occupations,
 * majors, training paths and the job cards drawn from the occupations (seeded by the server at start
 * when empty; the admin edits job cards). ../shared/TOOLS.md "Reference data".
 */
const statements = [
  // Major groups (one digit) and their middle groups (two digits, parent = the major group).
  sql`create table job_category (
    code text primary key check (code ~ '^[0-9]{1,2}$'),
    name text not null check (length(name) between 1 and 60),
    parent_code text references job_category(code),
    check ((length(code) = 1) = (parent_code is null))
  )`,
  sql`create table major (
    id integer generated always as identity primary key,
    key text not null unique check (key ~ '^[a-z0-9-]{1,80}$'),
    name text not null unique check (length(name) between 1 and 60),
    field text not null check (field in ('인문', '사회', '교육', '공학', '자연', '의약', '예체능')),
    description text not null
  )`,
  sql`create table occupation (
    id integer generated always as identity primary key,
    key text not null unique check (key ~ '^[a-z0-9-]{1,80}$'),
    name text not null unique check (length(name) between 1 and 60),
    summary text not null check (length(summary) between 1 and 80),
    description text not null,
    category_code text not null references job_category(code) check (length(category_code) = 2),
    holland text not null check (holland ~ '^[RIASEC]{1,3}$'),
    education text not null check (education in ('high_school', 'associate', 'bachelor', 'graduate')),
    skills text[] not null
  )`,
  sql`create index occupation_category on occupation (category_code)`,
  sql`create table occupation_major (
    occupation_id integer not null references occupation(id) on delete cascade,
    major_id integer not null references major(id) on delete cascade,
    primary key (occupation_id, major_id)
  )`,
  sql`create index occupation_major_major on occupation_major (major_id)`,
  sql`create table training_path (
    id integer generated always as identity primary key,
    key text not null unique check (key ~ '^[a-z0-9-]{1,80}$'),
    name text not null unique check (length(name) between 1 and 80),
    type text not null check (type in ('certificate', 'program', 'course')),
    length text not null check (length(length) between 1 and 30),
    description text not null
  )`,
  sql`create table training_path_occupation (
    training_path_id integer not null references training_path(id) on delete cascade,
    occupation_id integer not null references occupation(id) on delete cascade,
    primary key (training_path_id, occupation_id)
  )`,
  sql`create index training_path_occupation_occupation on training_path_occupation (occupation_id)`,
  // A card per occupation at most; its line starts as the occupation's summary.
  sql`create table job_card (
    id integer generated always as identity primary key,
    occupation_id integer not null unique references occupation(id) on delete cascade,
    summary text not null check (length(summary) between 1 and 80),
    active boolean not null default true,
    updated_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['job_card', 'training_path_occupation', 'training_path', 'occupation_major', 'occupation']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`drop table major`.execute(db);
  await sql`drop table job_category`.execute(db);
}
