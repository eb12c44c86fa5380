// The refund policy (decision 032), as the refund screen states it: only uses not yet used come
// back, each at the order's price of one use (won, rounded down); when every use comes back unused,
// the whole amount does (no won is kept by rounding). Within a year of payment.

export const REFUND_DAYS = 365;

export interface RefundableOrder {
  amount: number;
  uses: number;
  used_uses: number;
  refunded_uses: number;
  refunded_amount: number;
}

/** Uses that may still be refunded: bought, not used, not refunded. */
export const unusedUses = (order: RefundableOrder) => order.uses - order.used_uses - order.refunded_uses;

/** What refunding `uses` unused uses gives back, in won. */
export function refundAmount(order: RefundableOrder, uses: number): number {
  if (uses < 1 || uses > unusedUses(order)) return 0;
  // The last uses of an order never used: the rest of the amount, so the rounding keeps nothing.
  if (order.used_uses === 0 && order.refunded_uses + uses === order.uses) return order.amount - order.refunded_amount;
  return Math.floor((order.amount * uses) / order.uses);
}
