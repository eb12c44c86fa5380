import { HOLLAND_LETTERS } from '@career/api-sdk';
import type { Random } from '../validation/random';
import {
  consistentRespondent,
  type Figures,
  type Respondent,
  randomResponder,
  topRated,
  validate,
} from '../validation/respondents';
import { ACTIVITIES, HOLLAND_TYPES } from './content';
import { LEAD_MARGIN, type PtidContent, RATING_MAX, RATING_MIN, scorePtid } from './scoring';

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

function answer(respondent: Respondent, random: Random, blur: number) {
  const ratings = new Map(content.activities.map((activity) => [activity.id, respondent.rate(activity.type)]));
  const picks = topRated(random, ratings, 3);
  const believed = respondent.order.map((letter, place) => ({ letter, key: place + random.normal(blur) }));
  const ranking = believed.sort((a, b) => a.key - b.key).map((entry) => entry.letter);
  return { ratings, picks, ranking };
}

/** The figures for each condition and for random responders, from fixed seeds. */
export function validatePtid(respondents = 1000, seed = 20261126): Figures[] {
  return validate<Respondent>(
    {
      consistent: (random, condition) => consistentRespondent(random, HOLLAND_LETTERS, LEVELS, condition, SCALE),
      random: (random) => randomResponder(random, HOLLAND_LETTERS, SCALE),
      run(person, random, { condition }) {
        const answers = answer(person, random, condition === 'random' ? 10 : 1);
        const result = scorePtid(content, answers);
        const [odd, even] = halves.map((part) => scorePtid(part, answers).code[0]);
        return {
          ranked: [...result.code],
          halves: [odd, even],
          clear: (result.scores[0]?.checklist ?? 0) - (result.scores[1]?.checklist ?? 0) >= LEAD_MARGIN,
          notes: result.quality ?? [],
        };
      },
    },
    respondents,
    seed,
  );
}

/** This tool's figures as `pnpm validate:tools` prints them. */
export const validation = { title: 'personality type (ptid/2)', figures: validatePtid };
