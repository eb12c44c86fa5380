import { commerce } from '@career/api-sdk';
import type { Kysely } from 'kysely';
import { perAddress, throttle } from '../auth/rateLimit';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import type { PaymentGateway } from './gateway';
import {
  confirmOrder,
  createOrder,
  isExpired,
  messages,
  orderRows,
  ordersView,
  ownOrder,
  recordFailure,
  refundOrder,
} from './orders';
import { lastReconciliation, reconcile } from './reconcile';
import { adminOrdersView, orderInstructors } from './retention';
import { createSandboxGateway, type SandboxGateway } from './sandboxGateway';
import { createTossGateway } from './tossGateway';
import { handleTossWebhook } from './webhooks';

export type { PaymentGateway } from './gateway';
export { useKit } from './orders';
export { reconcile } from './reconcile';
export { purgeAbandonedOrders, purgeExpiredBuyerCopies } from './retention';

/** Toss Payments when both its keys are set, else the built-in sandbox (테스트 결제). */
export function createPaymentGateway(config: ServerConfig, db: Kysely<Database>): PaymentGateway {
  const { secretKey, clientKey, apiBase } = config.toss;
  return secretKey && clientKey ? createTossGateway({ secretKey, clientKey, apiBase }) : createSandboxGateway(db);
}

export function registerCommerceRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;
  const gateway = deps.payments;

  const checkout = async (order: Awaited<ReturnType<typeof createOrder>>, instructorId: number, name: string) => ({
    order,
    client_key: gateway.clientKey,
    // Stable per instructor and telling the gateway nothing about them.
    customer_key: `instructor-${instructorId}`,
    customer_name: name,
  });

  handle(commerce.kits, async () => {
    const kits = await db
      .selectFrom('kit')
      .select(['id', 'name', 'action_item', 'uses', 'price', 'description'])
      .where('active', '=', true)
      .orderBy('action_item')
      .orderBy('uses')
      .execute();
    return { kits, gateway: gateway.kind };
  });

  handle(commerce.retry, async ({ principal, params }) => {
    const row = await ownOrder(db, principal.universityUserId, params.orderNo);
    if (row.status !== 'pending') throw new ApiError(409, messages.alreadyPaid);
    if (isExpired(row)) throw new ApiError(409, messages.expired);
    const [order] = await ordersView(db, [row]);
    return checkout(order as NonNullable<typeof order>, principal.universityUserId, principal.name);
  });

  handle(commerce.confirm, ({ principal, body }) =>
    confirmOrder(db, gateway, principal.universityUserId, {
      paymentKey: body.payment_key,
      orderNo: body.order_no,
      amount: body.amount,
    }),
  );

  handle(commerce.fail, ({ principal, body }) =>
    recordFailure(db, principal.universityUserId, { orderNo: body.order_no, code: body.code, message: body.message }),
  );

  // After /order/confirm and /order/fail: `/order/{type}` would take their paths first.
  handle(commerce.create, async ({ principal, body }) =>
    checkout(
      await createOrder(db, gateway, principal.universityUserId, body.kit_id, body.quantity),
      principal.universityUserId,
      principal.name,
    ),
  );

  handle(commerce.history, async ({ principal }) => {
    const rows = await orderRows(db)
      .where('o.instructor_id', '=', principal.universityUserId)
      .orderBy('o.id', 'desc')
      .execute();
    return { orders: await ordersView(db, rows) };
  });

  handle(commerce.requestRefund, ({ principal, body }) =>
    refundOrder(db, gateway, principal.universityUserId, {
      orderNo: body.order_no,
      uses: body.uses,
      reason: body.reason,
    }),
  );

  handle(commerce.sandboxPay, async ({ principal, body }) => {
    if (gateway.kind !== 'sandbox') throw new ApiError(409, messages.notSandbox);
    const order = await ownOrder(db, principal.universityUserId, body.order_no);
    if (order.status !== 'pending') throw new ApiError(409, messages.alreadyPaid);
    if (isExpired(order)) throw new ApiError(409, messages.expired);
    const paymentKey = await (gateway as SandboxGateway).authorize(order.order_no, order.amount);
    return { payment_key: paymentKey, order_no: order.order_no, amount: order.amount };
  });

  handle(commerce.tossWebhook, async ({ body, c }) => {
    if (gateway.kind !== 'toss') return { applied: false };
    // Each delivery costs a call to the gateway: a sender past its rate waits (Toss sends again).
    await throttle(
      db,
      messages.webhooksTooOften,
      perAddress(c, deps.config, 'webhook', deps.config.webhooksPerMinute, 60),
    );
    const transmission = c.req.header('tosspayments-webhook-transmission-id') ?? null;
    return { applied: await handleTossWebhook(db, gateway, body, transmission) };
  });

  handle(commerce.adminKits, async () => {
    const [kits, rows, last] = await Promise.all([
      db
        .selectFrom('kit')
        .select(['id', 'name', 'action_item', 'uses', 'price', 'description'])
        .orderBy('id')
        .execute(),
      orderRows(db).where('o.status', '!=', 'pending').orderBy('o.id', 'desc').limit(500).execute(),
      lastReconciliation(db),
    ]);
    const [views, instructors] = await Promise.all([
      adminOrdersView(db, rows),
      orderInstructors(
        db,
        rows.map((row) => row.instructor_id),
      ),
    ]);
    return {
      kits,
      orders: views.map((view, index) => ({
        ...view,
        instructor: instructors.get(rows[index]?.instructor_id ?? 0) ?? { id: 0, name: '', withdrawn_at: null },
      })),
      ...last,
    };
  });

  handle(commerce.reconcile, async () => {
    const { checked } = await reconcile(db, gateway);
    // The differences as the kit screen lists them (numbered, with when they were found).
    const { differences } = await lastReconciliation(db);
    return { checked, differences };
  });

  handle(commerce.adminInstructorKits, async ({ params }) => {
    const instructor = (await orderInstructors(db, [Number(params.id)])).get(Number(params.id));
    if (!instructor) throw new ApiError(404, '강사를 찾을 수 없습니다.');
    const rows = await orderRows(db).where('o.instructor_id', '=', instructor.id).orderBy('o.id', 'desc').execute();
    return { instructor, orders: await adminOrdersView(db, rows) };
  });
}
