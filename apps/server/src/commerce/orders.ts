import { randomBytes } from 'node:crypto';
import type { ActionItem, Order } from '@career/api-sdk';
import {
  isUsableOrder,
  MAX_UNPAID_ORDERS,
  ORDER_PAYABLE_MINUTES,
  ORDER_TERMS_VERSION,
  payableUntil,
  REFUND_DAYS,
  refundAmount,
  unusedUses,
} from '@career/api-sdk';
import { type Kysely, type Selectable, sql } from 'kysely';
import { takeTurns } from '../db/quota';
import type { Database, KitOrderTable, OrderStatus } from '../db/schema';
import { ApiError } from '../http/errors';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './gateway';

// Orders (issue 22, decision 032). Every change of money state is one conditional update: a confirm
// takes the order from 'pending' to 'confirming' (only one request can), a refund sets
// `refund_started_at` (only one at a time), and a payment key is unique across orders; so
// duplicate confirms record one payment and concurrent refunds make one.

export const messages = {
  notFound: '주문을 찾을 수 없습니다.',
  amountDiffers: '결제 금액이 주문 금액과 다릅니다. 결제는 승인하지 않았습니다. 상품 화면에서 다시 주문해 주세요.',
  alreadyPaid: '이미 결제가 끝난 주문입니다. 주문 내역에서 확인해 주세요.',
  canceled: '취소된 주문입니다. 상품 화면에서 다시 주문해 주세요.',
  confirmBusy: '결제를 승인하는 중입니다. 잠시 후 주문 내역에서 확인해 주세요.',
  notPaid: '결제가 끝난 주문만 환불할 수 있습니다.',
  refundBusy: '이 주문의 환불을 처리하고 있습니다. 잠시 후 주문 내역에서 확인해 주세요.',
  tooManyUses: '환불할 수 있는 인원은 사용하지 않은 {left}명까지입니다.',
  refundTooLate: `결제 후 ${REFUND_DAYS}일이 지나 환불할 수 없습니다.`,
  paymentMismatch: '결제사의 결제 내용이 주문과 달라 승인하지 않았습니다. 고객센터로 문의해 주세요.',
  notSandbox: '테스트 결제는 결제 키가 설정되지 않은 서버에서만 쓸 수 있습니다.',
  webhooksTooOften: '웹훅이 너무 자주 왔습니다. {seconds}초 뒤에 다시 보내 주세요.',
  expired: `주문 후 ${ORDER_PAYABLE_MINUTES}분이 지나 만료된 주문입니다. 결제는 승인하지 않았고 청구되지 않습니다. 상품 화면에서 다시 주문해 주세요.`,
  tooManyUnpaid: `결제하지 않은 주문이 ${MAX_UNPAID_ORDERS}건 있습니다. 주문 내역에서 그 주문을 결제하거나, 주문 후 ${ORDER_PAYABLE_MINUTES}분이 지나 만료된 뒤에 다시 주문해 주세요.`,
} as const;

/**
 * A checkout opened just before the order's payable time ends may still finish: Toss gives the buyer
 * 30 minutes to authenticate and us 10 to confirm (docs/research/toss-payments.md §8). After that a
 * confirm no longer charges anyone; only a payment the gateway already completed is recorded.
 */
const CONFIRM_GRACE_MINUTES = 40;

/** Whether an unpaid order's checkout may no longer be opened. */
export const isExpired = (order: Pick<OrderRow, 'status' | 'created_at'>, now = Date.now()) =>
  order.status === 'pending' && now >= payableUntil(order.created_at).getTime();

/** Whether a confirm of the order comes too late to charge the buyer now. */
const pastConfirmGrace = (order: Pick<OrderRow, 'created_at'>) =>
  Date.now() >= payableUntil(order.created_at).getTime() + CONFIRM_GRACE_MINUTES * 60_000;

