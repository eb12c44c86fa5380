import { type Kysely, sql } from 'kysely';

/**
 * Coupons and AI gifts in the admin console (issue 18, decision 023):
 * - `coupon_group`: what its codes grant (tools), how many times each code may be used, the days
 *   they are valid (Asia/Seoul), how many codes it made, a memo, and whether it was revoked;
 * - `coupon`: one code (canonical Crockford base32, unique), how often it was used and the latest
 *   redemption (who, when), and whether it was revoked. A redemption is one conditional update of
 *   this row;
 * - `coupon_redemption`: who redeemed which code when; unique per group and user (once per user);
 * - `tool_grant.coupon_redemption_id`: the redemption a coupon grant came from;
 * - `ai_gift`: the first day it may be used, a number of sign-ins it allows and has had, a memo,
 *   revocation and when it was last changed (its last day stays `expires_at`).
 */
const statements = [
  sql`create table coupon_group (
    id integer generated always as identity primary key,
    name text not null check (length(name) between 1 and 50),
    tools text[] not null check (cardinality(tools) between 1 and 10),
    uses_per_code integer not null default 1 check (uses_per_code between 1 and 1000),
    valid_from date not null,
    valid_until date not null,
    code_count integer not null check (code_count between 1 and 10000),
    memo text check (length(memo) <= 500),
    revoked_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint coupon_group_validity_check check (valid_until >= valid_from)
  )`,
  sql`create index coupon_group_created_idx on coupon_group (created_at)`,
  sql`create index coupon_group_name_idx on coupon_group (name)`,
  sql`create table coupon (
    id integer generated always as identity primary key,
    group_id integer not null references coupon_group(id) on delete cascade,
    code text not null check (code ~ '^[0-9A-HJKMNP-TV-Z]{16}$'),
    use_count integer not null default 0 check (use_count >= 0),
    redeemed_by integer references app_user(id) on delete set null,
    redeemed_at timestamptz,
    revoked_at timestamptz,
    created_at timestamptz not null default now(),
    constraint coupon_code_key unique (code),
    constraint coupon_id_group_key unique (id, group_id)
  )`,
  sql`create index coupon_group_id_idx on coupon (group_id, id)`,
  sql`create index coupon_redeemed_idx on coupon (group_id) where use_count > 0`,
  sql`create index coupon_revoked_idx on coupon (group_id) where revoked_at is not null`,
  sql`create table coupon_redemption (
    id integer generated always as identity primary key,
    coupon_id integer not null,
    group_id integer not null,
    user_id integer not null references app_user(id) on delete cascade,
    redeemed_at timestamptz not null default now(),
    constraint coupon_redemption_coupon_fkey foreign key (coupon_id, group_id)
      references coupon(id, group_id) on delete cascade,
    constraint coupon_redemption_once_per_user unique (group_id, user_id)
  )`,
  sql`create index coupon_redemption_coupon_idx on coupon_redemption (coupon_id)`,
  sql`create index coupon_redemption_group_time_idx on coupon_redemption (group_id, redeemed_at)`,
  sql`alter table tool_grant add column coupon_redemption_id integer
    references coupon_redemption(id) on delete cascade`,
  sql`alter table ai_gift add column valid_from date`,
  sql`alter table ai_gift add column max_uses integer check (max_uses between 1 and 100000)`,
  sql`alter table ai_gift add column use_count integer not null default 0 check (use_count >= 0)`,
  sql`alter table ai_gift add column last_used_at timestamptz`,
  sql`alter table ai_gift add column memo text check (length(memo) <= 500)`,
  sql`alter table ai_gift add column revoked_at timestamptz`,
  sql`alter table ai_gift add column updated_at timestamptz not null default now()`,
  sql`create index ai_gift_created_idx on ai_gift (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ai_gift_created_idx`.execute(db);
  for (const column of ['updated_at', 'revoked_at', 'memo', 'last_used_at', 'use_count', 'max_uses', 'valid_from'])
    await sql`alter table ai_gift drop column ${sql.id(column)}`.execute(db);
  await sql`alter table tool_grant drop column coupon_redemption_id`.execute(db);
  for (const table of ['coupon_redemption', 'coupon', 'coupon_group'])
    await sql`drop table ${sql.id(table)}`.execute(db);
}
