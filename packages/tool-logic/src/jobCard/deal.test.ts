import { HOLLAND_LETTERS, JOB_CARD_CHOSEN_PER_TYPE, JOB_CARD_DEAL_LIMIT, JOB_CARD_PER_TYPE } from '@career/api-sdk';
import { describe, expect, it } from 'vitest';
import { type DealtCard, dealCards, rankOf } from './deal';

const GROUPS = ['01', '11', '23', '41', '52', '81'];

// Thirty cards of each interest type, spread over six middle groups of six major groups; R has
// many more, as the reference data does (145 of 418).
function pool(): DealtCard[] {
  let id = 0;
  return HOLLAND_LETTERS.flatMap((letter) =>
    Array.from({ length: letter === 'R' ? 90 : 30 }, (_, index) => ({
      id: ++id,
      category: { code: GROUPS[index % GROUPS.length] ?? '01' },
      holland: `${letter}${letter === 'S' ? 'E' : 'S'}`,
    })),
  );
}

const cards = pool();
const ids = (deck: readonly DealtCard[]) => deck.map((card) => card.id);
const typeCounts = (deck: readonly DealtCard[]) =>
  Object.fromEntries(
    HOLLAND_LETTERS.map((letter) => [letter, deck.filter((card) => card.holland[0] === letter).length]),
  );

describe('dealing job cards', () => {
  it('deals the same deck in the same order for a run, whatever order the cards come in; another run anew', () => {
    const deck = dealCards(cards, ['23'], 17);
    expect(ids(dealCards([...cards].reverse(), ['23'], 17))).toEqual(ids(deck));
    expect(ids(dealCards(cards, ['23'], 18))).not.toEqual(ids(deck));
    expect(new Set(ids(deck)).size).toBe(deck.length);
  });

  it('deals every interest type as often, however many cards the data or the chosen groups have of it', () => {
    for (const chosen of [['23'], ['01', '11', '23', '41', '52'], []]) {
      const deck = dealCards(cards, chosen, 3);
      expect(deck).toHaveLength(JOB_CARD_DEAL_LIMIT);
      expect(Object.values(typeCounts(deck))).toEqual(HOLLAND_LETTERS.map(() => JOB_CARD_PER_TYPE));
    }
  });

  it('weighs the chosen groups without dealing them alone: up to four of each type, the rest from other kinds of work', () => {
    const deck = dealCards(cards, ['23'], 5);
    const chosen = deck.filter((card) => card.category.code === '23');
    // 23 holds a sixth of the cards; it gets four of seven places of every type.
    expect(chosen).toHaveLength(6 * JOB_CARD_CHOSEN_PER_TYPE);
    const others = deck.filter((card) => card.category.code !== '23');
    expect(others).toHaveLength(6 * (JOB_CARD_PER_TYPE - JOB_CARD_CHOSEN_PER_TYPE));
    // The rest taken in turn from the other major groups, in an order of the run's own for each type.
    expect(new Set(others.map((card) => card.category.code)).size).toBeGreaterThanOrEqual(4);
  });

  it('is not circular: choosing only a group of one type still deals six types of cards', () => {
    const care = cards.map((card) => (card.holland.startsWith('S') ? { ...card, category: { code: '23' } } : card));
    const deck = dealCards(
      care.filter((card) => card.category.code !== '23' || card.holland.startsWith('S')),
      ['23'],
      9,
    );
    expect(Object.values(typeCounts(deck))).toEqual(HOLLAND_LETTERS.map(() => JOB_CARD_PER_TYPE));
    expect(deck.filter((card) => card.category.code === '23').length).toBeLessThanOrEqual(JOB_CARD_PER_TYPE);
  });

  it('lets a side that runs short leave its places to the other, and deals what there is', () => {
    // Only chosen-group cards of type A: all seven places go to them.
    const onlyChosen = cards.map((card) =>
      card.holland.startsWith('A') ? { ...card, category: { code: '41' } } : card,
    );
    expect(dealCards(onlyChosen, ['41'], 2).filter((card) => card.holland.startsWith('A'))).toHaveLength(
      JOB_CARD_PER_TYPE,
    );
    const few = cards.filter((card) => card.holland.startsWith('C')).slice(0, 3);
    expect(ids(dealCards(few, [], 2)).sort((a, b) => a - b)).toEqual(ids(few));
    expect(dealCards([], ['23'], 2)).toEqual([]);
    // A card without a Holland letter is never dealt.
    expect(dealCards([{ id: 1, category: { code: '01' }, holland: '' }], [], 1)).toEqual([]);
  });

  it('changes one place when the admin switches a dealt card off or adds one, not the whole deck', () => {
    const deck = dealCards(cards, ['23', '41'], 11);
    const [gone] = deck;
    const without = dealCards(
      cards.filter((card) => card.id !== gone?.id),
      ['23', '41'],
      11,
    );
    const removed = ids(deck).filter((id) => !ids(without).includes(id));
    const added = ids(without).filter((id) => !ids(deck).includes(id));
    expect(removed).toEqual([gone?.id]);
    expect(added.length).toBeLessThanOrEqual(1);
    const more = dealCards([...cards, { id: 9999, category: { code: '23' }, holland: 'SE' }], ['23', '41'], 11);
    expect(ids(more).filter((id) => !ids(deck).includes(id)).length).toBeLessThanOrEqual(1);
  });

  it('ranks cards by the run, the same on every platform', () => {
    expect(rankOf(1, 1, 'deal')).toBe(rankOf(1, 1, 'deal'));
    expect(rankOf(1, 1, 'deal')).not.toBe(rankOf(2, 1, 'deal'));
    expect(rankOf(1, 1, 'deal')).not.toBe(rankOf(1, 1, 'order'));
    expect(rankOf(123, 456, 'order')).toBeGreaterThanOrEqual(0);
  });
});
