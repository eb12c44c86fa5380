import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from './contract/commerce';
import { isLapsedOrder, isPaidOrder, isRefundableOrder, isUsableOrder, usableUsesOf } from './orderStates';

const order = (status: (typeof ORDER_STATES)[number], left = 3) => ({ status, uses: { left } });

describe('order states', () => {
  it('lets only a paid or partly refunded order give its uses', () => {
    expect(ORDER_STATES.filter((status) => isUsableOrder(order(status)))).toEqual(['paid', 'partially_refunded']);
    expect(usableUsesOf(order('partially_refunded', 4))).toBe(4);
    expect(usableUsesOf(order('refunded', 4))).toBe(0);
    expect(usableUsesOf(order('waiting_deposit', 4))).toBe(0);
  });

  it('counts a refunded order as paid, an expired or cancelled one as never to be paid', () => {
    expect(ORDER_STATES.filter((status) => isPaidOrder(order(status)))).toEqual([
      'paid',
      'partially_refunded',
      'refunded',
    ]);
    expect(ORDER_STATES.filter((status) => isLapsedOrder(order(status)))).toEqual(['expired', 'canceled']);
  });

  it('offers a refund only while a usable order has uses left', () => {
    expect(isRefundableOrder(order('paid', 1))).toBe(true);
    expect(isRefundableOrder(order('paid', 0))).toBe(false);
    expect(isRefundableOrder(order('confirming', 5))).toBe(false);
  });
});
