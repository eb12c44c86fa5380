import { HOLLAND_LETTERS } from '@career/api-sdk';
import { ACTIVITIES, HOLLAND_TYPES } from '../ptid/content';
import { LEAD_MARGIN, type PtidContent, RATING_MAX, RATING_MIN, scorePtid } from '../ptid/scoring';
import { seeded } from './random';
import {
  CONDITIONS,
  type Condition,
  consistentRespondent,
  DOUBT_NOTES,
  type Figures,
  type Respondent,
  randomResponder,
  share,
  topRated,
} from './respondents';

// ptid/2 on simulated respondents: 60 activities rated 1–5, the three picks from the best rated
// (as the root screen offers them), the six types ranked by what the person believes of themselves
// (their true order, blurred).

/** True levels of the six types by place, relative to 보통 (3): two clear likes, a third, then less. */
const LEVELS = [1.5, 1.0, 0.5, -0.3, -0.8, -1.3];
const SCALE = [RATING_MIN, RATING_MAX] as const;

const content: PtidContent = {
  types: HOLLAND_TYPES.map((type) => ({ ...type })),
  activities: ACTIVITIES.map((activity, index) => ({ id: index + 1, type: activity.type, text: activity.text })),
};
const half = (parity: number): PtidContent => ({
  ...content,
  activities: content.activities.filter((activity) => {
    const own = content.activities.filter((other) => other.type === activity.type);
    return own.indexOf(activity) % 2 === parity;
  }),
});
const halves = [half(0), half(1)] as const;

function answer(respondent: Respondent, random: ReturnType<typeof seeded>, blur: number) {
  const ratings = new Map(content.activities.map((activity) => [activity.id, respondent.rate(activity.type)]));
  const picks = topRated(random, ratings, 3);
  const believed = respondent.order.map((letter, place) => ({ letter, key: place + random.normal(blur) }));
  const ranking = believed.sort((a, b) => a.key - b.key).map((entry) => entry.letter);
  return { ratings, picks, ranking };
}

function measure(condition: string, people: readonly Respondent[], seed: number): Figures {
  const random = seeded(seed);
  let first = 0;
  let topThree = 0;
  let splitHalf = 0;
  let flagged = 0;
  let clear = 0;
  let firstWhenClear = 0;
  for (const person of people) {
    const answers = answer(person, random, condition === 'random' ? 10 : 1);
    const result = scorePtid(content, answers);
    if (result.code[0] === person.order[0]) first += 1;
    if ([...result.code].sort().join('') === person.order.slice(0, 3).sort().join('')) topThree += 1;
    const [odd, even] = halves.map((part) => scorePtid(part, answers).code[0]);
    if (odd === even) splitHalf += 1;
    const isClear = (result.scores[0]?.checklist ?? 0) - (result.scores[1]?.checklist ?? 0) >= LEAD_MARGIN;
    if (isClear) {
      clear += 1;
      if (result.code[0] === person.order[0]) firstWhenClear += 1;
    }
    if (result.quality?.some((note) => (DOUBT_NOTES as readonly string[]).includes(note.kind))) flagged += 1;
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

/** The figures for each condition and for random responders, from fixed seeds. */
export function validatePtid(respondents = 1000, seed = 20261126): Figures[] {
  const random = seeded(seed);
  const consistent = (condition: Condition) =>
    Array.from({ length: respondents }, () => consistentRespondent(random, HOLLAND_LETTERS, LEVELS, condition, SCALE));
  return [
    ...CONDITIONS.map((condition, index) => measure(condition.name, consistent(condition), seed + index + 1)),
    measure(
      'random',
      Array.from({ length: respondents }, () => randomResponder(random, HOLLAND_LETTERS, SCALE)),
      seed + 99,
    ),
  ];
}
