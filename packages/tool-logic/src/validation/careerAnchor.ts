import { ANCHOR_CODES } from '@career/api-sdk';
import { ANCHORS, STATEMENTS } from '../careerAnchor/content';
import {
  type CareerAnchorContent,
  LEAD_MARGIN,
  RATING_MAX,
  RATING_MIN,
  scoreCareerAnchor,
} from '../careerAnchor/scoring';
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

// career-anchor/2 on simulated respondents: 40 statements rated 1–6, the three picks from the
// statements rated highest (as the root screen offers them).

/** True levels of the eight anchors by place, relative to the scale's middle (3.5). */
const LEVELS = [1.8, 1.2, 0.7, 0.2, -0.2, -0.6, -1.0, -1.4];
const SCALE = [RATING_MIN, RATING_MAX] as const;

const content: CareerAnchorContent = {
  anchors: ANCHORS.map((anchor) => ({ ...anchor })),
  statements: STATEMENTS.map((statement, index) => ({ id: index + 1, ...statement })),
};
const half = (parity: number): CareerAnchorContent => ({
  ...content,
  statements: content.statements.filter((statement) => {
    const own = content.statements.filter((other) => other.anchor === statement.anchor);
    return own.indexOf(statement) % 2 === parity;
  }),
});
const halves = [half(0), half(1)] as const;

function measure(condition: string, people: readonly Respondent[], seed: number): Figures {
  const random = seeded(seed);
  let first = 0;
  let topThree = 0;
  let splitHalf = 0;
  let flagged = 0;
  let clear = 0;
  let firstWhenClear = 0;
  for (const person of people) {
    const ratings = new Map(content.statements.map((statement) => [statement.id, person.rate(statement.anchor)]));
    const answers = { ratings, picks: topRated(random, ratings, 3) };
    const result = scoreCareerAnchor(content, answers);
    const ranked = result.scores.map((score) => score.code);
    if (ranked[0] === person.order[0]) first += 1;
    if (ranked.slice(0, 3).sort().join() === person.order.slice(0, 3).sort().join()) topThree += 1;
    const [odd, even] = halves.map((part) => {
      const own = new Set(part.statements.map((statement) => statement.id));
      return scoreCareerAnchor(part, { ratings, picks: answers.picks.filter((id) => own.has(id)) }).scores[0]?.code;
    });
    if (odd === even) splitHalf += 1;
    const isClear = (result.scores[0]?.score ?? 0) - (result.scores[1]?.score ?? 0) >= LEAD_MARGIN;
    if (isClear) {
      clear += 1;
      if (ranked[0] === person.order[0]) firstWhenClear += 1;
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
export function validateCareerAnchor(respondents = 1000, seed = 20261126): Figures[] {
  const random = seeded(seed);
  const consistent = (condition: Condition) =>
    Array.from({ length: respondents }, () => consistentRespondent(random, ANCHOR_CODES, LEVELS, condition, SCALE));
  return [
    ...CONDITIONS.map((condition, index) => measure(condition.name, consistent(condition), seed + index + 1)),
    measure(
      'random',
      Array.from({ length: respondents }, () => randomResponder(random, ANCHOR_CODES, SCALE)),
      seed + 99,
    ),
  ];
}
