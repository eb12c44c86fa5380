import * as z from 'zod/mini';
import { type ActionItem, GRANTED_TOOLS } from '../registry';
import { defineEndpoint } from './endpoint';
import { count, INT32_MAX, id, line, numericId, wonAmount } from './schemas';

// Kits, orders, payments and refunds (issue 22, decision 032): an instructor buys a kit (uses of a
// tool for their participants) at a price the server fixes, pays through the payment gateway (Toss
// Payments, or the built-in sandbox labelled 테스트 결제 when no keys are set), and may refund the
// uses not yet used. Every change of money state is one conditional update or a unique key.

/** The tools a kit can hold: those taken only when granted (decision 016). */
export const KIT_TOOLS = GRANTED_TOOLS as unknown as readonly [ActionItem, ...ActionItem[]];

/** What can be ordered (spec `POST /order/{type}`): kits so far. */
export const ORDER_TYPES = ['kit'] as const;

/**
 * An order's state: made, paying, waiting for a bank deposit, paid, (partly) refunded, or given up.
 * `expired` is never stored: it is how an order still 'pending' past its payable time reads (decision 040).
 */
export const ORDER_STATES = [
  'pending',
  'expired',
  'confirming',
  'waiting_deposit',
  'paid',
  'partially_refunded',
  'refunded',
  'canceled',
] as const;

/** Which gateway takes the payment: Toss Payments, or the built-in sandbox (no money moves). */
export const GATEWAYS = ['toss', 'sandbox'] as const;

/** Copies of a kit in one order. */
export const MAX_KIT_QUANTITY = 10;

/**
 * How long after it was made an unpaid order can still be paid (its checkout opened): Toss Payments'
 * own window for authenticating a payment (decision 040). Past it the order reads 'expired'.
 */
export const ORDER_PAYABLE_MINUTES = 30;

/** Unpaid orders one instructor may hold at once (still payable); expired ones no longer count. */
export const MAX_UNPAID_ORDERS = 5;

/** The 서비스 이용약관 in force, by its 시행일: what a buyer agrees to is recorded with the order. */
export const ORDER_TERMS_VERSION = '2026-12-01';

/** The moment an order made at `createdAt` stops being payable. */
export const payableUntil = (createdAt: string | Date) =>
  new Date(new Date(createdAt).getTime() + ORDER_PAYABLE_MINUTES * 60_000);

/** Toss Payments' order id: 6–64 letters, digits, '-' or '_' (both the SDK's and the API's rule). */
export const ORDER_NO = /^[A-Za-z0-9_-]{6,64}$/;

const orderNo = line('주문 번호가 필요합니다.').check(z.regex(ORDER_NO, '주문 번호가 올바르지 않습니다.'));

export const kit = z.object({
  id: z.number(),
  name: z.string(),
  action_item: z.enum(KIT_TOOLS),
  /** How many participants one copy lets the instructor run the tool for. */
  uses: z.number(),
  /** Price of one copy in won (VAT included). */
  price: z.number(),
  description: z.string(),
});

const refund = z.object({
  id: z.number(),
  uses: z.number(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  created_at: z.string(),
});

export const order = z.object({
  id: z.number(),
  order_no: z.string(),
  order_name: z.string(),
  kit: kit,
  quantity: z.number(),
  amount: z.number(),
  status: z.enum(ORDER_STATES),
  gateway: z.enum(GATEWAYS),
  /** Uses bought, used by participants, and given back by refunds. */
  uses: z.object({ total: z.number(), used: z.number(), refunded: z.number(), left: z.number() }),
  refunded_amount: z.number(),
  /** What a refund of every unused use would return now, by the refund policy. */
  refundable_amount: z.number(),
  method: z.nullable(z.string()),
  receipt_url: z.nullable(z.string()),
  /** The last failure to pay, in the gateway's words, for the person to retry. */
  failure: z.nullable(z.object({ code: z.string(), message: z.string() })),
  paid_at: z.nullable(z.string()),
  created_at: z.string(),
  /** Until when an unpaid order can be paid; null once it is paid or given up. */
  payable_until: z.nullable(z.string()),
  /** What the buyer agreed to before paying (the terms' version, when); null for orders made before it was asked. */
  agreement: z.nullable(z.object({ terms_version: z.string(), agreed_at: z.string() })),
  refunds: z.array(refund),
});

/** What the browser needs to open the checkout for an order. */
export const checkout = z.object({
  order: order,
  /** Toss Payments' client key (null in the sandbox). */
  client_key: z.nullable(z.string()),
  /** The buyer as the gateway knows them (stable per instructor, never their e-mail). */
  customer_key: z.string(),
  customer_name: z.string(),
});

const kits = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/product/kits',
  summary: '키트 목록',
  access: 'instructor',
  data: z.object({ kits: z.array(kit), gateway: z.enum(GATEWAYS) }),
});

