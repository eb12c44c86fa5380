import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './gateway';
import { syncWithGateway } from './orders';

// Toss Payments' webhooks (docs/research/toss-payments.md §6): a payment's status changed
// (`PAYMENT_STATUS_CHANGED`, the payment in `data`) or a virtual account's deposit
// (`DEPOSIT_CALLBACK`, flat, with the payment's `secret`). Payment webhooks carry no signature, so
// nothing in a body is believed: the payment is fetched again from the gateway, and only a payment
// of one of our orders, as the gateway has it, is applied and kept. A delivery that names no such
// payment stores nothing, so a flood of made-up bodies cannot fill the database; a real payment is
// kept once per state it reaches (decision 035).

export interface WebhookBody {
  eventType?: string | undefined;
  data?: { paymentKey?: string | undefined; orderId?: string | undefined } | null | undefined;
  orderId?: string | undefined;
  secret?: string | undefined;
}

const messages = {
  gatewayDown: '결제사에서 결제를 확인하지 못했습니다. 잠시 후 다시 보내 주세요.',
} as const;

/** Toss's transmission ids are short codes; anything else is not kept. */
const TRANSMISSION_ID = /^[\w-]{1,100}$/;

/**
 * The payment as the gateway has it, or null when it has none by that key (a made-up key is
 * refused by the gateway with a 4xx). An unreachable gateway is a 503: Toss sends the webhook again.
 */
async function paymentAtGateway(
  gateway: PaymentGateway,
  paymentKey: string | null,
  orderId: string | null,
): Promise<GatewayPayment | null> {
  try {
    if (paymentKey) return await gateway.payment(paymentKey);
    return orderId ? await gateway.paymentOfOrder(orderId) : null;
  } catch (error) {
    if (error instanceof GatewayError && error.status >= 400 && error.status < 500) return null;
    console.error('[server] webhook: the gateway did not answer', error instanceof Error ? error.message : error);
    throw new ApiError(503, messages.gatewayDown);
  }
}

/** Handles one delivery; true when it changed an order. */
export async function handleTossWebhook(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  body: WebhookBody,
  transmissionId: string | null,
): Promise<boolean> {
  const paymentKey = body.data?.paymentKey || null;
  const payment = await paymentAtGateway(gateway, paymentKey, body.data?.orderId || body.orderId || null);
  if (!payment) return false;
  const order = await db
    .selectFrom('kit_order')
    .select('payment_secret')
    .where('order_no', '=', payment.orderId)
    .executeTakeFirst();
  if (!order) return false;
  // A deposit callback names the order only: its secret must be the one the gateway gave us.
  if (!paymentKey && (!order.payment_secret || order.payment_secret !== body.secret)) return false;

  // One row per state the payment reaches: a replay, or the same state told twice, adds nothing.
  const state = [payment.paymentKey, payment.status, payment.balanceAmount, payment.cancels.length];
  const kept = await db
    .insertInto('payment_webhook')
    .values({
      transmission_id: transmissionId && TRANSMISSION_ID.test(transmissionId) ? transmissionId : null,
      dedupe_key: createHash('sha256').update(JSON.stringify(state)).digest('hex'),
      // What the gateway said, never the body as sent.
      body: JSON.stringify({
        eventType: body.eventType ?? 'DEPOSIT_CALLBACK',
        paymentKey: payment.paymentKey,
        orderId: payment.orderId,
        status: payment.status,
        balanceAmount: payment.balanceAmount,
      }),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!kept) return false;
  const applied = await syncWithGateway(db, payment);
  if (applied) await db.updateTable('payment_webhook').set({ applied: true }).where('id', '=', kept.id).execute();
  return applied;
}