/** A confirm left 'confirming' this long (a crash mid-way) may be taken again. */
const STALE_CONFIRM = '2 minutes';
/** How long a duplicate confirm waits for the one under way. */
const WAIT_MS = 20_000;

// The buyer's copy is kept for the record (decision 033), never shown with an order.
export type OrderRow = Omit<Selectable<KitOrderTable>, 'buyer_name' | 'buyer_email'>;

const ORDER_COLUMNS = [
  'o.id',
  'o.order_no',
  'o.instructor_id',
  'o.kit_id',
  'o.quantity',
  'o.order_name',
  'o.amount',
  'o.uses',
  'o.used_uses',
  'o.refunded_uses',
  'o.refunded_amount',
  'o.status',
  'o.gateway',
  'o.payment_key',
  'o.payment_secret',
  'o.method',
  'o.receipt_url',
  'o.failure_code',
  'o.failure_message',
  'o.confirm_started_at',
  'o.refund_started_at',
  'o.paid_at',
  'o.terms_version',
  'o.terms_agreed_at',
  'o.created_at',
  'o.updated_at',
] as const;

/** Orders as the API shows them, with their kit and refunds, in the order given. */
export async function ordersView(db: Kysely<Database>, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [kits, refunds] = await Promise.all([
    db
      .selectFrom('kit')
      .select(['id', 'name', 'action_item', 'uses', 'price', 'description'])
      .where(
        'id',
        'in',
        rows.map((row) => row.kit_id),
      )
      .execute(),
    db
      .selectFrom('kit_refund')
      .select(['id', 'order_id', 'uses', 'amount', 'reason', 'status', 'created_at'])
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  return rows.map((row) => {
    const kit = kits.find((entry) => entry.id === row.kit_id);
    if (!kit) throw new Error(`kit ${row.kit_id} of order ${row.id} is missing`);
    const paid = isUsableOrder(row);
    return {
      id: row.id,
      order_no: row.order_no,
      order_name: row.order_name,
      kit: { ...kit, action_item: kit.action_item as ActionItem },
      quantity: row.quantity,
      amount: row.amount,
      // Read, never written: a list read changes nothing (decision 040).
      status: isExpired(row) ? 'expired' : row.status,
      gateway: row.gateway,
      uses: { total: row.uses, used: row.used_uses, refunded: row.refunded_uses, left: unusedUses(row) },
      refunded_amount: row.refunded_amount,
      refundable_amount: paid ? refundAmount(row, unusedUses(row)) : 0,
      method: row.method,
      receipt_url: row.receipt_url,
      failure: row.failure_code ? { code: row.failure_code, message: row.failure_message ?? '' } : null,
      paid_at: row.paid_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      payable_until: row.status === 'pending' ? payableUntil(row.created_at).toISOString() : null,
      agreement:
        row.terms_version && row.terms_agreed_at
          ? { terms_version: row.terms_version, agreed_at: row.terms_agreed_at.toISOString() }
          : null,
      refunds: refunds
        .filter((refund) => refund.order_id === row.id)
        .map(({ order_id: _, created_at, ...refund }) => ({ ...refund, created_at: created_at.toISOString() })),
    } as Order;
  });
}

export function orderRows(db: Kysely<Database>) {
  return db.selectFrom('kit_order as o').select(ORDER_COLUMNS);
}

async function oneView(db: Kysely<Database>, id: number): Promise<Order> {
  const row = await orderRows(db).where('o.id', '=', id).executeTakeFirstOrThrow();
  const [view] = await ordersView(db, [row]);
  return view as Order;
}

/** The caller's order by its number (another instructor's is not found, never shown). */
export async function ownOrder(db: Kysely<Database>, instructorId: number, orderNo: string): Promise<OrderRow> {
  const row = await orderRows(db)
    .where('o.order_no', '=', orderNo)
    .where('o.instructor_id', '=', instructorId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.notFound);
  return row;
}

/**
 * Makes an order of a kit, agreed to (the contract refuses one without both agreements): the
 * amount and the uses are the server's, fixed now. An instructor holding MAX_UNPAID_ORDERS orders
 * still payable is refused; their turn on a lock makes the count and the insert one step, so
 * concurrent orders cannot slip past the cap.
 */
export async function createOrder(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  instructorId: number,
  kitId: number,
  quantity: number,
): Promise<Order> {
  const kit = await db
    .selectFrom('kit')
    .select(['id', 'name', 'uses', 'price'])
    .where('id', '=', kitId)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!kit) throw new ApiError(404, '판매하지 않는 키트입니다. 상품 목록을 새로 고쳐 주세요.');
  const row = await db.transaction().execute(async (trx) => {
    await takeTurns(trx, [{ kind: 'orders-instructor', id: instructorId }]);
    const oldestPayable = new Date(Date.now() - ORDER_PAYABLE_MINUTES * 60_000);
    const unpaid = await trx
      .selectFrom('kit_order')
      .select([sql<number>`count(*)::int`.as('n'), sql<Date>`min(created_at)`.as('oldest')])
      .where('instructor_id', '=', instructorId)
      .where('status', '=', 'pending')
      .where('created_at', '>', oldestPayable)
      .executeTakeFirstOrThrow();
    if (unpaid.n >= MAX_UNPAID_ORDERS) {
      const retryAfter = Math.max(1, Math.ceil((payableUntil(unpaid.oldest).getTime() - Date.now()) / 1000));
      throw new ApiError(429, messages.tooManyUnpaid, null, { 'Retry-After': String(retryAfter) });
    }
    return trx
      .insertInto('kit_order')
      .values({
        // Toss's orderId: 6–64 of [A-Za-z0-9_-], unique; unguessable so it names nothing about the buyer.
        order_no: `KIT-${randomBytes(12).toString('hex')}`,
        instructor_id: instructorId,
        kit_id: kit.id,
        quantity,
        order_name: quantity > 1 ? `${kit.name} × ${quantity}` : kit.name,
        amount: kit.price * quantity,
        uses: kit.uses * quantity,
        gateway: gateway.kind,
        terms_version: ORDER_TERMS_VERSION,
        terms_agreed_at: sql<Date>`now()`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  return oneView(db, row.id);
}

/** What the gateway said, in a line a person can act on. */
function gatewayMessage(error: GatewayError): string {
  return error.status === 0 ? error.message : `결제를 승인하지 못했습니다: ${error.message}`;
}

const PAID_STATES: readonly OrderStatus[] = ['paid', 'partially_refunded', 'refunded', 'waiting_deposit'];

/**
 * Confirms the payment the gateway authorised for an order. Refused before the gateway is called
 * when the amount differs; a repeat (a reload of the success page, a double request) gives the same
 * order back; duplicates arriving together wait for the one that took the order.
 */
export async function confirmOrder(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  instructorId: number,
  input: { paymentKey: string; orderNo: string; amount: number },
): Promise<Order> {
  const order = await ownOrder(db, instructorId, input.orderNo);
  if (input.amount !== order.amount) throw new ApiError(400, messages.amountDiffers);
  const settled = settledView(db, order, input.paymentKey);
  if (settled) return settled;

  const taken = await db
    .updateTable('kit_order')
    .set({ status: 'confirming', confirm_started_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', order.id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([
          eb('status', '=', 'confirming'),
          eb('confirm_started_at', '<', sql<Date>`now() - ${STALE_CONFIRM}::interval`),
        ]),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  if (!taken) return waitForConfirm(db, order.id, input.paymentKey);

  // Too late to charge now: only a payment the gateway already completed counts (decision 040).
  const payment = pastConfirmGrace(order)
    ? await completedPayment(db, gateway, order, input.paymentKey)
    : await confirmAtGateway(db, gateway, order, input.paymentKey);
  if (payment.orderId !== order.order_no || payment.totalAmount !== order.amount) {
    await releaseConfirm(db, order.id, { code: 'MISMATCH', message: messages.paymentMismatch });
    throw new ApiError(400, messages.paymentMismatch);
  }
  const status =
    payment.status === 'WAITING_FOR_DEPOSIT' ? 'waiting_deposit' : payment.status === 'DONE' ? 'paid' : null;
  if (!status) {
    await releaseConfirm(db, order.id, {
      code: payment.status,
      message: '결제가 끝나지 않았습니다. 다시 결제해 주세요.',
    });
    throw new ApiError(400, '결제가 끝나지 않았습니다. 다시 결제해 주세요.');
  }
  await db
    .updateTable('kit_order')
    .set({
      status,
      payment_key: payment.paymentKey,
      payment_secret: payment.secret,
      method: payment.method,
      receipt_url: payment.receiptUrl,
      paid_at: status === 'paid' ? sql<Date>`now()` : null,
      failure_code: null,
      failure_message: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', order.id)
    .where('status', '=', 'confirming')
    .execute();
  return oneView(db, order.id);
}

/** Asks the gateway to approve (charge) the payment; a failure gives the order back to paying. */
async function confirmAtGateway(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  order: OrderRow,
  paymentKey: string,
): Promise<GatewayPayment> {
  try {
    return await gateway.confirm(
      { paymentKey, orderId: order.order_no, amount: order.amount },
      `confirm-${order.order_no}-${paymentKey}`.slice(0, 300),
    );
  } catch (error) {
    if (!(error instanceof GatewayError)) {
      await releaseConfirm(db, order.id, { code: 'ERROR', message: '결제를 승인하지 못했습니다.' });
      throw error;
    }
    // Confirmed before (a request lost after the gateway answered): what the gateway has now counts.
    const known = error.code === 'ALREADY_PROCESSED_PAYMENT' ? await gateway.payment(paymentKey) : null;
    if (!known) {
      await releaseConfirm(db, order.id, { code: error.code, message: error.message });
      throw new ApiError(error.status === 0 ? 503 : 400, gatewayMessage(error));
    }
    return known;
  }
}

/**
 * The confirm of an expired order, past the time a checkout opened before expiry could take: nothing
 * is charged now. A payment the gateway already completed (money moved, our answer was lost) is the
 * buyer's and is recorded; anything else is refused, and the order stays expired.
 */
async function completedPayment(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  order: OrderRow,
  paymentKey: string,
): Promise<GatewayPayment> {
  const payment = await gateway.payment(paymentKey).catch(() => null);
  if (payment && (payment.status === 'DONE' || payment.status === 'WAITING_FOR_DEPOSIT')) return payment;
  await releaseConfirm(db, order.id, { code: 'EXPIRED', message: messages.expired });
  throw new ApiError(409, messages.expired);
}

/** An order already past paying: the same payment gives it back; another is refused. */
function settledView(db: Kysely<Database>, order: OrderRow, paymentKey: string): Promise<Order> | null {
  if (order.status === 'canceled') throw new ApiError(409, messages.canceled);
  if (!PAID_STATES.includes(order.status)) return null;
  if (order.payment_key !== paymentKey) throw new ApiError(409, messages.alreadyPaid);
  return oneView(db, order.id);
}

/** Gives a failed confirm's order back to paying, with why it failed (the fail page shows it). */
async function releaseConfirm(db: Kysely<Database>, orderId: number, failure: { code: string; message: string }) {
  await db
    .updateTable('kit_order')
    .set({
      status: 'pending',
      failure_code: failure.code,
      failure_message: failure.message,
      confirm_started_at: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', orderId)
    .where('status', '=', 'confirming')
    .execute();
}

async function waitForConfirm(db: Kysely<Database>, orderId: number, paymentKey: string): Promise<Order> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const row = await orderRows(db).where('o.id', '=', orderId).executeTakeFirstOrThrow();
    if (row.status === 'confirming') continue;
    const settled = settledView(db, row, paymentKey);
    if (settled) return settled;
    throw new ApiError(
      400,
      row.failure_message ? `결제를 승인하지 못했습니다: ${row.failure_message}` : messages.confirmBusy,
    );
  }
  throw new ApiError(409, messages.confirmBusy);
}

/** Keeps why paying failed (the gateway's fail address), for the order to be paid again. */
export async function recordFailure(
  db: Kysely<Database>,
  instructorId: number,
  input: { orderNo: string; code: string; message: string },
): Promise<Order> {
  const order = await ownOrder(db, instructorId, input.orderNo);
  await db
    .updateTable('kit_order')
    .set({ failure_code: input.code || 'FAILED', failure_message: input.message, updated_at: sql<Date>`now()` })
    .where('id', '=', order.id)
    .where('status', '=', 'pending')
    .execute();
  return oneView(db, order.id);
}

/**
 * Refunds unused uses of a paid order by the policy, through the gateway's cancel. The order is
 * held for the refund first (one at a time), the uses and the amount counted as given back only
 * when the gateway has cancelled; a failed cancel changes nothing.
 */
export async function refundOrder(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  instructorId: number,
  input: { orderNo: string; uses: number; reason: string },
): Promise<Order> {
  const order = await ownOrder(db, instructorId, input.orderNo);
  if (order.status !== 'paid' && order.status !== 'partially_refunded') throw new ApiError(409, messages.notPaid);
  if (order.paid_at && Date.now() - order.paid_at.getTime() > REFUND_DAYS * 86_400_000) {
    throw new ApiError(409, messages.refundTooLate);
  }
  const held = await db
    .updateTable('kit_order')
    .set({ refund_started_at: sql<Date>`now()` })
    .where('id', '=', order.id)
    .where('status', 'in', ['paid', 'partially_refunded'])
    .where('refund_started_at', 'is', null)
    .where(sql<boolean>`uses - used_uses - refunded_uses >= ${input.uses}`)
    .returning('id')
    .executeTakeFirst();
  if (!held) {
    const now = await orderRows(db).where('o.id', '=', order.id).executeTakeFirstOrThrow();
    if (now.refund_started_at) throw new ApiError(409, messages.refundBusy);
    throw new ApiError(400, messages.tooManyUses.replace('{left}', String(unusedUses(now))));
  }
  // Held: no other refund moves the figures until this one is done.
  const current = await orderRows(db).where('o.id', '=', held.id).executeTakeFirstOrThrow();
  const amount = refundAmount(current, input.uses);
  const refund = await db
    .insertInto('kit_refund')
    .values({ order_id: order.id, uses: input.uses, amount, reason: input.reason })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    const payment = await gateway.cancel(
      current.payment_key as string,
      { amount, reason: input.reason },
      `refund-${order.order_no}-${refund.id}`,
    );
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('kit_refund')
        .set({ status: 'done', transaction_key: payment.cancels.at(-1)?.transactionKey ?? null })
        .where('id', '=', refund.id)
        .execute();
      await trx
        .updateTable('kit_order')
        .set({
          refunded_uses: sql<number>`refunded_uses + ${input.uses}`,
          refunded_amount: sql<number>`refunded_amount + ${amount}`,
          status: sql<OrderStatus>`case when refunded_amount + ${amount} = amount then 'refunded' else 'partially_refunded' end`,
          refund_started_at: null,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', order.id)
        .execute();
    });
  } catch (error) {
    const message = error instanceof GatewayError ? error.message : '환불하지 못했습니다.';
    await db
      .updateTable('kit_refund')
      .set({ status: 'failed', failure_message: message })
      .where('id', '=', refund.id)
      .execute();
    await db.updateTable('kit_order').set({ refund_started_at: null }).where('id', '=', order.id).execute();
    if (error instanceof GatewayError) {
      throw new ApiError(error.status === 0 ? 503 : 400, `환불하지 못했습니다: ${error.message}`);
    }
    throw error;
  }
  return oneView(db, order.id);
}

function usesLeft(db: Kysely<Database>, instructorId: number) {
  return db
    .selectFrom('kit_order as o')
    .innerJoin('kit as k', 'k.id', 'o.kit_id')
    .select(sql<number>`coalesce(sum(o.uses - o.used_uses - o.refunded_uses), 0)::int`.as('left'))
    .where('o.instructor_id', '=', instructorId)
    .where('o.status', 'in', ['paid', 'partially_refunded']);
}

/** How many participants the instructor's paid kits of a tool can still take. */
export async function kitUsesLeft(db: Kysely<Database>, instructorId: number, tool: ActionItem): Promise<number> {
  return (await usesLeft(db, instructorId).where('k.action_item', '=', tool).executeTakeFirstOrThrow()).left;
}

/** The same over every tool's kits (the instructor's dashboard). */
export async function kitUsesLeftOfAll(db: Kysely<Database>, instructorId: number): Promise<number> {
  return (await usesLeft(db, instructorId).executeTakeFirstOrThrow()).left;
}

/**
 * One use of a paid kit for a participant the instructor runs the tool for (decision 032): the
 * oldest order with a use left gives one, once per participant and tool. Null when none is left.
 */
export async function useKit(
  db: Kysely<Database>,
  instructorId: number,
  userId: number,
  tool: ActionItem,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('kit_order')
      .set({ used_uses: sql<number>`used_uses + 1`, updated_at: sql<Date>`now()` })
      .where(
        'id',
        '=',
        trx
          .selectFrom('kit_order as o')
          .innerJoin('kit as k', 'k.id', 'o.kit_id')
          .select('o.id')
          .where('o.instructor_id', '=', instructorId)
          .where('k.action_item', '=', tool)
          .where('o.status', 'in', ['paid', 'partially_refunded'])
          .where('o.refund_started_at', 'is', null)
          .where(sql<boolean>`o.uses - o.used_uses - o.refunded_uses > 0`)
          .orderBy('o.id')
          .limit(1),
      )
      .where(sql<boolean>`uses - used_uses - refunded_uses > 0`)
      .returning('id')
      .executeTakeFirst();
    if (!taken) return false;
    const granted = await trx
      .insertInto('tool_grant')
      .values({ action_item: tool, user_id: userId, source: 'purchase', kit_order_id: taken.id })
      .onConflict((oc) => oc.columns(['user_id', 'action_item']).where(sql<boolean>`source = 'purchase'`).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Granted already by a start at the same moment: this use goes back.
    if (!granted) {
      await trx
        .updateTable('kit_order')
        .set({ used_uses: sql<number>`used_uses - 1` })
        .where('id', '=', taken.id)
        .execute();
    }
    return true;
  });
}

/** Applies what the gateway says of a payment to its order (webhooks, reconciliation). */
export async function syncWithGateway(db: Kysely<Database>, payment: GatewayPayment): Promise<boolean> {
  const order = await orderRows(db).where('o.order_no', '=', payment.orderId).executeTakeFirst();
  if (!order || payment.totalAmount !== order.amount) return false;
  // A virtual account paid: the uses are the instructor's now.
  if (payment.status === 'DONE' && order.status === 'waiting_deposit') {
    const updated = await db
      .updateTable('kit_order')
      .set({ status: 'paid', paid_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', '=', order.id)
      .where('status', '=', 'waiting_deposit')
      .where('payment_key', '=', payment.paymentKey)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  }
  // A deposit never made, or a payment given up at the gateway.
  if (
    (payment.status === 'EXPIRED' || payment.status === 'ABORTED' || payment.status === 'CANCELED') &&
    order.status === 'waiting_deposit'
  ) {
    const updated = await db
      .updateTable('kit_order')
      .set({ status: 'canceled', updated_at: sql<Date>`now()` })
      .where('id', '=', order.id)
      .where('status', '=', 'waiting_deposit')
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  }
  return false;
}
