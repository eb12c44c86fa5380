import { describe, expect, it } from 'vitest';
import { dealCards, shuffled } from './deal';

function cards(code: string, count: number, firstId: number) {
  return Array.from({ length: count }, (_, index) => ({ id: firstId + index, category: { code } }));
}

// A large group and two small ones: the small ones must not be crowded out of the hand.
const pool = [...cards('41', 100, 1), ...cards('23', 3, 201), ...cards('01', 2, 301)];
const ids = (hand: { id: number }[]) => hand.map((card) => card.id);

describe('dealing job cards', () => {
  it('deals the same hand in the same order for a run, whatever order the cards come in', () => {
    const hand = dealCards(pool, 17);
    expect(ids(dealCards([...pool].reverse(), 17))).toEqual(ids(hand));
    expect(ids(dealCards(pool, 18))).not.toEqual(ids(hand));
  });

  it('deals at most the limit, spread across the chosen groups, each card once', () => {
    const hand = dealCards(pool, 5);
    expect(hand).toHaveLength(40);
    expect(new Set(ids(hand)).size).toBe(40);
    const count = (code: string) => hand.filter((card) => card.category.code === code).length;
    expect([count('41'), count('23'), count('01')]).toEqual([35, 3, 2]);
    expect(
      dealCards(pool, 5, 6)
        .map((card) => card.category.code)
        .sort(),
    ).toEqual(['01', '01', '23', '23', '41', '41']);
  });

  it('deals every card when there are fewer than the limit, and nothing from nothing', () => {
    const few = cards('12', 9, 1);
    expect(ids(dealCards(few, 3)).sort((a, b) => a - b)).toEqual(ids(few));
    expect(dealCards([], 3)).toEqual([]);
  });

  it('shuffles into a permutation that depends on the run', () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    const order = shuffled(items, 1, 'x');
    expect([...order].sort((a, b) => a - b)).toEqual(items);
    expect(order).not.toEqual(items);
    expect(shuffled(items, 1, 'x')).toEqual(order);
    expect(shuffled(items, 2, 'x')).not.toEqual(order);
  });
});
