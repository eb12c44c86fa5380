import { type Kysely, sql } from 'kysely';

/**
 * Kits, orders, payments and refunds (issue 22, decision 032):
 * - `kit`: what an instructor can buy: uses of a tool for their participants, at a price in won;
 * - `kit_order`: one purchase, its amount fixed by the server when made; its state changes only by
 *   conditional updates (one confirm at a time, one refund at a time) and its payment key is unique,
 *   so a payment is never recorded twice. Kept when the instructor leaves (the law keeps orders);
 * - `kit_refund`: each refund of unused uses, with the amount the policy gave back;
 * - `tool_grant.kit_order_id`: the use of a kit a participant's grant came from (one a participant);
 * - `payment_webhook`: every webhook once (a replay changes nothing);
 * - `payment_reconciliation`: each comparison of the orders with the gateway and what differed;
 * - `sandbox_payment`: the built-in sandbox gateway's payments (테스트 결제, no money moves).
 */
const statements = [
  sql`create table kit (
    id integer generated always as identity primary key,
    name text not null check (length(name) between 1 and 100),
    action_item text not null,
    uses integer not null check (uses between 1 and 10000),
    price integer not null check (price between 100 and 100000000),
    description text not null default '',
    active boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  // The catalog the product starts with (prices in won, VAT included): personality type, the tool
  // a participant needs a grant for, for a small group, a class and a large lecture.
  sql`insert into kit (name, action_item, uses, price, description) values
    ('성격 유형 10인 키트', 'ptid', 10, 50000, '참여자 10명이 성격 유형(흥미 코드) 검사를 하고 추천 직업까지 볼 수 있습니다.'),
    ('성격 유형 30인 키트', 'ptid', 30, 135000, '한 반(30명)이 함께 쓰는 키트입니다. 1인당 4,500원.'),
    ('성격 유형 100인 키트', 'ptid', 100, 400000, '특강이나 여러 반에 나누어 씁니다. 1인당 4,000원.')`,
  sql`create table kit_order (
    id integer generated always as identity primary key,
    order_no text not null unique,
    instructor_id integer not null references university_user(id),
    kit_id integer not null references kit(id),
    quantity integer not null check (quantity between 1 and 100),
    order_name text not null,
    amount integer not null check (amount > 0),
    uses integer not null check (uses > 0),
    used_uses integer not null default 0,
    refunded_uses integer not null default 0,
    refunded_amount integer not null default 0,
    status text not null default 'pending' check (status in
      ('pending', 'confirming', 'waiting_deposit', 'paid', 'partially_refunded', 'refunded', 'canceled')),
    gateway text not null check (gateway in ('toss', 'sandbox')),
    payment_key text unique,
    payment_secret text,
    method text,
    receipt_url text,
    failure_code text,
    failure_message text,
    confirm_started_at timestamptz,
    -- One refund at a time: set while the gateway's cancel is under way.
    refund_started_at timestamptz,
    paid_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (used_uses >= 0 and refunded_uses >= 0 and used_uses + refunded_uses <= uses),
    check (refunded_amount between 0 and amount)
  )`,
  sql`create index kit_order_instructor on kit_order (instructor_id, created_at desc)`,
  sql`create table kit_refund (
    id integer generated always as identity primary key,
    order_id integer not null references kit_order(id),
    uses integer not null check (uses > 0),
    amount integer not null check (amount >= 0),
    reason text not null,
    status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
    transaction_key text,
    failure_message text,
    created_at timestamptz not null default now()
  )`,
  sql`alter table tool_grant add column kit_order_id integer references kit_order(id)`,
  // A participant holds a tool from one kit use at most: two starts at once use one.
  sql`create unique index tool_grant_purchase on tool_grant (user_id, action_item) where source = 'purchase'`,
  sql`create table payment_webhook (
    id integer generated always as identity primary key,
    transmission_id text unique,
    dedupe_key text not null unique,
    body jsonb not null,
    applied boolean not null default false,
    received_at timestamptz not null default now()
  )`,
  sql`create table payment_reconciliation (
    id integer generated always as identity primary key,
    ran_at timestamptz not null default now(),
    checked integer not null,
    differences jsonb not null
  )`,
  sql`create table sandbox_payment (
    payment_key text primary key,
    order_no text not null unique,
    amount integer not null,
    balance integer not null,
    status text not null check (status in ('IN_PROGRESS', 'DONE', 'CANCELED', 'PARTIAL_CANCELED')),
    secret text not null,
    approved_at timestamptz,
    cancels jsonb not null default '[]',
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sandbox_payment`.execute(db);
  await sql`drop table payment_reconciliation`.execute(db);
  await sql`drop table payment_webhook`.execute(db);
  await sql`drop index tool_grant_purchase`.execute(db);
  await sql`alter table tool_grant drop column kit_order_id`.execute(db);
  await sql`drop table kit_refund`.execute(db);
  await sql`drop table kit_order`.execute(db);
  await sql`drop table kit`.execute(db);
}
