import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { PaymentGateway } from './gateway';
import { orderRows, syncWithGateway } from './orders';

// The daily reconciliation (issue 22): every order that reached the gateway in the last days is
// compared with what the gateway has now. What a webhook should have applied (a deposit made) is
// applied; anything else that differs is listed for the administrator, never changed by itself.

const DAYS = 35;

export interface Difference {
  order_no: string;
  kind: string;
  ours: string;
  theirs: string;
}

const oursOf = (status: string, amount: number, refunded: number) => `${status} · ${amount - refunded}원`;

export async function reconcile(db: Kysely<Database>, gateway: PaymentGateway) {
  const orders = await orderRows(db)
    .where('o.payment_key', 'is not', null)
    .where('o.gateway', '=', gateway.kind)
    .where('o.updated_at', '>', sql<Date>`now() - make_interval(days => ${DAYS})`)
    .execute();
  const differences: Difference[] = [];
  for (const order of orders) {
    const payment = await gateway.payment(order.payment_key as string).catch(() => undefined);
    if (payment === undefined) {
      differences.push({
        order_no: order.order_no,
        kind: '조회 실패',
        ours: order.status,
        theirs: '결제사에 연결하지 못함',
      });
      continue;
    }
    if (payment && (await syncWithGateway(db, payment))) continue;
    const ours = oursOf(order.status, order.amount, order.refunded_amount);
    if (!payment) {
      differences.push({ order_no: order.order_no, kind: '결제사에 없음', ours, theirs: '없음' });
    } else if (payment.totalAmount !== order.amount) {
      differences.push({
        order_no: order.order_no,
        kind: '금액 다름',
        ours,
        theirs: `${payment.status} · ${payment.totalAmount}원`,
      });
    } else if (payment.balanceAmount !== order.amount - order.refunded_amount) {
      differences.push({
        order_no: order.order_no,
        kind: '잔액 다름',
        ours,
        theirs: `${payment.status} · ${payment.balanceAmount}원`,
      });
    }
  }
  await db
    .insertInto('payment_reconciliation')
    .values({ checked: orders.length, differences: JSON.stringify(differences) })
    .execute();
  return { checked: orders.length, differences };
}

/** The last reconciliation's differences, as the administrator's screen lists them. */
export async function lastReconciliation(db: Kysely<Database>) {
  const last = await db
    .selectFrom('payment_reconciliation')
    .select(['ran_at', 'differences'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return { reconciled_at: null, differences: [] };
  const found_at = last.ran_at.toISOString();
  return {
    reconciled_at: found_at,
    differences: (last.differences as Difference[]).map((entry, index) => ({ id: index + 1, ...entry, found_at })),
  };
}
