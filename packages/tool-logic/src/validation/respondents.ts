import { type Random, seeded } from './random';

// How simulated people answer a rated questionnaire (validation harness, decision 021).
//
// A consistent respondent has a true profile: each scale a level on the rating scale, from clearly
// liked to clearly not, in a random order of scales. An answer is the scale's level plus answer
// noise (normal, `noise` rating points), rounded into the scale; a `careless` share of answers is
// drawn at random instead. A random responder answers every item at random.

export interface Respondent {
  /** The scales, truest first. */
  order: readonly string[];
  rate(scale: string): number;
}

export interface Condition {
  name: string;
  /** Standard deviation of answer noise, in rating points. */
  noise: number;
  /** Share of answers given at random (0–1). */
  careless: number;
}

/** The conditions every tool is simulated under; the targets hold at "moderate". */
export const CONDITIONS: readonly Condition[] = [
  { name: 'low', noise: 0.5, careless: 0 },
  { name: 'moderate', noise: 0.8, careless: 0.1 },
  { name: 'high', noise: 1.2, careless: 0.2 },
];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A consistent respondent on a min–max scale: `levels` are the true levels of the scales by place
 * (relative to the scale's middle), the first the strongest.
 */
export function consistentRespondent(
  random: Random,
  scales: readonly string[],
  levels: readonly number[],
  condition: Condition,
  [min, max]: readonly [number, number],
): Respondent {
  const order = random.shuffle(scales);
  const middle = (min + max) / 2;
  const levelOf = new Map(order.map((scale, place) => [scale, levels[place] ?? 0]));
  return {
    order,
    rate: (scale) =>
      random.next() < condition.careless
        ? random.int(min, max)
        : clamp(Math.round(middle + (levelOf.get(scale) ?? 0) + random.normal(condition.noise)), min, max),
  };
}

/** Someone who answers at random. */
export function randomResponder(random: Random, scales: readonly string[], [min, max]: readonly [number, number]) {
  return { order: random.shuffle(scales), rate: () => random.int(min, max) } satisfies Respondent;
}

/** The ids of the `count` highest-rated items (ties in random order): what the screens offer first to pick. */
export function topRated(random: Random, ratings: ReadonlyMap<number, number>, count: number): number[] {
  return random
    .shuffle([...ratings])
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([id]) => id);
}

export interface Figures {
  condition: string;
  respondents: number;
  /** Share whose true first scale is the result's first. */
  first: number;
  /** Share whose true top three are the result's top three (as a set). */
  topThree: number;
  /** Share whose first scale from the odd items equals the first from the even items. */
  splitHalf: number;
  /** Share flagged by a response-quality note that says not to trust the answers. */
  flagged: number;
  /** Share whose result states a clear first (no near tie between the first two). */
  clear: number;
  /** Of those, the share whose first is the true first: how far a clear result can be trusted. */
  firstWhenClear: number;
}

/** Notes that say the answers themselves are doubtful (not near ties or tie orders, which are about the scores). */
export const DOUBT_NOTES = ['too_fast', 'same_answers', 'long_run', 'inconsistent', 'flat'] as const;

export const share = (count: number, of: number) => Math.round((1000 * count) / of) / 10;

/** What one simulated run gives, for the figures. */
export interface Outcome {
  /** The result's scales, first first (its top three are the first three; may be shorter). */
  ranked: readonly string[];
  /** The first scale from the odd items and from the even items. */
  halves: readonly [string | undefined, string | undefined];
  /** Whether the result calls its first clear (it leads by the tool's lead margin, or is not tied). */
  clear: boolean;
  notes: readonly { kind: string }[];
}

export interface Harness<P extends { order: readonly string[] }> {
  /** A consistent person under a condition, and a random responder. */
  consistent(random: Random, condition: Condition): P;
  random(random: Random): P;
  /** One run of a person: `random` is the measure's own, `seed` and `index` the measure's seed and the person's place. */
  run(person: P, random: Random, context: { condition: string; seed: number; index: number }): Outcome;
}

function measure<P extends { order: readonly string[] }>(
  harness: Harness<P>,
  condition: string,
  people: readonly P[],
  seed: number,
): Figures {
  const random = seeded(seed);
  let first = 0;
  let topThree = 0;
  let splitHalf = 0;
  let flagged = 0;
  let clear = 0;
  let firstWhenClear = 0;
  for (const [index, person] of people.entries()) {
    const outcome = harness.run(person, random, { condition, seed, index });
    const rightFirst = outcome.ranked[0] === person.order[0];
    if (rightFirst) first += 1;
    if ([...outcome.ranked.slice(0, 3)].sort().join() === person.order.slice(0, 3).sort().join()) topThree += 1;
    const [odd, even] = outcome.halves;
    if (odd !== undefined && odd === even) splitHalf += 1;
    if (outcome.clear) {
      clear += 1;
      if (rightFirst) firstWhenClear += 1;
    }
    if (outcome.notes.some((note) => (DOUBT_NOTES as readonly string[]).includes(note.kind))) flagged += 1;
  }
  const n = people.length;
  return {
    condition,
    respondents: n,
    first: share(first, n),
    topThree: share(topThree, n),
    splitHalf: share(splitHalf, n),
    flagged: share(flagged, n),
    clear: share(clear, n),
    firstWhenClear: clear === 0 ? 0 : share(firstWhenClear, clear),
  };
}

/** A tool's figures for each condition and for random responders, from fixed seeds. */
export function validate<P extends { order: readonly string[] }>(
  harness: Harness<P>,
  respondents: number,
  seed: number,
): Figures[] {
  const random = seeded(seed);
  const people = (make: () => P) => Array.from({ length: respondents }, make);
  return [
    ...CONDITIONS.map((condition, index) =>
      measure(
        harness,
        condition.name,
        people(() => harness.consistent(random, condition)),
        seed + index + 1,
      ),
    ),
    measure(
      harness,
      'random',
      people(() => harness.random(random)),
      seed + 99,
    ),
  ];
}

/** The figures of one condition (a test's view of them). */
export function figuresFor(figures: readonly Figures[], condition: string): Figures {
  const found = figures.find((entry) => entry.condition === condition);
  if (!found) throw new Error(`no ${condition} row`);
  return found;
}
