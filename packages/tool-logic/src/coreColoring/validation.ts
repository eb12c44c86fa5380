import { CORE_CODES } from '@career/api-sdk';
import type { Random } from '../validation/random';
import { type Condition, type Figures, validate } from '../validation/respondents';
import { CORES, QUADRANT_CONTENT, STATEMENTS } from './content';
import {
  answersFrom,
  COLORS,
  type CoreColor,
  type CoreColoringContent,
  colorItem,
  LEAD_MARGIN,
  missingAnswers,
  ROOT_ITEM,
  ROOT_MAX,
  scoreCoreColoring,
  wantItem,
} from './scoring';

// core-coloring/2 on simulated respondents: the 72 seed statements (8 a core, served interleaved),
// each colored, red and yellow ones marked 더 키우고 싶어요 or not, then up to five red statements kept
// in round 2, answered as the screens save them (`c{id}`, `w{id}`, `root`) and read by the server's
// path: `answersFrom`, `missingAnswers` (must be empty), `scoreCoreColoring`.
//
// A consistent person has a true strength per core (LEVELS, in a random order of cores) and a wish
// to grow each core (normal, independent of its strength). A statement's felt strength is its
// core's level plus answer noise: 0.5 or more is red (지금의 나), from −0.5 yellow (가끔의 나), lower
// is not the person now: green when the wish plus noise reaches 0.5 (되고 싶은 나), else none. The
// same wish test marks a red or yellow statement. A careless answer is a color at random (and a
// mark at random). Round 2 keeps the five red statements felt strongest (all of them when fewer),
// as the round-2 screen lists the red ones to choose from. A random responder colors, marks and
// keeps at random (a valid count of red statements, one to five).

/** True strength of the nine cores by place, in answer steps around 가끔 (yellow): clearly present to absent. */
const LEVELS = [1.5, 1.0, 0.5, 0.1, -0.3, -0.7, -1.0, -1.3, -1.6];
const RED_FROM = 0.5;
const YELLOW_FROM = -0.5;
const WISH_FROM = 0.5;

const content: CoreColoringContent = {
  cores: CORES.map(({ strengthUse, growthTip, ...core }) => ({
    ...core,
    strength_use: strengthUse,
    growth_tip: growthTip,
  })),
  statements: STATEMENTS.map((statement, index) => ({ id: index + 1, ...statement })),
  quadrants: [...QUADRANT_CONTENT],
};
const half = (parity: number): CoreColoringContent => ({
  ...content,
  statements: content.statements.filter((statement) => {
    const own = content.statements.filter((other) => other.core === statement.core);
    return own.indexOf(statement) % 2 === parity;
  }),
});
const halves = [half(0), half(1)] as const;

/** A simulated person: the cores truest first, and how they answer one statement. */
interface Person {
  order: readonly string[];
  answer(core: string): { color: CoreColor; marked: boolean; felt: number };
}

function consistentPerson(random: Random, condition: Condition): Person {
  const order = random.shuffle(CORE_CODES);
  const level = new Map<string, number>(order.map((code, place) => [code, LEVELS[place] ?? 0]));
  const wish = new Map<string, number>(order.map((code) => [code, random.normal()]));
  return {
    order,
    answer: (core) => {
      const felt = (level.get(core) ?? 0) + random.normal(condition.noise);
      if (random.next() < condition.careless)
        return { color: COLORS[random.int(0, 3)] ?? 'none', marked: random.next() < 0.5, felt };
      const wanted = (wish.get(core) ?? 0) + random.normal(condition.noise) >= WISH_FROM;
      if (felt >= RED_FROM) return { color: 'red', marked: wanted, felt };
      if (felt >= YELLOW_FROM) return { color: 'yellow', marked: wanted, felt };
      return { color: wanted ? 'green' : 'none', marked: false, felt };
    },
  };
}

function randomPerson(random: Random): Person {
  return {
    order: random.shuffle(CORE_CODES),
    answer: () => ({ color: COLORS[random.int(0, 3)] ?? 'none', marked: random.next() < 0.5, felt: random.next() }),
  };
}

/** The answer items as the screens save them: colors, marks on red and yellow, the kept red statements. */
function valuesOf(person: Person, random: Random, isRandom: boolean): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const reds: { id: number; felt: number }[] = [];
  for (const statement of content.statements) {
    const { color, marked, felt } = person.answer(statement.core);
    values[colorItem(statement.id)] = color;
    if (color === 'red' || color === 'yellow') values[wantItem(statement.id)] = marked;
    if (color === 'red') reds.push({ id: statement.id, felt });
  }
  const kept = isRandom
    ? random.shuffle(reds).slice(0, random.int(1, Math.min(ROOT_MAX, Math.max(1, reds.length))))
    : [...reds].sort((a, b) => b.felt - a.felt).slice(0, ROOT_MAX);
  values[ROOT_ITEM] = kept.map((statement) => statement.id);
  return values;
}

/** The figures for each condition and for random responders, from fixed seeds. */
export function validateCoreColoring(respondents = 1000, seed = 20261126): Figures[] {
  return validate<Person>(
    {
      consistent: consistentPerson,
      random: randomPerson,
      run(person, random, { condition }) {
        const answers = answersFrom(valuesOf(person, random, condition === 'random'));
        if (missingAnswers(content.statements, answers).length > 0) throw new Error('a simulated run is incomplete');
        const result = scoreCoreColoring(content, answers);
        const [odd, even] = halves.map((part) => {
          const own = new Set(part.statements.map((statement) => statement.id));
          return scoreCoreColoring(part, { ...answers, root: answers.root.filter((id) => own.has(id)) }).top[0];
        });
        // A first the result calls clear: it leads the second by the lead margin (else a note says it is not).
        const score = (code: string | undefined) => result.cores.find((core) => core.code === code)?.score ?? 0;
        return {
          ranked: result.top,
          halves: [odd, even],
          clear: result.top[0] !== undefined && score(result.ranking[0]) - score(result.ranking[1]) >= LEAD_MARGIN,
          notes: result.quality,
        };
      },
    },
    respondents,
    seed,
  );
}

/** This tool's figures as `pnpm validate:tools` prints them. */
export const validation = {
  title: 'core coloring (core-coloring/2), first = strongest core',
  figures: validateCoreColoring,
};
