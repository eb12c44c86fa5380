import type { PtidResult } from '@career/api-sdk';
import {
  type Congruence,
  congruence,
  type EducationLevel,
  levelGap,
  type Ranked,
  rankByCongruence,
  whyCongruent,
} from '../holland';

export type { EducationLevel } from '../holland';

// Occupations for a ptid result: the congruence of their code with the result's (decision 021),
// equal fits ordered by the nearer education level, each saying why in the user's own letters.

interface Occupation {
  name: string;
  holland: string;
  education: EducationLevel;
}

type ResultCode = Pick<PtidResult, 'code' | 'content'>;

const typeNames = (result: ResultCode) =>
  Object.fromEntries(result.content.types.map((type) => [type.code, type.name]));

/** Every occupation sharing a letter with the code, best fit first, each with why. */
export function recommendFor<T extends Occupation>(
  occupations: readonly T[],
  result: ResultCode,
  level?: EducationLevel | null,
): (T & Ranked & { why: string })[] {
  const names = typeNames(result);
  return rankByCongruence(occupations, result.code, level).map((occupation) => ({
    ...occupation,
    why: whyCongruent(result.code, occupation.holland, occupation.shared, names),
  }));
}

/** One occupation (the dream one) against the code, whatever its fit. */
export function fitOfOccupation<T extends Occupation>(
  occupation: T,
  result: ResultCode,
  level?: EducationLevel | null,
): T & Congruence & { levelGap: number | null; sameFit: number; why: string } {
  const fit = congruence(result.code, occupation.holland);
  return {
    ...occupation,
    ...fit,
    levelGap: level ? levelGap(level, occupation.education) : null,
    sameFit: 0,
    why: whyCongruent(result.code, occupation.holland, fit.shared, typeNames(result)),
  };
}

interface Categorised {
  name: string;
  fit: number;
  small: { code: string; name: string };
  large: { code: string; name: string };
}

/**
 * The middle groups of the ranked occupations (of one major group when `large` is given), best
 * first: each fits as the mean of its three best-fitting occupations, which it names.
 */
export function categoriesOf(ranked: readonly Categorised[], large?: string) {
  const byCategory = new Map<string, Categorised[]>();
  for (const occupation of ranked) {
    if (large !== undefined && occupation.large.code !== large) continue;
    byCategory.set(occupation.small.code, [...(byCategory.get(occupation.small.code) ?? []), occupation]);
  }
  return [...byCategory.values()]
    .flatMap((occupations) => {
      const [first] = occupations;
      if (!first) return [];
      const best = occupations.slice(0, 3);
      const mean = best.reduce((sum, occupation) => sum + occupation.fit, 0) / best.length;
      return [
        {
          code: first.small.code,
          name: first.small.name,
          large: first.large,
          occupation_count: occupations.length,
          fit: Math.round(mean * 10) / 10,
          examples: best.map((occupation) => occupation.name),
        },
      ];
    })
    .sort((a, b) => b.fit - a.fit || a.code.localeCompare(b.code));
}

/** An occupation as the recommend call answers it (the contract's snake case). */
export function asRecommended<T extends { levelGap: number | null; sameFit: number }>(occupation: T) {
  const { levelGap, sameFit, ...rest } = occupation;
  return { ...rest, level_gap: levelGap, same_fit: sameFit };
}
