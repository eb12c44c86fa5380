import { describe, expect, it } from 'vitest';
import { refundAmount, unusedUses, vatSplit } from './refundPolicy';

const order = (over: Partial<Parameters<typeof refundAmount>[0]> = {}) => ({
  amount: 135000,
  uses: 30,
  used_uses: 0,
  refunded_uses: 0,
  refunded_amount: 0,
  ...over,
});

describe('refund policy', () => {
  it('gives back each unused use at the price of one use, rounded down to the won', () => {
    expect(refundAmount(order({ used_uses: 10 }), 20)).toBe(90000);
    expect(refundAmount(order({ amount: 100000, uses: 3 }), 1)).toBe(33333);
  });

  it('gives back the whole rest when every use comes back unused, so rounding keeps nothing', () => {
    const twice = order({ amount: 100000, uses: 3, refunded_uses: 1, refunded_amount: 33333 });
    expect(refundAmount(twice, 2)).toBe(66667);
    expect(refundAmount(order(), 30)).toBe(135000);
  });

  it('gives nothing for used uses or more than are left', () => {
    const used = order({ used_uses: 29 });
    expect(unusedUses(used)).toBe(1);
    expect(refundAmount(used, 2)).toBe(0);
    expect(refundAmount(used, 0)).toBe(0);
  });
});

describe('vatSplit', () => {
  it.each([
    [50000, 45455, 4545],
    [135000, 122727, 12273],
    [400000, 363636, 36364],
    [11, 10, 1],
  ])('splits %i won into %i supply and %i VAT, adding up to the amount', (amount, supply, vat) => {
    expect(vatSplit(amount)).toEqual({ supply, vat });
    expect(supply + vat).toBe(amount);
  });
});
