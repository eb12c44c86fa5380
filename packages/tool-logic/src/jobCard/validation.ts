import { HOLLAND_LETTERS, JOB_CARD_PER_TYPE } from '@career/api-sdk';
import type { Random } from '../validation/random';
import { type Condition, type Figures, validate } from '../validation/respondents';
import { JOB_CARD_DISLIKED_REASONS, JOB_CARD_REASONS, JOB_CARD_WARM_UP } from './content';
import { dealCards } from './deal';
import {
  answersFrom,
  LIKED,
  missingAnswers,
  PILES,
  type Pile,
  readSort,
  type SortedCard,
  type Sorting,
  scoreJobCard,
} from './scoring';

// job-card/3 on simulated respondents: a deck dealt by the real `dealCards`, sorted into the three
// piles with reasons, answered as the screens save them (`card.{id}`, `why.{id}`, `w.{key}`,
// `categories`), read by `answersFrom` and put into a `Sorting` as the server does, then scored by
// `scoreJobCard` (no candidates: the related occupations play no part in the figures).
//
// The deck is representative, not the real one: the cards are the reference data's occupations,
// which live in apps/server (tool-logic does not import it). So DECK_CODES holds, for each first letter,
// the seven commonest three-letter codes of the reference data's 439 occupations (counted when this
// was written), one card each: 42 cards, seven a type, as the deal gives them.
//
// A consistent person has a true Holland profile (the six types at LEVELS, in a random order). A
// card's attraction is the mean of its letters' levels weighted 3, 2, 1 (as the code is read);
// attraction plus answer noise of 0.5 or more is liked, −0.5 or less disliked, between them unsure.
// A careless answer is a pile at random. A random responder puts every card on a pile at random.
// Liked and disliked cards get one to three reasons at random from their pile's set; the warm-up is
// answered at random (it weighs nothing).

/** True levels of the six types by place, as ptid's: two clear likes, a third, then less. */
const LEVELS = [1.5, 1.0, 0.5, -0.3, -0.8, -1.3];
const LIKED_FROM = 0.5;
const DISLIKED_TO = -0.5;
const WEIGHTS = [3, 2, 1];

/** The seven commonest codes of each first letter in the occupation reference data, most common first. */
const DECK_CODES = {
  R: ['RCI', 'RIC', 'RAC', 'RCE', 'RCS', 'RIE', 'RSC'],
  I: ['IRC', 'ICE', 'ICR', 'ISA', 'IRA', 'IRS', 'ISR'],
  A: ['ARE', 'AES', 'ARI', 'AER', 'ASE', 'AEI', 'ARS'],
  S: ['SEC', 'SEA', 'SIR', 'SRC', 'SRE', 'SAE', 'SIA'],
  E: ['ESC', 'ECS', 'EAS', 'ECI', 'EIC', 'EAI', 'EIS'],
  C: ['CSE', 'CEI', 'CRI', 'CIE', 'CES', 'CER', 'CIR'],
} as const;

const DECK: SortedCard[] = HOLLAND_LETTERS.flatMap((letter) => DECK_CODES[letter]).map((holland, index) => ({
  card_id: index + 1,
  occupation_id: index + 1,
  name: `카드${index + 1} ${holland}`,
  holland,
  // Middle groups are made up (two digits, one a card): with seven cards a type the deal takes them all.
  category: { code: String(11 + index), name: `분류${index + 1}` },
}));

/** A simulated person: the types truest first, and the pile they put a card on. */
interface Person {
  order: readonly string[];
  pile(card: SortedCard): Pile;
}

function consistentPerson(random: Random, condition: Condition): Person {
  const order = random.shuffle(HOLLAND_LETTERS);
  const level = new Map<string, number>(order.map((letter, place) => [letter, LEVELS[place] ?? 0]));
  const attraction = (holland: string) =>
    [...holland].reduce((sum, letter, place) => sum + (WEIGHTS[place] ?? 0) * (level.get(letter) ?? 0), 0) / 6;
  return {
    order,
    pile: (card) => {
      if (random.next() < condition.careless) return PILES[random.int(0, 2)] ?? 'unsure';
      const felt = attraction(card.holland) + random.normal(condition.noise);
      return felt >= LIKED_FROM ? 'liked' : felt <= DISLIKED_TO ? 'disliked' : 'unsure';
    },
  };
}

