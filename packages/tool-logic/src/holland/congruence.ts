import { EDUCATION_LEVELS, HOLLAND_LETTERS } from '@career/api-sdk';
import { withParticle } from '../text/korean';

// Fit of an occupation to a person by the congruence of their Holland codes (decision 021): Iachan's
// M index (Iachan 1984), the one rule of every tool that recommends occupations (ptid, job card,
// career model). Each letter the two three-letter codes share earns points by its place in both:
//
//                     occupation 1st  2nd  3rd
//   person 1st                    22   10    4
//   person 2nd                    10    5    2
//   person 3rd                     4    2    1
//
// An exact match scores 28, the most there is. An occupation with a shorter code can only score
// less (plain R against RIC: 22), so an exact three-letter match always outranks a partial one.
// Fit on screens is 100 × M / 28, rounded. Equal fits stay equal: the ranking's second key is how
// close the occupation's usual education is to the person's own or target level, then the name,
// and each occupation says how many others share its fit, so the screen can say "적합도 같음".

export type HollandLetter = (typeof HOLLAND_LETTERS)[number];
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const CONGRUENCE_VERSION = 'iachan-m/1';
export const M_INDEX_WEIGHTS = [
  [22, 10, 4],
  [10, 5, 2],
  [4, 2, 1],
] as const;
export const M_INDEX_MAX = 28;

export interface SharedLetter {
  letter: HollandLetter;
  /** 1–3: its place in the person's code. */
  personPlace: number;
  /** 1–3: its place in the occupation's code. */
  occupationPlace: number;
  points: number;
}

export interface Congruence {
  /** Iachan's M, 0–28. */
  index: number;
  /** 0–100: the index as a share of an exact match. */
  fit: number;
  /** The letters the codes share, in the occupation's order: the "why" of a fit. */
  shared: SharedLetter[];
}

export const isHollandLetter = (value: unknown): value is HollandLetter =>
  typeof value === 'string' && (HOLLAND_LETTERS as readonly string[]).includes(value);

/** The first three distinct Holland letters of a code, in order. */
export function lettersOf(code: string): HollandLetter[] {
  return [...new Set([...code].filter(isHollandLetter))].slice(0, 3);
}

/** How congruent an occupation's code is with a person's (see the header). */
export function congruence(personCode: string, occupationCode: string): Congruence {
  const person = lettersOf(personCode);
  const shared = lettersOf(occupationCode).flatMap((letter, occupationIndex): SharedLetter[] => {
    const personIndex = person.indexOf(letter);
    if (personIndex < 0) return [];
    const points = M_INDEX_WEIGHTS[personIndex]?.[occupationIndex] ?? 0;
    return [{ letter, personPlace: personIndex + 1, occupationPlace: occupationIndex + 1, points }];
  });
  const index = shared.reduce((sum, letter) => sum + letter.points, 0);
  return { index, fit: Math.round((100 * index) / M_INDEX_MAX), shared };
}

/** Steps between two education levels (0 when the same). */
export const levelGap = (a: EducationLevel, b: EducationLevel) =>
  Math.abs(EDUCATION_LEVELS.indexOf(a) - EDUCATION_LEVELS.indexOf(b));

export interface Ranked extends Congruence {
  /** Steps between the occupation's usual education and the person's level; null when no level was given. */
  levelGap: number | null;
  /** How many other occupations of the list have the same fit ("적합도 같음"). */
  sameFit: number;
}

/**
 * Occupations by congruence with the person's code, best first; equal fits by the nearer education
 * level (when the person's level is known), then by name. Occupations that share no letter are left out.
 */
export function rankByCongruence<T extends { name: string; holland: string; education: EducationLevel }>(
  occupations: readonly T[],
  personCode: string,
  level?: EducationLevel | null,
): (T & Ranked)[] {
  const ranked = occupations
    .map((occupation) => ({
      ...occupation,
      ...congruence(personCode, occupation.holland),
      levelGap: level ? levelGap(level, occupation.education) : null,
      sameFit: 0,
    }))
    .filter((occupation) => occupation.index > 0)
    .sort((a, b) => b.index - a.index || (a.levelGap ?? 0) - (b.levelGap ?? 0) || a.name.localeCompare(b.name, 'ko'));
  const counts = new Map<number, number>();
  for (const occupation of ranked) counts.set(occupation.index, (counts.get(occupation.index) ?? 0) + 1);
  for (const occupation of ranked) occupation.sameFit = (counts.get(occupation.index) ?? 1) - 1;
  return ranked;
}

/** The most occupations a list shows, ties included. */
export const TIE_CAP = 50;

/**
 * The first `size` occupations of a ranked list, and every one after them that fits as well as the
 * last (up to `cap`): a name never decides which of two equally fitting occupations is recommended.
 */
export function withTies<T extends { index: number }>(ranked: readonly T[], size: number, cap = TIE_CAP): T[] {
  const last = ranked[size - 1];
  if (!last) return ranked.slice(0, cap);
  let end = size;
  while (end < ranked.length && end < cap && ranked[end]?.index === last.index) end += 1;
  return ranked.slice(0, end);
}

export const LEVEL_NAMES: Record<EducationLevel, string> = {
  high_school: '고졸',
  associate: '전문대졸',
  bachelor: '대졸',
  graduate: '대학원졸',
};

/**
 * Why an occupation fits, in the person's own letters: "직업 코드 IRE의 I·R이 내 코드 RIC에도
 * 있습니다 (I는 내 2순위, 직업의 1순위)". `names` gives each letter's Korean type name.
 */
export function whyCongruent(
  personCode: string,
  occupationCode: string,
  shared: readonly SharedLetter[],
  names: Readonly<Record<string, string>> = {},
): string {
  if (shared.length === 0) return `직업 코드 ${occupationCode}에는 내 코드 ${personCode}의 글자가 없습니다.`;
  const named = (letter: string) => (names[letter] ? `${letter}(${names[letter]})` : letter);
  const places = shared
    .map((letter) => `${named(letter.letter)}: 내 ${letter.personPlace}순위 · 직업의 ${letter.occupationPlace}순위`)
    .join(', ');
  if (shared.length === 3 && shared.every((letter) => letter.personPlace === letter.occupationPlace)) {
    return `직업 코드 ${withParticle(occupationCode, '이/가')} 내 코드와 세 글자 순서까지 같습니다.`;
  }
  return `직업 코드 ${withParticle(occupationCode, '과/와')} 내 코드 ${withParticle(personCode, '이/가')} ${shared.length}글자를 함께 가집니다 (${places}).`;
}
