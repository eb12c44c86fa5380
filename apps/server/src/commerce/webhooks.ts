import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PaymentGateway } from './gateway';
import { syncWithGateway } from './orders';

// Toss Payments' webhooks (docs/research/toss-payments.md §6): a payment's status changed
// (`PAYMENT_STATUS_CHANGED`, the payment in `data`) or a virtual account's deposit
// (`DEPOSIT_CALLBACK`, flat, with the payment's `secret`). Payment webhooks carry no signature, so
// nothing in a body is believed: the payment is fetched again from the gateway and only what it says
// is applied. Each delivery is kept once (its transmission id and its content), so a replay
// changes nothing.

interface WebhookBody {
  eventType?: string;
  data?: { paymentKey?: string; orderId?: string; status?: string; lastTransactionKey?: string };
  orderId?: string;
  status?: string;
  secret?: string;
  transactionKey?: string;
}

/** Handles one delivery; true when it changed an order. */
export async function handleTossWebhook(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  body: WebhookBody,
  transmissionId: string | null,
): Promise<boolean> {
  const paymentKey = body.data?.paymentKey ?? null;
  const orderId = body.data?.orderId ?? body.orderId ?? null;
  const status = body.data?.status ?? body.status ?? '';
  const transaction = body.data?.lastTransactionKey ?? body.transactionKey ?? '';
  const dedupeKey = createHash('sha256')
    .update(JSON.stringify([body.eventType ?? 'DEPOSIT_CALLBACK', paymentKey ?? orderId, status, transaction]))
    .digest('hex');
  const kept = await db
    .insertInto('payment_webhook')
    .values({ transmission_id: transmissionId, dedupe_key: dedupeKey, body: JSON.stringify(body) })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!kept) return false;

  const payment = paymentKey
    ? await gateway.payment(paymentKey)
    : orderId
      ? await gateway.paymentOfOrder(orderId)
      : null;
  if (!payment) return false;
  if (!paymentKey) {
    // A deposit callback names the order only: its secret must be the one the gateway gave us.
    const order = await db
      .selectFrom('kit_order')
      .select('payment_secret')
      .where('order_no', '=', payment.orderId)
      .executeTakeFirst();
    if (!order?.payment_secret || order.payment_secret !== body.secret) return false;
  }
  const applied = await syncWithGateway(db, payment);
  if (applied) await db.updateTable('payment_webhook').set({ applied: true }).where('id', '=', kept.id).execute();
  return applied;
}
