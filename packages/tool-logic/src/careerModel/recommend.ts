import { EDUCATION_LABELS, type EDUCATION_LEVELS } from '@career/api-sdk';
import { congruence, lettersOf, levelGap, whyCongruent, withTies } from '../holland/congruence';
import { listOf, withParticle } from '../text/korean';

// Career model's recommendations (issue 21, decision 029): occupations, majors and training paths
// from the reference data, each saying which of the student's results carried it. Occupations are
// ranked by the one fit rule of every tool (Iachan's M over three-letter Holland codes, decision
// 021), then by how near their usual education is to the student's level, then by the cards the
// student liked, the fields their career anchors favour and the letters their strong cores lean to.
// Those further keys only order occupations the code leaves equal; without a code they are the
// only keys, and the recommendation says so.

type Level = (typeof EDUCATION_LEVELS)[number];
export type Source = 'ptid' | 'job-card' | 'career-anchor' | 'core-coloring' | 'education' | 'major';

export interface CarriedBy {
  source: Source;
  text: string;
}

/** What the student has, as the recommendations read it. */
export interface Basis {
  /** Their interest code: ptid's, else job card's. */
  code: { code: string; source: 'ptid' | 'job-card' } | null;
  /** Their two anchors (the second left out when tied). */
  anchors: readonly { code: string; name: string }[];
  /** Their strongest cores and the cores they want to grow. */
  cores: { top: readonly { code: string; name: string }[]; growth: readonly { code: string; name: string }[] };
  /** Occupations whose cards they liked. */
  liked: readonly number[];
  education: Level | null;
  major: string;
}

export interface CandidateOccupation {
  id: number;
  name: string;
  holland: string;
  education: Level;
  group: { code: string; name: string };
}

/**
 * The KECO major groups people holding each anchor often look to (our reading of Schein's anchors
 * against the fields of work; decision 029). Lifestyle (LS) is about how work fits a life, not a
 * field, so it orders nothing.
 */
export const ANCHOR_FIELDS: Readonly<Record<string, readonly string[]>> = {
  TF: ['1', '3'],
  GM: ['0'],
  AU: ['4'],
  SE: ['0', '2'],
  EC: ['4', '6'],
  SV: ['2', '3'],
  CH: ['1', '6'],
  LS: [],
};

/** The Holland letter each core leans to (none for 자기 존중 and 열정, which show in any work). */
export const CORE_LETTERS: Readonly<Record<string, string>> = {
  C1: 'I',
  C2: 'S',
  C3: 'E',
  C5: 'S',
  C7: 'C',
  C8: 'S',
  C9: 'R',
};

export interface RecommendedJob extends CandidateOccupation {
  /** Fit with the code, 0–100; null without a code. */
  fit: number | null;
  /** How many others of the list share the fit. */
  same_fit: number;
  education_label: string;
  carried_by: CarriedBy[];
}

const LEVEL_WORDS: Record<Level, string> = {
  high_school: '고졸',
  associate: '전문대졸',
  bachelor: '대졸',
  graduate: '대학원졸',
};

/** How many of the listed occupations to recommend. */
export const JOB_COUNT = 10;

/**
 * Occupations for the student, best first, each with what carried it (see the header). `all` keeps
 * those no result carried (the occupations a student chose, read again).
 */