/**
 * Makes an order; its amount is the server's (price × quantity), never the browser's. Refused without
 * both agreements, and while the instructor holds MAX_UNPAID_ORDERS unpaid orders still payable.
 */
const create = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/order/{type}',
  summary: '주문 만들기',
  access: 'instructor',
  params: z.object({ type: z.enum(ORDER_TYPES, '주문할 수 없는 상품 종류입니다.') }),
  body: z.object({
    kit_id: id('키트를 골라 주세요.'),
    quantity: count({ topic: '수량은', min: 1, max: MAX_KIT_QUANTITY, unit: '개' }),
    /** The buyer ticked both agreements on the checkout: no order is made without them. */
    agree_terms: z.literal(true, '서비스 이용약관(유료 서비스·청약철회·환불)에 동의해 주세요.'),
    agree_refund_policy: z.literal(true, '환불 규정에 동의해 주세요.'),
  }),
  data: checkout,
});

/** The checkout of an order not yet paid, to pay again after a failure. */
const retry = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/order/checkout/{orderNo}',
  summary: '주문 다시 결제',
  access: 'instructor',
  params: z.object({ orderNo }),
  data: checkout,
});

/**
 * Confirms a payment the gateway authorised (the success page's query): refused before the gateway
 * is called when the amount differs from the order's; a repeat gives the same receipt.
 */
const confirm = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/order/confirm',
  summary: '결제 승인',
  access: 'instructor',
  body: z.object({
    payment_key: line('결제 키가 필요합니다.').check(z.minLength(1, '결제 키가 필요합니다.'), z.maxLength(200)),
    order_no: orderNo,
    /** Compared with the order's own amount before the gateway is called; here only what a column holds. */
    amount: wonAmount({ message: '결제 금액이 올바르지 않습니다.', max: INT32_MAX }),
  }),
  data: order,
});

/** Keeps why a payment failed (the fail page's query) with the order, which stays to pay again. */
const fail = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/order/fail',
  summary: '결제 실패 기록',
  access: 'instructor',
  body: z.object({
    order_no: orderNo,
    code: line().check(z.maxLength(100)),
    message: line().check(z.maxLength(500)),
  }),
  data: order,
});

const history = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/order/history',
  summary: '주문 내역',
  access: 'instructor',
  data: z.object({ orders: z.array(order) }),
});

/** Refunds unused uses of a paid order by the policy (decision 032), through the gateway's cancel. */
const requestRefund = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/request/refund',
  summary: '환불 요청',
  access: 'instructor',
  body: z.object({
    order_no: orderNo,
    /** Up to the order's unused uses (the handler checks it against the order). */
    uses: count({ topic: '환불할 인원은', min: 1, max: INT32_MAX, unit: '명' }),
    reason: line('환불 사유를 입력해 주세요.').check(
      z.trim(),
      z.minLength(1, '환불 사유를 입력해 주세요.'),
      z.maxLength(200, '환불 사유는 200자까지 입력할 수 있습니다.'),
    ),
  }),
  data: order,
});

/**
 * The sandbox checkout's approval (테스트 결제, only when no gateway keys are set): an authorised
 * payment, and what the gateway would put in the success address. Declining needs no call: the
 * checkout goes to the fail address, as Toss's does.
 */
