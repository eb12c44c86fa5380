import { type Kysely, sql } from 'kysely';

/**
 * Orders agreed to and orders left unpaid (decision 040):
 * - `kit_order.terms_version`, `terms_agreed_at`: the 서비스 이용약관 and refund policy the buyer agreed
 *   to before the order was made (null for orders made before the checkout asked);
 * - an index over each instructor's unpaid orders, which the cap on unpaid orders counts and the
 *   daily clean-up of abandoned ones reads.
 */
const statements = [
  sql`alter table kit_order add column terms_version text`,
  sql`alter table kit_order add column terms_agreed_at timestamptz`,
  sql`create index kit_order_unpaid on kit_order (instructor_id, created_at) where status = 'pending'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index kit_order_unpaid`.execute(db);
  await sql`alter table kit_order drop column terms_agreed_at`.execute(db);
  await sql`alter table kit_order drop column terms_version`.execute(db);
}
