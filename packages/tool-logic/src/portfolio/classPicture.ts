import { HOLLAND_LETTERS, HOLLAND_NAMES, type PortfolioPart, READINESS_LEVELS } from '@career/api-sdk';

// A class's picture for the university (issue 39, decision 059): how the class's latest results
// fall, in counts of people, never anyone's answers. A figure about fewer than `SMALL_GROUP` people
// is not given (null): the screen says "5명 미만" instead, so no one can be picked out of a bar.

/** The fewest people a figure may describe. */
export const SMALL_GROUP = 5;

/** One student's kept results up to a day, oldest first, with what each tool took from them. */
export interface StudentParts {
  userId: number;
  parts: readonly { created_at: Date; part: PortfolioPart }[];
}

/** How many people fall in one bin: null when fewer than SMALL_GROUP (and more than none). */
export interface Bin {
  key: string;
  label: string;
  count: number | null;
}

/** A distribution over the people who have the result it reads. */
export interface Distribution {
  /** How many have the result (null when fewer than SMALL_GROUP: nothing is shown). */
  people: number | null;
  bins: Bin[];
}

export interface ClassPicture {
  /** 흥미 코드's first letter, each student's latest code. */
  interest: Distribution;
  /** The first anchor of each student's latest career anchor. */
  anchors: Distribution;
  /** The strongest cores of each student's latest core coloring (a student counts in each of theirs). */
  cores: Distribution;
  /** The counsellor's readiness check, by aspect. */
  readiness: { info: Distribution; fit: Distribution; plan: Distribution };
  /** Occupations students aimed at, those aimed at by SMALL_GROUP or more, most first. */
  occupations: { people: number | null; items: { name: string; count: number }[] };
}

const shown = (count: number) => (count >= SMALL_GROUP || count === 0 ? count : null);

/** The latest part of a student that `has` holds for. */
const latest = (student: StudentParts, has: (part: PortfolioPart) => boolean) =>
  [...student.parts].reverse().find((entry) => has(entry.part))?.part;

/** Counts people per key over the students `keysOf` gives keys for, in the bins' order. */
function distribution(
  students: readonly StudentParts[],
  keysOf: (student: StudentParts) => readonly string[] | undefined,
  bins: readonly { key: string; label: string }[] | null,
): Distribution {
  const counts = new Map<string, number>();
  let people = 0;
  for (const student of students) {
    const keys = keysOf(student);
    if (!keys || keys.length === 0) continue;
    people += 1;
    for (const key of new Set(keys)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  if (people < SMALL_GROUP) return { people: people === 0 ? 0 : null, bins: [] };
  // Without fixed bins, the keys found, most people first (the caller puts their names on).
  const order =
    bins ??
    [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0)).map((key) => ({ key, label: key }));
  return {
    people,
    bins: order.map((bin) => ({ key: bin.key, label: bin.label, count: shown(counts.get(bin.key) ?? 0) })),
  };
}

/** Each name's label as the parts gave it (anchors and cores carry their names). */
function namedBins(
  students: readonly StudentParts[],
  pick: (part: PortfolioPart) => { code: string; name: string }[] | undefined,
) {
  const names = new Map<string, string>();
  for (const student of students)
    for (const { part } of student.parts) for (const entry of pick(part) ?? []) names.set(entry.code, entry.name);
  return names;
}

/** The class's picture from each student's parts (only the people given: the class's participants). */
export function classPictureOf(students: readonly StudentParts[]): ClassPicture {
  const anchorNames = namedBins(students, (part) => part.anchors);
  const coreNames = namedBins(students, (part) => part.cores);
  const withNames = (names: Map<string, string>, dist: Distribution): Distribution => ({
    ...dist,
    bins: dist.bins.map((bin) => ({ ...bin, label: names.get(bin.key) ?? bin.label })),
  });
  const levels = READINESS_LEVELS.map((level) => ({ key: level.key, label: level.label }));
  const readiness = (aspect: 'info' | 'fit' | 'plan') =>
    distribution(
      students,
      (student) => {
        const check = latest(student, (part) => part.readiness !== undefined)?.readiness;
        return check ? [check[aspect]] : undefined;
      },
      levels,
    );
  const aimedBy = new Map<string, number>();
  let aiming = 0;
  for (const student of students) {
    const names = new Set(student.parts.flatMap(({ part }) => part.aimed ?? []));
    if (names.size > 0) aiming += 1;
    for (const name of names) aimedBy.set(name, (aimedBy.get(name) ?? 0) + 1);
  }
  return {
    interest: distribution(
      students,
      (student) => {
        const code = latest(student, (part) => Boolean(part.interest))?.interest;
        return code ? [code[0] ?? ''] : undefined;
      },
      HOLLAND_LETTERS.map((letter) => ({ key: letter, label: `${letter} ${HOLLAND_NAMES[letter]}` })),
    ),
    anchors: withNames(
      anchorNames,
      distribution(
        students,
        (student) =>
          latest(student, (part) => (part.anchors?.length ?? 0) > 0)
            ?.anchors?.slice(0, 1)
            .map((a) => a.code),
        null,
      ),
    ),
    cores: withNames(
      coreNames,
      distribution(
        students,
        (student) => latest(student, (part) => (part.cores?.length ?? 0) > 0)?.cores?.map((c) => c.code),
        null,
      ),
    ),
    readiness: { info: readiness('info'), fit: readiness('fit'), plan: readiness('plan') },
    occupations: {
      people: aiming === 0 ? 0 : aiming < SMALL_GROUP ? null : aiming,
      items:
        aiming < SMALL_GROUP
          ? []
          : [...aimedBy.entries()]
              .filter(([, count]) => count >= SMALL_GROUP)
              .map(([name, count]) => ({ name, count }))
              .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'ko'))
              .slice(0, 10),
    },
  };
}