const sandboxPay = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/order/sandbox/pay',
  summary: '테스트 결제',
  access: 'instructor',
  body: z.object({ order_no: orderNo }),
  data: z.object({ payment_key: z.string(), order_no: z.string(), amount: z.number() }),
});

/** One value of a webhook that we read: one line, as long as Toss's own fields may be. */
const webhookValue = (max: number) => z.optional(line().check(z.maxLength(max, `웹훅 값은 ${max}자까지입니다.`)));

/** The fields a webhook is read by; everything else Toss sends (the rest of the Payment object) passes unread. */
const webhookIds = {
  paymentKey: webhookValue(200),
  orderId: webhookValue(64),
  status: webhookValue(32),
  lastTransactionKey: webhookValue(64),
};

/**
 * Toss Payments' webhook (payment status changes, virtual-account deposits): nothing in it is
 * believed, the payment is fetched again from the gateway (docs/research/toss-payments.md §6).
 */
const tossWebhook = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/payments/toss/webhook',
  summary: '결제 웹훅',
  access: 'public',
  body: z.looseObject({
    eventType: webhookValue(64),
    // PAYMENT_STATUS_CHANGED: the payment.
    data: z.optional(z.nullable(z.looseObject(webhookIds))),
    // DEPOSIT_CALLBACK: flat, with the payment's secret.
    orderId: webhookIds.orderId,
    status: webhookIds.status,
    secret: webhookValue(200),
    transactionKey: webhookValue(64),
  }),
  // A Payment object with its cancels is a few kilobytes.
  bodyBytes: 32 * 1024,
  data: z.object({ applied: z.boolean() }),
});

const difference = z.object({
  id: z.number(),
  order_no: z.string(),
  kind: z.string(),
  ours: z.string(),
  theirs: z.string(),
  found_at: z.string(),
});

/**
 * An order as the administrator sees it: with who paid when the instructor has withdrawn (their
 * account no longer says). The law keeps that copy five years from the last transaction; after
 * `kept_until` the name and e-mail are erased (null) and the order stays for the figures.
 */
export const adminOrder = z.object({
  ...order.shape,
  buyer: z.nullable(z.object({ name: z.nullable(z.string()), email: z.nullable(z.string()), kept_until: z.string() })),
});

/** The instructor an order is of; `withdrawn_at` once they left (their name is then "탈퇴한 강사"). */
const orderInstructor = z.object({ id: z.number(), name: z.string(), withdrawn_at: z.nullable(z.string()) });

/** The administrator's kits view (spec `GET kit`): kits, orders and uses, and the reconciliation. */
const adminKits = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/kit',
  summary: '키트와 주문',
  access: 'admin',
  data: z.object({
    kits: z.array(kit),
    orders: z.array(z.object({ ...adminOrder.shape, instructor: orderInstructor })),
    differences: z.array(difference),
    reconciled_at: z.nullable(z.string()),
  }),
});

/** Compares every order of the last days with the gateway now and lists the differences. */
const reconcile = defineEndpoint({
  area: 'adminApi',
  method: 'POST',
  path: '/kit/reconcile',
  summary: '결제 대사',
  access: 'admin',
  data: z.object({ checked: z.number(), differences: z.array(difference) }),
});

/** One instructor's kits (spec `/admin/instructor/kit/{universityUserId}`). */
const adminInstructorKits = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/instructor/kit/{id}',
  summary: '강사의 키트',
  access: 'admin',
  params: z.object({ id: numericId }),
  data: z.object({ instructor: orderInstructor, orders: z.array(adminOrder) }),
});

export const commerce = {
  kits,
  create,
  retry,
  confirm,
  fail,
  history,
  requestRefund,
  sandboxPay,
  tossWebhook,
  adminKits,
  reconcile,
  adminInstructorKits,
};

export type Kit = z.output<typeof kit>;
export type Order = z.output<typeof order>;
export type AdminOrder = z.output<typeof adminOrder>;
export type Checkout = z.output<typeof checkout>;