export function recommendJobs(
  occupations: readonly CandidateOccupation[],
  basis: Basis,
  { count = JOB_COUNT, all = false }: { count?: number; all?: boolean } = {},
): RecommendedJob[] {
  const anchorFields = new Map<string, string>();
  for (const anchor of basis.anchors)
    for (const field of ANCHOR_FIELDS[anchor.code] ?? [])
      if (!anchorFields.has(field)) anchorFields.set(field, anchor.name);
  const coreLetters = new Map<string, string>();
  for (const core of basis.cores.top) {
    const letter = CORE_LETTERS[core.code];
    if (letter && !coreLetters.has(letter)) coreLetters.set(letter, core.name);
  }
  const liked = new Set(basis.liked);
  const code = basis.code;

  const scored = occupations.map((occupation) => {
    const fit = code ? congruence(code.code, occupation.holland) : null;
    const gap = basis.education ? levelGap(basis.education, occupation.education) : null;
    const anchor = anchorFields.get(occupation.group.code.slice(0, 1)) ?? null;
    // A core counts for an occupation whose code leads with its letter (first or second), not trails it.
    const cores = lettersOf(occupation.holland)
      .slice(0, 2)
      .filter((letter) => coreLetters.has(letter));
    const carried: CarriedBy[] = [];
    if (code && fit && fit.index > 0) {
      carried.push({
        source: code.source,
        text: `${code.source === 'ptid' ? '성격 유형' : '직업 카드'} 결과의 ${whyCongruent(code.code, occupation.holland, fit.shared)}`,
      });
    }
    if (liked.has(occupation.id)) carried.push({ source: 'job-card', text: '직업 카드에서 끌린다고 고른 직업입니다.' });
    if (anchor)
      carried.push({
        source: 'career-anchor',
        text: `커리어 앵커 ${withParticle(anchor, '을/를')} 중시하는 사람이 자주 찾는 분야(${occupation.group.name})입니다.`,
      });
    if (cores.length > 0)
      carried.push({
        source: 'core-coloring',
        text: `강한 코어 ${withParticle(listOf(cores.map((letter) => coreLetters.get(letter) ?? letter)), '이/가')} 쓰이기 쉬운 흥미 유형 ${cores.join('·')}의 직업입니다.`,
      });
    if (basis.education && gap !== null)
      carried.push({
        source: 'education',
        text:
          gap === 0
            ? `보통 ${LEVEL_WORDS[occupation.education]} 학력으로 일하는 직업으로, 내 학력(목표)과 같습니다.`
            : `보통 ${LEVEL_WORDS[occupation.education]} 학력으로 일하는 직업입니다 (내 학력(목표): ${LEVEL_WORDS[basis.education]}).`,
      });
    return {
      ...occupation,
      index: fit?.index ?? 0,
      fit: fit ? fit.fit : null,
      gap: gap ?? 0,
      liked: liked.has(occupation.id) ? 1 : 0,
      anchor: anchor ? 1 : 0,
      cores: cores.length,
      carried,
    };
  });
  // With a code, an occupation must share a letter with it; without one, it must be carried by a result.
  const eligible = scored.filter(
    (entry) => all || (code ? entry.index > 0 : entry.liked + entry.anchor + entry.cores > 0),
  );
  eligible.sort(
    (a, b) =>
      b.index - a.index ||
      a.gap - b.gap ||
      b.liked - a.liked ||
      b.anchor - a.anchor ||
      b.cores - a.cores ||
      a.name.localeCompare(b.name, 'ko'),
  );
  // Equal fits are counted over every eligible occupation, not only those shown.
  const counts = new Map<number, number>();
  for (const entry of eligible) counts.set(entry.index, (counts.get(entry.index) ?? 0) + 1);
  const top = code ? withTies(eligible, count) : eligible.slice(0, count);
  return top.map((entry) => ({
    id: entry.id,
    name: entry.name,
    holland: entry.holland,
    education: entry.education,
    group: entry.group,
    fit: entry.fit,
    same_fit: code ? (counts.get(entry.index) ?? 1) - 1 : 0,
    education_label: EDUCATION_LABELS[entry.education],
    carried_by: entry.carried,
  }));
}

export interface LinkedItem {
  id: number;
  /** The occupations (of those given) it is linked to. */
  occupations: readonly number[];
}

/**
 * Majors or training paths for the chosen occupations: those serving more of them first, then in
 * the order the occupations were chosen; each names the occupations it serves.
 */
export function rankLinked<T extends LinkedItem & { name: string }>(
  items: readonly T[],
  chosen: readonly { id: number; name: string }[],
): (T & { for_jobs: string[] })[] {
  const order = new Map(chosen.map((job, index) => [job.id, index] as const));
  return items
    .map((item) => {
      const serves = item.occupations
        .filter((id) => order.has(id))
        .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
      return { ...item, serves, for_jobs: serves.map((id) => chosen[order.get(id) ?? 0]?.name ?? '') };
    })
    .filter((item) => item.serves.length > 0)
    .sort(
      (a, b) =>
        b.serves.length - a.serves.length ||
        (order.get(a.serves[0] ?? 0) ?? 0) - (order.get(b.serves[0] ?? 0) ?? 0) ||
        a.name.localeCompare(b.name, 'ko'),
    )
    .map(({ serves: _serves, ...item }) => item as T & { for_jobs: string[] });
}
