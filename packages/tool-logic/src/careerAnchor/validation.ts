import { ANCHOR_CODES } from '@career/api-sdk';
import {
  consistentRespondent,
  type Figures,
  type Respondent,
  randomResponder,
  topRated,
  validate,
} from '../validation/respondents';
import { ANCHORS, STATEMENTS } from './content';
import { type CareerAnchorContent, LEAD_MARGIN, RATING_MAX, RATING_MIN, scoreCareerAnchor } from './scoring';

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

/** The figures for each condition and for random responders, from fixed seeds. */
export function validateCareerAnchor(respondents = 1000, seed = 20261126): Figures[] {
  return validate<Respondent>(
    {
      consistent: (random, condition) => consistentRespondent(random, ANCHOR_CODES, LEVELS, condition, SCALE),
      random: (random) => randomResponder(random, ANCHOR_CODES, SCALE),
      run(person, random) {
        const ratings = new Map(content.statements.map((statement) => [statement.id, person.rate(statement.anchor)]));
        const answers = { ratings, picks: topRated(random, ratings, 3) };
        const result = scoreCareerAnchor(content, answers);
        const [odd, even] = halves.map((part) => {
          const own = new Set(part.statements.map((statement) => statement.id));
          return scoreCareerAnchor(part, { ratings, picks: answers.picks.filter((id) => own.has(id)) }).scores[0]?.code;
        });
        return {
          ranked: result.scores.map((score) => score.code),
          halves: [odd, even],
          clear: (result.scores[0]?.score ?? 0) - (result.scores[1]?.score ?? 0) >= LEAD_MARGIN,
          notes: result.quality ?? [],
        };
      },
    },
    respondents,
    seed,
  );
}

/** This tool's figures as `pnpm validate:tools` prints them. */
export const validation = { title: 'career anchor (career-anchor/2)', figures: validateCareerAnchor };
