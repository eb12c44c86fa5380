import { INTERVIEW_CRITERIA, type InterviewCriterion } from '@career/api-sdk';

// Interview scores by criterion (issue 21, second stage): each answer rated 1–5 on four criteria by
// the student and by the consultant or instructor, set side by side; where the two differ by a
// point and a half or more on average, it is said, as a thing to talk about, not a verdict.

export { INTERVIEW_CRITERIA, type InterviewCriterion } from '@career/api-sdk';

/** One rater's scores of one answer, 1–5 by criterion (a criterion left out was not scored). */
export type CriterionScores = Partial<Record<InterviewCriterion, number>>;

/** How far apart the two averages must be to be said to disagree. */
export const DISAGREEMENT = 1.5;

export interface CriterionComparison {
  criterion: InterviewCriterion;
  label: string;
  /** Averages over the answers each rated (null when none was). */
  self: number | null;
  rater: number | null;
  /** How many answers each rated on it. */
  selfCount: number;
  raterCount: number;
  disagree: boolean;
}

const average = (values: readonly number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;

const valid = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/** The student's and the rater's scores side by side, criterion by criterion, over every answer. */
export function compareScores(
  self: readonly CriterionScores[],
  rater: readonly CriterionScores[],
): CriterionComparison[] {
  return INTERVIEW_CRITERIA.map(({ key, label }) => {
    const mine = self.map((scores) => scores[key]).filter(valid);
    const theirs = rater.map((scores) => scores[key]).filter(valid);
    const selfAverage = average(mine);
    const raterAverage = average(theirs);
    return {
      criterion: key,
      label,
      self: selfAverage,
      rater: raterAverage,
      selfCount: mine.length,
      raterCount: theirs.length,
      disagree: selfAverage !== null && raterAverage !== null && Math.abs(selfAverage - raterAverage) >= DISAGREEMENT,
    };
  });
}
