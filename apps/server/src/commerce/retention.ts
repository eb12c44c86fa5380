import type { AdminOrder } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type OrderRow, ordersView } from './orders';

// The buyer's copy on an order (decision 033): when an instructor withdraws, their name and e-mail
// are copied onto their orders, which the law (전자상거래법) keeps for five years from the last
// transaction (the order, its payment, its last refund). After that the copy is erased; the order
// stays without a name, for the figures.

/** Years an order's record is kept with who paid for it. */
export const ORDER_RECORD_YEARS = 5;

/** The last day order `o` is kept with its buyer's name: five years after its last transaction. */
export const keptUntil = sql<Date>`(greatest(o.created_at, o.paid_at,
  (select max(r.created_at) from kit_refund r where r.order_id = o.id))
  + make_interval(years => ${ORDER_RECORD_YEARS}))`;

/** Erases the buyer's copy from every order past its five years; returns how many were erased. */
export async function purgeExpiredBuyerCopies(db: Kysely<Database>): Promise<number> {
  const erased = await db
    .updateTable('kit_order as o')
    .set({ buyer_name: null, buyer_email: null })
    .where((eb) => eb.or([eb('o.buyer_name', 'is not', null), eb('o.buyer_email', 'is not', null)]))
    .where(sql<boolean>`${keptUntil} < now()`)
    .executeTakeFirst();
  return Number(erased.numUpdatedRows);
}

/** Days an unpaid order stays listed (as 만료) before the daily clean-up removes it. */
export const ABANDONED_ORDER_DAYS = 30;

/**
 * Removes orders never paid, made over ABANDONED_ORDER_DAYS ago (decision 040), with the sandbox's
 * authorisations of them that were never confirmed. No money moved for any of them: an unpaid order
 * has no payment key, grants no use and has no refund. Returns how many went.
 */
export async function purgeAbandonedOrders(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('kit_order')
      .where('status', '=', 'pending')
      .where('payment_key', 'is', null)
      .where('created_at', '<', sql<Date>`now() - make_interval(days => ${ABANDONED_ORDER_DAYS})`)
      .returning('order_no')
      .execute();
    if (gone.length > 0)
      await trx
        .deleteFrom('sandbox_payment')
        .where('status', '=', 'IN_PROGRESS')
        .where(
          'order_no',
          'in',
          gone.map((order) => order.order_no),
        )
        .execute();
    return gone.length;
  });
}

/** The instructors of orders by id, with when each withdrew (their name is then "탈퇴한 강사"). */
export async function orderInstructors(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name: string; withdrawn_at: string | null }>();
  const rows = await db
    .selectFrom('university_user')
    .select(['id', 'name', 'withdrawn_at'])
    .where('id', 'in', [...new Set(ids)])
    .where('type', '=', 'INSTRUCTOR')
    .execute();
  return new Map(
    rows.map((row) => [row.id, { id: row.id, name: row.name, withdrawn_at: row.withdrawn_at?.toISOString() ?? null }]),
  );
}

/** Orders as the administrator sees them: each with its buyer's copy when its instructor withdrew. */
export async function adminOrdersView(db: Kysely<Database>, rows: readonly OrderRow[]): Promise<AdminOrder[]> {
  if (rows.length === 0) return [];
  const [views, copies] = await Promise.all([
    ordersView(db, rows),
    db
      .selectFrom('kit_order as o')
      .innerJoin('university_user as uu', 'uu.id', 'o.instructor_id')
      .select(['o.id', 'o.buyer_name', 'o.buyer_email', keptUntil.as('kept_until')])
      .where(
        'o.id',
        'in',
        rows.map((row) => row.id),
      )
      .where('uu.withdrawn_at', 'is not', null)
      .execute(),
  ]);
  const byOrder = new Map(copies.map((copy) => [copy.id, copy]));
  return views.map((view) => {
    const copy = byOrder.get(view.id);
    return {
      ...view,
      buyer: copy
        ? { name: copy.buyer_name, email: copy.buyer_email, kept_until: new Date(copy.kept_until).toISOString() }
        : null,
    };
  });
}
