import type { ORDER_STATES } from './contract/commerce';

// What an order's state means for its uses (decisions 032, 040), said once for the instructor's
// pages, the console and the server: which states were paid, which can still give uses.

type OrderState = (typeof ORDER_STATES)[number];
type WithState = { status: OrderState };

/** Paid and not wholly refunded: its uses left can go to participants or be refunded. */
const USABLE: readonly OrderState[] = ['paid', 'partially_refunded'];
/** Paid at some time: its uses were bought (used, refunded or left). */
const PAID: readonly OrderState[] = [...USABLE, 'refunded'];
/** Never paid and never will be: given up or past its payable time. */
const LAPSED: readonly OrderState[] = ['expired', 'canceled'];

/** Whether the order's uses left can still be used (or refunded). */
export const isUsableOrder = (order: WithState) => USABLE.includes(order.status);

/** Whether the order was paid, even if it was refunded since. */
export const isPaidOrder = (order: WithState) => PAID.includes(order.status);

/** Whether the order will never be paid. */
export const isLapsedOrder = (order: WithState) => LAPSED.includes(order.status);

/** Uses the order still gives: its uses left while it is usable, none otherwise. */
export const usableUsesOf = (order: WithState & { uses: { left: number } }) =>
  isUsableOrder(order) ? order.uses.left : 0;

/** Whether a refund can be asked for: usable, with uses left. */
export const isRefundableOrder = (order: WithState & { uses: { left: number } }) => usableUsesOf(order) > 0;
