import { JOB_CARD_DEAL_LIMIT } from '@career/api-sdk';

// Dealing the cards of the chosen middle groups: each group's cards in an order of the run's own,
// taken in turn from each group so every chosen group is in the hand (a large group cannot crowd a
// small one out), then the hand shuffled for the run. Seeded by the run, so a reload, or going back
// and forth between screens, shows the same cards in the same order; another run deals anew.

/** mulberry32: a small, well-mixed 32-bit generator, the same on every platform. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A seed from the run and what is being shuffled (FNV-1a over the salt, mixed with the run id). */
function seedOf(runId: number, salt: string): number {
  let hash = Math.imul(runId, 2_654_435_761) ^ 0x811c9dc5;
  for (const character of salt) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16_777_619);
  return hash >>> 0;
}

/** The items in an order of the run's own (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], runId: number, salt: string): T[] {
  const order = [...items];
  const next = generator(seedOf(runId, salt));
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [order[index], order[other]] = [order[other] as T, order[index] as T];
  }
  return order;
}

/** The hand for a run: at most `limit` cards, spread across their middle groups (see the header). */
export function dealCards<T extends { id: number; category: { code: string } }>(
  cards: readonly T[],
  runId: number,
  limit = JOB_CARD_DEAL_LIMIT,
): T[] {
  // The input's order is the database's: sorted first, so only the run decides the order.
  const byCode = new Map<string, T[]>();
  for (const card of [...cards].sort((a, b) => a.id - b.id)) {
    const group = byCode.get(card.category.code) ?? [];
    group.push(card);
    byCode.set(card.category.code, group);
  }
  const piles = [...byCode.keys()].sort().map((code) => shuffled(byCode.get(code) ?? [], runId, code));
  const hand: T[] = [];
  for (let round = 0; hand.length < limit && piles.some((pile) => round < pile.length); round += 1) {
    for (const pile of piles) {
      const card = pile[round];
      if (card && hand.length < limit) hand.push(card);
    }
  }
  return shuffled(hand, runId, 'hand');
}