const randomPerson = (random: Random): Person => ({
  order: random.shuffle(HOLLAND_LETTERS),
  pile: () => PILES[random.int(0, 2)] ?? 'unsure',
});

/** One to three distinct reason keys of a set, at random. */
const reasons = (random: Random, set: readonly { key: string }[]) =>
  random
    .shuffle(set)
    .slice(0, random.int(1, 3))
    .map((reason) => reason.key);

/** The deck dealt to one run, and its cards of each type split by place (alternately, in the order dealt). */
function dealt(runId: number, chosen: readonly string[]) {
  const deck = dealCards(
    DECK.map((card) => ({ ...card, id: card.card_id })),
    chosen,
    runId,
  );
  const place = new Map<number, number>();
  for (const letter of HOLLAND_LETTERS) {
    deck
      .filter((card) => card.holland.startsWith(letter))
      .forEach((card, index) => {
        place.set(card.id, index);
      });
  }
  return { deck, parity: (card: SortedCard) => (place.get(card.card_id) ?? 0) % 2 };
}

/** The figures for each condition and for random responders, from fixed seeds. */
export function validateJobCard(respondents = 1000, seed = 20261126): Figures[] {
  return validate<Person>(
    {
      consistent: consistentPerson,
      random: randomPerson,
      run(person, random, { seed: measureSeed, index }) {
        const chosen = [DECK[random.int(0, DECK.length - 1)]?.category.code ?? '11'];
        const { deck, parity } = dealt(measureSeed + index, chosen);
        if (deck.length !== 6 * JOB_CARD_PER_TYPE) throw new Error('the simulated deck is not a full deal');
        const values: Record<string, unknown> = { categories: chosen };
        for (const question of JOB_CARD_WARM_UP)
          values[`w.${question.key}`] = question.options[random.int(0, question.options.length - 1)]?.key;
        for (const card of deck) {
          const pile = person.pile(card);
          values[`card.${card.id}`] = pile;
          if (pile !== 'unsure')
            values[`why.${card.id}`] = reasons(random, pile === LIKED ? JOB_CARD_REASONS : JOB_CARD_DISLIKED_REASONS);
        }
        const answers = answersFrom(values);
        const on = (pile: Pile) => deck.filter((card) => answers.piles.get(card.id) === pile);
        const sorting: Sorting = {
          dealt: deck.length,
          liked: on('liked'),
          unsure: on('unsure'),
          disliked: on('disliked'),
          why: answers.why,
          reasons: answers.reasons,
          dislikedReasons: answers.dislikedReasons,
          warmUp: answers.warmUp,
          times: [],
        };
        if (missingAnswers(sorting).length > 0) throw new Error('a simulated sort is incomplete');
        const result = scoreJobCard(sorting, []);
        const [odd, even] = [0, 1].map((side) => {
          const half = (cards: readonly SortedCard[]) => cards.filter((card) => parity(card) === side);
          return readSort({
            liked: half(sorting.liked),
            unsure: half(sorting.unsure),
            disliked: half(sorting.disliked),
          }).code[0];
        });
        // A first letter the result names as clear: a code, and no note that its first letter is uncertain.
        const uncertain = result.quality.some((note) =>
          ['near_tie', 'tie_order', 'flat', 'all_chosen'].includes(note.kind),
        );
        return {
          ranked: [...result.code],
          halves: [odd, even],
          clear: result.code !== '' && !uncertain,
          notes: result.quality,
        };
      },
    },
    respondents,
    seed,
  );
}

/** This tool's figures as `pnpm validate:tools` prints them. */
export const validation = { title: 'job card (job-card/3), first = first Holland letter', figures: validateJobCard };
