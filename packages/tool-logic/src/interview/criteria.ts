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
  /** How many answers each rated on it, and how many both did. */
  selfCount: number;
  raterCount: number;
  bothCount: number;
  /**
   * Whether the two differ by DISAGREEMENT or more over the answers both rated: each side's own
   * average would set a rater's three answers against the student's five, and call a perfect
   * agreement on those three a disagreement.
   */
  disagree: boolean;
}

/** One answer's scores: the student's own, and the rater's when they rated it. */
export interface AnswerScores {
  self: CriterionScores;
  rater: CriterionScores | null;
}

const average = (values: readonly number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;

const valid = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/** The student's and the rater's scores side by side, criterion by criterion, answer by answer. */
export function compareScores(answers: readonly AnswerScores[]): CriterionComparison[] {
  return INTERVIEW_CRITERIA.map(({ key, label }) => {
    const mine = answers.map((answer) => answer.self[key]).filter(valid);
    const theirs = answers.map((answer) => answer.rater?.[key]).filter(valid);
    const both = answers.flatMap((answer) => {
      const own = answer.self[key];
      const rated = answer.rater?.[key];
      return valid(own) && valid(rated) ? [[own, rated] as const] : [];
    });
    const selfBoth = average(both.map(([own]) => own));
    const raterBoth = average(both.map(([, rated]) => rated));
    return {
      criterion: key,
      label,
      self: average(mine),
      rater: average(theirs),
      selfCount: mine.length,
      raterCount: theirs.length,
      bothCount: both.length,
      disagree: selfBoth !== null && raterBoth !== null && Math.abs(selfBoth - raterBoth) >= DISAGREEMENT,
    };
  });
}
