import { type Kysely, sql } from 'kysely';

/**
 * The instructor's own work (issue 22, decision 033). An instructor's class stays a
 * `university_class` (participants, links, grants, runs and kits work on it unchanged), tied to the
 * instructor by `university_user_class`; a class an instructor registers is for an organization that
 * need not be a university on the platform, so its university may be empty. What only an
 * instructor's class has (organization, lecture fee, deposit, tax invoice data, cancellation) is in
 * `instructor_class`, one row a class, made when first needed.
 * One statement per execute (PGlite).
 */
const statements = [
  sql`alter table university_class alter column university_id drop not null`,
  sql`alter table university_user add column affiliation text`,
  sql`alter table university_user add column withdrawn_at timestamptz`,
  // Who paid, copied onto the order when the instructor's own row is erased (전자상거래법: 5 years).
  sql`alter table kit_order add column buyer_name text`,
  sql`alter table kit_order add column buyer_email text`,
  sql`create table instructor_class (
    class_id integer primary key references university_class(id),
    organization text not null,
    place text,
    memo text,
    fee_amount integer check (fee_amount between 0 and 100000000),
    deposited_amount integer check (deposited_amount between 1 and 100000000),
    deposited_on date,
    deposit_processed_at timestamptz,
    business_number text check (business_number ~ '^[0-9]{10}$'),
    company_name text,
    representative text,
    invoice_email text,
    tax_updated_at timestamptz,
    cancelled_at timestamptz,
    cancel_reason text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check ((deposited_amount is null) = (deposited_on is null)),
    check ((cancelled_at is null) = (cancel_reason is null))
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table instructor_class`.execute(db);
  await sql`alter table kit_order drop column buyer_email`.execute(db);
  await sql`alter table kit_order drop column buyer_name`.execute(db);
  await sql`alter table university_user drop column withdrawn_at`.execute(db);
  await sql`alter table university_user drop column affiliation`.execute(db);
}
