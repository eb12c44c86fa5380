import { HOLLAND_LETTERS, JOB_CARD_CHOSEN_PER_TYPE, JOB_CARD_PER_TYPE } from '@career/api-sdk';

// The deck of a run (decision 016 "Job card"). A deck of only the groups the user chose makes the
// code circular (choose only care work and every card is S), so the deck spans every group:
//
// - the same number of cards of each of the six interest types, by a card's first Holland letter
//   (JOB_CARD_PER_TYPE each), so no type is dealt more often because the reference data has more
//   occupations of it, or because the user chose its groups;
// - within each type, cards of the chosen middle groups first, up to JOB_CARD_CHOSEN_PER_TYPE (taken
//   in turn from each chosen group), the rest from the other groups (taken in turn from each major
//   group); a side that runs short leaves its places to the other. The chosen groups, 1–5 of 35,
//   so give about half the deck: weighted, not exclusive;
// - every card has a rank of the run's own (a hash of the run and the card), so a reload deals the
//   same deck in the same order, and an admin adding or switching off a card changes one place of
//   the deck, not all of it.

/** What dealing needs of a card. */
export interface DealtCard {
  id: number;
  category: { code: string };
  holland: string;
}

/** murmur3's finaliser: a well-mixed 32-bit value, the same on every platform. */
function mix(value: number): number {
  let hash = value >>> 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

const SALTS = { deal: 0x9e3779b9, order: 0x7f4a7c15, group: 0x165667b1 } as const;

/**
 * The rank of a card (or of a group, by a number of its own) in a run, for a purpose: which cards
 * are dealt first, the order they are shown in, the order groups take turns in. Equal only by
 * chance; ties go by id.
 */
export function rankOf(runId: number, id: number, purpose: keyof typeof SALTS): number {
  return mix(mix(runId ^ SALTS[purpose]) ^ Math.imul(id, 0x2c1b3c6d));
}

function byRank<T extends { id: number }>(runId: number, purpose: 'deal' | 'order') {
  return (a: T, b: T) => rankOf(runId, a.id, purpose) - rankOf(runId, b.id, purpose) || a.id - b.id;
}

/** Cards taken in turn from each pile (piles in the order given), each pile in its own order. */
function inTurn<T>(piles: readonly (readonly T[])[]): T[] {
  const taken: T[] = [];
  const longest = Math.max(0, ...piles.map((pile) => pile.length));
  for (let round = 0; round < longest; round += 1) {
    for (const pile of piles) {
      const card = pile[round];
      if (card !== undefined) taken.push(card);
    }
  }
  return taken;
}

/**
 * Cards grouped by a group code (digits), each group by the run's rank, the groups in an order of
 * the run's own for this type (so the first turns do not always go to the same kinds of work).
 */
function pilesBy<T extends DealtCard>(
  cards: readonly T[],
  groupOf: (card: T) => string,
  runId: number,
  type: number,
): T[][] {
  const groups = new Map<string, T[]>();
  for (const card of cards) groups.set(groupOf(card), [...(groups.get(groupOf(card)) ?? []), card]);
  const turn = (code: string) => rankOf(runId, type * 1000 + Number(code), 'group');
  return [...groups.keys()]
    .sort((a, b) => turn(a) - turn(b) || a.localeCompare(b))
    .map((code) => (groups.get(code) ?? []).sort(byRank(runId, 'deal')));
}

/** The first Holland letter of a card, or null when its code has none. */
const typeOf = (card: DealtCard) => HOLLAND_LETTERS.find((letter) => card.holland.startsWith(letter)) ?? null;

/** The deck of a run: see the header. `cards` are the active cards, in any order. */
export function dealCards<T extends DealtCard>(
  cards: readonly T[],
  chosen: readonly string[],
  runId: number,
  perType = JOB_CARD_PER_TYPE,
  chosenPerType = JOB_CARD_CHOSEN_PER_TYPE,
): T[] {
  const wanted = new Set(chosen);
  const deck: T[] = [];
  for (const [type, letter] of HOLLAND_LETTERS.entries()) {
    const ofType = cards.filter((card) => typeOf(card) === letter);
    const fromChosen = inTurn(
      pilesBy(
        ofType.filter((card) => wanted.has(card.category.code)),
        (card) => card.category.code,
        runId,
        type,
      ),
    );
    // Other groups in turn by major group (a middle group's first digit), so the rest spans the kinds of work.
    const fromOthers = inTurn(
      pilesBy(
        ofType.filter((card) => !wanted.has(card.category.code)),
        (card) => card.category.code.charAt(0),
        runId,
        type,
      ),
    );
    const chosenCount = Math.min(fromChosen.length, Math.max(chosenPerType, perType - fromOthers.length));
    const taken = fromChosen.slice(0, chosenCount);
    deck.push(...taken, ...fromOthers.slice(0, perType - taken.length));
  }
  return deck.sort(byRank(runId, 'order'));
}
