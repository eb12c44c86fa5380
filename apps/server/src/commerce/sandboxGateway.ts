import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database, SandboxPaymentTable } from '../db/schema';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './gateway';

// The built-in sandbox (테스트 결제): a gateway kept in our own database that answers as Toss
// Payments does (the same statuses, refusals and idempotent repeats), so the whole purchase can be
// tried on a fresh machine with no keys. No money moves; the checkout says so.

type Row = Omit<SandboxPaymentTable, 'cancels' | 'created_at'> & { cancels: unknown };

const toPayment = (row: Row): GatewayPayment => ({
  paymentKey: row.payment_key,
  orderId: row.order_no,
  status: row.status,
  totalAmount: row.amount,
  balanceAmount: row.balance,
  method: '테스트 결제',
  approvedAt: row.approved_at?.toISOString() ?? null,
  receiptUrl: null,
  secret: row.secret,
  cancels: row.cancels as GatewayPayment['cancels'],
});

const COLUMNS = ['payment_key', 'order_no', 'amount', 'balance', 'status', 'secret', 'approved_at', 'cancels'] as const;

export interface SandboxGateway extends PaymentGateway {
  /** What the sandbox checkout does when the buyer approves: an authorised payment to confirm. */
  authorize(orderNo: string, amount: number): Promise<string>;
}

export function createSandboxGateway(db: Kysely<Database>): SandboxGateway {
  const byKey = (paymentKey: string) =>
    db.selectFrom('sandbox_payment').select(COLUMNS).where('payment_key', '=', paymentKey).executeTakeFirst();

  return {
    kind: 'sandbox',
    clientKey: null,
    async authorize(orderNo, amount) {
      const paymentKey = `sandbox_${randomBytes(12).toString('hex')}`;
      // A new authorisation of an order never paid replaces the last one (the buyer tried again).
      await db
        .insertInto('sandbox_payment')
        .values({
          payment_key: paymentKey,
          order_no: orderNo,
          amount,
          balance: amount,
          status: 'IN_PROGRESS',
          secret: randomBytes(12).toString('hex'),
        })
        .onConflict((oc) =>
          oc
            .column('order_no')
            .doUpdateSet({ payment_key: paymentKey, amount, balance: amount })
            .where('sandbox_payment.status', '=', 'IN_PROGRESS'),
        )
        .execute();
      const row = await db
        .selectFrom('sandbox_payment')
        .select('payment_key')
        .where('order_no', '=', orderNo)
        .executeTakeFirst();
      if (row?.payment_key !== paymentKey)
        throw new GatewayError('ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.', 400);
      return paymentKey;
    },
    async confirm({ paymentKey, orderId, amount }) {
      const row = await byKey(paymentKey);
      if (!row || row.order_no !== orderId)
        throw new GatewayError('NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.', 404);
      if (row.amount !== amount) throw new GatewayError('INVALID_REQUEST', '결제 금액이 일치하지 않습니다.', 400);
      const done = await db
        .updateTable('sandbox_payment')
        .set({ status: 'DONE', approved_at: sql<Date>`now()` })
        .where('payment_key', '=', paymentKey)
        .where('status', '=', 'IN_PROGRESS')
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!done) throw new GatewayError('ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.', 400);
      return toPayment(done);
    },
    async cancel(paymentKey, { amount, reason }, idempotencyKey) {
      const row = await byKey(paymentKey);
      if (!row) throw new GatewayError('NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.', 404);
      const cancels = row.cancels as (GatewayPayment['cancels'][number] & { reason: string })[];
      // The same idempotency key gives the first answer again, as Toss does.
      if (cancels.some((entry) => entry.transactionKey === idempotencyKey)) return toPayment(row);
      const entry = { transactionKey: idempotencyKey, cancelAmount: amount, reason };
      const cancelled = await db
        .updateTable('sandbox_payment')
        .set({
          balance: sql<number>`balance - ${amount}`,
          status: sql`case when balance - ${amount} = 0 then 'CANCELED' else 'PARTIAL_CANCELED' end`,
          cancels: sql`cancels || ${JSON.stringify([entry])}::jsonb`,
        })
        .where('payment_key', '=', paymentKey)
        .where('status', 'in', ['DONE', 'PARTIAL_CANCELED'])
        .where('balance', '>=', amount)
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!cancelled) throw new GatewayError('NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.', 403);
      return toPayment(cancelled);
    },
    async payment(paymentKey) {
      const row = await byKey(paymentKey);
      return row ? toPayment(row) : null;
    },
    async paymentOfOrder(orderId) {
      const row = await db
        .selectFrom('sandbox_payment')
        .select(COLUMNS)
        .where('order_no', '=', orderId)
        .executeTakeFirst();
      return row ? toPayment(row) : null;
    },
  };
}
