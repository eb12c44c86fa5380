import { type Kysely, sql } from 'kysely';

/**
 * The admin console (issue 18, decision 022):
 * - a university's contract period and contact, and when it was last changed;
 * - a university manager's contact, and whether they may still sign in;
 * - a class's term, dates and capacity (the tools it opens are `tool_grant` rows of the class);
 * - an audit log of every change an administrator makes: who, when, what, before and after, and a
 *   reason where one is asked for (deleting a consultant log);
 * - indexes for the console's lists (searched by name, ordered by creation) and its statistics.
 */
const statements = [
  sql`alter table university add column contract_starts_on date`,
  sql`alter table university add column contract_ends_on date`,
  sql`alter table university add constraint university_contract_check
    check (contract_ends_on is null or contract_starts_on is null or contract_ends_on >= contract_starts_on)`,
  sql`alter table university add column contact_name text check (length(contact_name) <= 30)`,
  sql`alter table university add column contact_phone text check (length(contact_phone) <= 20)`,
  sql`alter table university add column contact_email text check (length(contact_email) <= 254)`,
  sql`alter table university add column updated_at timestamptz not null default now()`,
  sql`create index university_name_idx on university (name)`,
  sql`alter table university_class add column term text not null default '상시'
    check (term in ('1학기', '2학기', '여름학기', '겨울학기', '상시'))`,
  sql`alter table university_class add column starts_on date`,
  sql`alter table university_class add column ends_on date`,
  sql`alter table university_class add constraint university_class_dates_check
    check (ends_on is null or starts_on is null or ends_on >= starts_on)`,
  sql`alter table university_class add column capacity integer check (capacity between 1 and 1000)`,
  sql`alter table university_class add column updated_at timestamptz not null default now()`,
  // A university manager gets a contact and can be stopped, as consultants can.
  sql`alter table university_manager add column email text check (length(email) <= 254)`,
  sql`alter table university_manager add column phone text check (length(phone) <= 20)`,
  sql`alter table university_manager add column active boolean not null default true`,
  sql`create index app_user_created_idx on app_user (created_at)`,
  sql`create index university_user_university_idx on university_user (university_id, type)`,
  // Statistics read runs by when they started and ended (decision 022).
  sql`create index tool_run_created_idx on tool_run (created_at, action_item)`,
  sql`create index tool_run_completed_idx on tool_run (completed_at, action_item) where completed_at is not null`,
  sql`create table admin_audit (
    id integer generated always as identity primary key,
    admin_id integer references admin_account(id) on delete set null,
    admin_name text not null,
    action text not null check (action in ('create', 'update', 'delete', 'revoke', 'reissue')),
    entity text not null,
    entity_id text not null,
    summary text not null,
    before jsonb,
    after jsonb,
    reason text check (length(reason) <= 500),
    created_at timestamptz not null default now()
  )`,
  sql`create index admin_audit_entity_idx on admin_audit (entity, entity_id, created_at)`,
  sql`create index admin_audit_created_idx on admin_audit (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table admin_audit`.execute(db);
  for (const index of [
    'university_user_university_idx',
    'app_user_created_idx',
    'app_user_class_idx',
    'university_name_idx',
  ])
    await sql`drop index ${sql.id(index)}`.execute(db);
  for (const column of ['active', 'phone', 'email'])
    await sql`alter table university_manager drop column ${sql.id(column)}`.execute(db);
  for (const column of ['updated_at', 'capacity', 'ends_on', 'starts_on', 'term'])
    await sql`alter table university_class drop column ${sql.id(column)}`.execute(db);
  for (const column of [
    'updated_at',
    'contact_email',
    'contact_phone',
    'contact_name',
    'contract_ends_on',
    'contract_starts_on',
  ])
    await sql`alter table university drop column ${sql.id(column)}`.execute(db);
}
