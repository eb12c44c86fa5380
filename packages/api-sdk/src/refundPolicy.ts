// The refund policy (decision 032), as the refund screen states it: only uses not yet used come
// back, each at the order's price of one use (won, rounded down); when every use comes back unused,
// the whole amount does (no won is kept by rounding). Within a year of payment.

export const REFUND_DAYS = 365;

/** The refund policy in the words the buyer agrees to at checkout and reads again on the refund screen. */
export const REFUND_POLICY_TEXT = `환불 기준: 참여자에게 쓰지 않은 인원만 환불합니다. 1명분은 결제 금액 ÷ 산 인원이고(원 단위 버림), 한 번도 쓰지 않은 키트를 모두 환불하면 결제 금액 전부를 돌려드립니다. 결제 후 ${REFUND_DAYS}일 안에 신청할 수 있고, 카드 결제는 카드사를 통해 취소됩니다.`;

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

/**
 * A price with VAT included (our kits', decision 032), split the way Toss Payments and the tax office
 * do: the supply value is the amount ÷ 1.1 rounded to the won, the VAT is the rest.
 */
export function vatSplit(amount: number): { supply: number; vat: number } {
  const supply = Math.round(amount / 1.1);
  return { supply, vat: amount - supply };
}
