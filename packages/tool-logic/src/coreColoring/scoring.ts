import { CORE_CODES, type CoreColoringScoreV2, type QualityNote } from '@career/api-sdk';
import { CONSISTENCY_MIN, consistencyOf, inconsistentNote, questionnaireNotes, tieOrderNote } from '../quality';
import { withParticle } from '../text/korean';
import { CORE_ACTIONS, type CoreCode, QUADRANT_ACTIONS, type Quadrant, UNCLEAR_ACTIONS } from './content';

// Core-coloring scoring, core-coloring/2 (../shared/TOOLS.md, docs/decisions/015-core-coloring.md).
// Pure, so it is tested on known colorings and explained on the result screen.
//
// Round 1 colors every statement: red 지금의 나, yellow 가끔의 나, green 되고 싶은 나, or none; a red
// or yellow statement can also carry the mark 더 키우고 싶어요 (`w{id}`), so desire is asked apart
// from the current self. Round 2 keeps up to ROOT_MAX red statements as the most essential.
// - score (ranks the cores) = 3 × red + 1 × yellow + 3 × kept: yellow counts a third of red (partial)
// - current (x, 0–1) = (3 × red + yellow) / (3 × statements of the core): a core all yellow is 0.33
// - wanted statements = green, and red or yellow marked 더 키우고 싶어요; desire (y, 0–1) = wanted / statements
// - quadrant: current ≥ 0.5 is strong now, desire ≥ 0.25 (two of eight) is wanted:
//   keep (strong, wanted), grow (not strong, wanted), hidden (strong, no wish marked), outside.
// - top: up to three cores with points, highest first; none when nothing is red or yellow
//   (noTop 'no_current') or every core has the same score ('all_equal'). Equal scores rank in grid
//   order (C1…C9), and the result says so (a tie_order note).

export const SCORING_VERSION = 'core-coloring/2';
export const ROOT_MAX = 5;
export const RED_POINTS = 3;
export const YELLOW_POINTS = 1;
export const ROOT_POINTS = 3;
export const STRONG_FROM = 0.5;
export const WANTED_FROM = 0.25;
/** The third and fourth core this close or closer (in points: one yellow) are reported as nearly tied. */
export const NEAR_TIE = 1;
/** Every core's strength within this spread reads as a flat profile. */
export const FLAT_SPREAD = 0.25;
/**
 * A first core leading the second by less than this (points) is said to be uncertain: in the
 * validation harness at moderate noise a lead of 7 or more names the true strongest core 95 times
 * in 100 (decisions 021, 030; a lead of 4 did so 9 times in 10).
 */
export const LEAD_MARGIN = 7;
export const TOP_COUNT = 3;
/** The fixed order equal scores are put in, as the tie note names it. */
export const TIE_RULE = '격자에 놓인 순';

export const COLORS = ['red', 'yellow', 'green', 'none'] as const;
export type CoreColor = (typeof COLORS)[number];

export interface ScoredStatement {
  id: number;
  core: CoreCode;
}

export interface CoreColoringAnswers {
  colors: ReadonlyMap<number, CoreColor>;
  /** Statements marked 더 키우고 싶어요 (the mark counts on red and yellow ones). */
  marked: ReadonlySet<number>;
  /** Statement ids kept in round 2 (red ones only), as saved. */
  root: readonly number[];
}

type CoreScore = CoreColoringScoreV2['cores'][number];
type Suggestion = CoreColoringScoreV2['suggestions'][number];

/** What a result is computed from and keeps: the cores, statements and quadrants as they read then. */
export type CoreColoringContent = CoreColoringScoreV2['content'];

/** Answer items of a run: `c{id}` a color of round 1, `w{id}` the desire mark, `root` the red statements kept. */
export const colorItem = (statementId: number) => `c${statementId}`;
export const wantItem = (statementId: number) => `w${statementId}`;
export const ROOT_ITEM = 'root';

const isColor = (value: unknown): value is CoreColor => (COLORS as readonly unknown[]).includes(value);

/** Reads a run's answers (items the run does not have are left out). */
export function answersFrom(values: Readonly<Record<string, unknown>>): CoreColoringAnswers {
  const colors = new Map<number, CoreColor>();
  const marked = new Set<number>();
  for (const [item, value] of Object.entries(values)) {
    const color = /^c(\d+)$/.exec(item);
    if (color && isColor(value)) colors.set(Number(color[1]), value);
    const want = /^w(\d+)$/.exec(item);
    if (want && value === true) marked.add(Number(want[1]));
  }
  const root = values[ROOT_ITEM];
  return {
    colors,
    marked,
    root: Array.isArray(root) ? root.filter((id): id is number => typeof id === 'number') : [],
  };
}

/** Whether a statement says "I want this": green, or red or yellow with the mark. */
export const isWanted = (color: CoreColor | undefined, marked: boolean) =>
  color === 'green' || (marked && (color === 'red' || color === 'yellow'));

const round2 = (value: number) => Math.round(value * 100) / 100;

export function quadrantOf(current: number, desire: number): Quadrant {
  const strong = current >= STRONG_FROM;
  const wanted = desire >= WANTED_FROM;
  if (strong) return wanted ? 'keep' : 'hidden';
  return wanted ? 'grow' : 'outside';
}

/** Grid intensity: none at 0, then four even steps of strength. */
export function levelOf(current: number): CoreScore['level'] {
  if (current <= 0) return 0;
  return Math.min(4, Math.ceil(current * 4)) as CoreScore['level'];
}

/** What is still missing before a run can be scored, as Korean sentences (empty when complete). */
export function missingAnswers(statements: readonly ScoredStatement[], answers: CoreColoringAnswers): string[] {
  const missing: string[] = [];
  const uncolored = statements.filter((statement) => !answers.colors.has(statement.id)).length;
  if (uncolored > 0) missing.push(`아직 색칠하지 않은 문장이 ${uncolored}개 있습니다.`);
  const red = new Set(statements.filter((s) => answers.colors.get(s.id) === 'red').map((s) => s.id));
  if (new Set(answers.root).size !== answers.root.length)
    missing.push('같은 문장을 두 번 고를 수 없습니다. 가장 나다운 문장은 서로 다른 문장으로 골라 주세요.');
  if (answers.root.length > ROOT_MAX) missing.push(`가장 나다운 문장은 ${ROOT_MAX}개까지 고를 수 있습니다.`);
  if (answers.root.some((id) => !red.has(id))) missing.push('가장 나다운 문장은 빨강(지금의 나) 문장에서 골라 주세요.');
  if (red.size > 0 && answers.root.length === 0) missing.push('가장 나다운 문장을 한 개 이상 골라 주세요.');
  return missing;
}

function rank(cores: readonly CoreScore[], by: (core: CoreScore) => number): CoreCode[] {
  // Array.prototype.sort is stable: equal scores keep grid order.
  return [...cores].sort((a, b) => by(b) - by(a)).map((core) => core.code);
}

/** What a suggestion is for, in a few words: the topic the action-item screens group it under. */
const TOPIC = {
  strength: '강한 코어',
  grow: '키우고 싶은 코어',
  hidden: '지금의 강점',
  unclear: '지금의 나 찾아보기',
} as const;

function suggestionsFor(
  top: readonly CoreCode[],
  cores: readonly CoreScore[],
  names: ReadonlyMap<CoreCode, string>,
  noTop: CoreColoringScoreV2['noTop'],
) {
  const suggestions: Suggestion[] = [];
  const nameOf = (code: CoreCode) => names.get(code) ?? code;
  for (const code of top) {
    for (const action of CORE_ACTIONS[code]) {
      suggestions.push({
        content: action.text,
        due_in_days: action.dueInDays,
        topic: `${TOPIC.strength}: ${nameOf(code)}`,
      });
    }
  }
  // No strongest cores named: ways to find the current self instead.
  if (noTop !== null) {
    for (const action of UNCLEAR_ACTIONS) {
      suggestions.push({ content: action.text, due_in_days: action.dueInDays, topic: TOPIC.unclear });
    }
  }
  // One step per growth target (most wanted first) and per strength with no wish marked, at most two cores each.
  for (const quadrant of ['grow', 'hidden'] as const) {
    const placed = cores
      .filter((core) => core.quadrant === quadrant)
      .sort((a, b) => (quadrant === 'grow' ? b.desire - a.desire : b.current - a.current))
      .slice(0, 2);
    placed.forEach((core, index) => {
      const action = QUADRANT_ACTIONS[quadrant][index % QUADRANT_ACTIONS[quadrant].length];
      if (!action) return;
      suggestions.push({
        content: action.text.replaceAll('{core}', nameOf(core.code)),
        due_in_days: action.dueInDays,
        topic: `${TOPIC[quadrant]}: ${nameOf(core.code)}`,
      });
    });
  }
  return suggestions;
}

/** Joins notes of one kind into one (a result carries at most one note of each kind). */
function joined(notes: readonly QualityNote[]): QualityNote | null {
  const [first] = notes;
  if (!first) return null;
  return {
    kind: first.kind,
    to_user: notes.map((note) => note.to_user).join(' '),
    to_counsellor: notes.map((note) => note.to_counsellor).join(' '),
  };
}

interface QualityInput {
  cores: readonly CoreScore[];
  ranking: readonly CoreCode[];
  top: readonly CoreCode[];
  noTop: CoreColoringScoreV2['noTop'];
  counts: CoreColoringScoreV2['counts'];
  flags: CoreColoringScoreV2['flags'];
  runnerUp: CoreCode | null;
  statements: number;
  nameOf: (code: CoreCode) => string;
}

/** The notes on how far to trust this result, beside the pace and sameness of the answers. */
function resultNotes({
  cores,
  ranking,
  top,
  noTop,
  counts,
  flags,
  runnerUp,
  statements,
  nameOf,
}: QualityInput): QualityNote[] {
  const notes: QualityNote[] = [];
  const scoreOf = new Map(cores.map((core) => [core.code, core.score]));
  if (noTop === 'no_current') {
    notes.push({
      kind: 'none_chosen',
      to_user:
        '빨강(지금의 나)이나 노랑(가끔의 나)으로 칠한 문장이 없어, 가장 강한 코어를 꼽지 않았습니다. 아래 제안처럼 요즘 잘 해낸 일에서 지금의 나를 먼저 찾아보세요.',
      to_counsellor: `현재 모습 응답 없음(빨강·노랑 0개, 초록 ${counts.green}개, 해당 없음 ${counts.none}개): 강점 순위를 내지 않음.`,
    });
  } else if (flags.fewColored) {
    notes.push({
      kind: 'none_chosen',
      to_user: `문장의 절반이 넘는 ${counts.none}개를 ‘해당 없음’으로 두어, 결과가 적은 문장에 기대고 있습니다. 가볍게 참고해 주세요.`,
      to_counsellor: `해당 없음 ${counts.none}개(전체 ${statements}개 중 절반 초과): 적은 응답에 기댄 결과.`,
    });
  }
  if (noTop === 'all_equal') {
    const names = ranking.map(nameOf);
    notes.push({
      ...tieOrderNote(names, TIE_RULE),
      to_user: `아홉 코어의 점수가 모두 ${scoreOf.get(ranking[0] ?? 'C1') ?? 0}점으로 같아, 가장 강한 코어를 꼽지 않았습니다. 격자의 순서는 ${TIE_RULE}일 뿐입니다.`,
    });
  } else {
    // Equal scores among the top cores, or a top core level with one left out: grid order decided.
    const ties: QualityNote[] = [];
    const seen = new Set<number>();
    for (const code of top) {
      const score = scoreOf.get(code) ?? 0;
      if (seen.has(score)) continue;
      seen.add(score);
      const level = ranking.filter((other) => scoreOf.get(other) === score);
      if (level.length > 1) ties.push(tieOrderNote(level.map(nameOf), TIE_RULE));
    }
    const tie = joined(ties);
    if (tie) notes.push(tie);
  }
  const third = top[TOP_COUNT - 1];
  const gap = (scoreOf.get(third ?? 'C1') ?? 0) - (scoreOf.get(runnerUp ?? 'C1') ?? 0);
  if (third && runnerUp && gap > 0) {
    notes.push({
      kind: 'near_tie',
      to_user: `3위 ${withParticle(nameOf(third), '과/와')} 4위 ${nameOf(runnerUp)}의 점수가 ${gap}점 차이로 가까워, 상위 세 코어가 뚜렷하게 갈리지 않습니다. ${withParticle(nameOf(runnerUp), '을/를')} 함께 살펴보세요.`,
      to_counsellor: `3·4위 근접: ${nameOf(third)} ${scoreOf.get(third)}점, ${nameOf(runnerUp)} ${scoreOf.get(runnerUp)}점.`,
    });
  }
  if (flags.flat && noTop !== 'no_current' && noTop !== 'all_equal') {
    const strengths = cores.map((core) => core.current);
    notes.push({
      kind: 'flat',
      to_user: '아홉 코어의 강도가 고르게 비슷합니다. 한두 코어를 꼽기보다 격자 전체를 한 장의 그림으로 읽어 보세요.',
      to_counsellor: `강도 분포가 평평함: 최고 ${Math.round(Math.max(...strengths) * 100)}%, 최저 ${Math.round(Math.min(...strengths) * 100)}%(차이 ${Math.round(FLAT_SPREAD * 100)}%p 이내).`,
    });
  }
  return notes;
}

export interface ScoreOptions {
  /** When each answer item was last saved (ms since the epoch): the pace of the coloring. */
  times?: ReadonlyMap<string, number>;
}

/** Scores a complete run (see `missingAnswers`) and keeps the content it was computed from. */
export function scoreCoreColoring(
  content: CoreColoringContent,
  answers: CoreColoringAnswers,
  { times }: ScoreOptions = {},
): CoreColoringScoreV2 {
  const { statements } = content;
  const names = new Map(content.cores.map((core) => [core.code, core.name]));
  const nameOf = (code: CoreCode) => names.get(code) ?? code;
  const root = [...new Set(answers.root)];
  const kept = new Set(root);
  const colorOf = (id: number): CoreColor => answers.colors.get(id) ?? 'none';
  const wanted = (id: number) => isWanted(colorOf(id), answers.marked.has(id));
  const counts = { red: 0, yellow: 0, green: 0, none: 0, wanted: 0 };
  for (const statement of statements) {
    counts[colorOf(statement.id)] += 1;
    if (wanted(statement.id)) counts.wanted += 1;
  }
  const cores: CoreScore[] = CORE_CODES.map((code) => {
    const own = statements.filter((statement) => statement.core === code);
    const colorCount = (color: CoreColor) => own.filter((s) => colorOf(s.id) === color).length;
    const red = colorCount('red');
    const yellow = colorCount('yellow');
    const keptHere = own.filter((s) => kept.has(s.id)).length;
    const wantedHere = own.filter((s) => wanted(s.id)).length;
    const size = Math.max(1, own.length);
    const current = round2((RED_POINTS * red + YELLOW_POINTS * yellow) / (RED_POINTS * size));
    const desire = round2(wantedHere / size);
    return {
      code,
      red,
      yellow,
      green: colorCount('green'),
      none: colorCount('none'),
      wanted: wantedHere,
      root: keptHere,
      score: RED_POINTS * red + YELLOW_POINTS * yellow + ROOT_POINTS * keptHere,
      current,
      desire,
      level: levelOf(current),
      quadrant: quadrantOf(current, desire),
    };
  });

  const ranking = rank(cores, (core) => core.score);
  const roundOneRanking = rank(cores, (core) => core.score - ROOT_POINTS * core.root);
  const scoreOf = (code: CoreCode | undefined) => cores.find((core) => core.code === code)?.score ?? 0;
  const allEqual = cores.every((core) => core.score === cores[0]?.score);
  const noTop: CoreColoringScoreV2['noTop'] =
    counts.red + counts.yellow === 0 ? 'no_current' : allEqual ? 'all_equal' : null;
  const top = noTop ? [] : ranking.filter((code) => scoreOf(code) > 0).slice(0, TOP_COUNT);
  const fourth = ranking[TOP_COUNT];
  const nearTie =
    top.length === TOP_COUNT && scoreOf(fourth) > 0 && scoreOf(top[TOP_COUNT - 1]) - scoreOf(fourth) <= NEAR_TIE;
  const strengths = cores.map((core) => core.current);
  const colored = statements.map((statement) => colorOf(statement.id));
  const flags = {
    nearTie,
    flat: Math.max(...strengths) - Math.min(...strengths) <= FLAT_SPREAD,
    sameAnswers: colored.length > 0 && colored.every((color) => color === colored[0]),
    fewColored: counts.none * 2 > statements.length,
  };
  const runnerUp = nearTie ? (fourth ?? null) : null;

  // Pace and sameness from the colors in the order they were shown; the marks and round 2 are not timed.
  const colorTimes = statements
    .map((statement) => times?.get(colorItem(statement.id)))
    .filter((time): time is number => typeof time === 'number');
  // Statements of one core coloured alike for someone who answers by who they are (quality module).
  const consistency = consistencyOf(
    CORE_CODES.map((code) =>
      statements
        .filter((statement) => statement.core === code)
        .map((statement) => ({ red: RED_POINTS, yellow: YELLOW_POINTS, green: 0, none: 0 })[colorOf(statement.id)]),
    ),
  );
  const [leader, second] = ranking;
  const lead = scoreOf(leader) - scoreOf(second);
  const leadNote: QualityNote[] =
    top.length > 0 && !flags.flat && leader && second && lead > 0 && lead < LEAD_MARGIN
      ? [
          {
            kind: 'near_tie',
            to_user: `가장 강한 ${withParticle(`${nameOf(leader)}(${scoreOf(leader)}점)`, '과/와')} 두 번째 ${nameOf(second)}(${scoreOf(second)}점)의 차이가 ${LEAD_MARGIN}점보다 작아, 둘 중 어느 쪽이 더 강한지는 이 답만으로 확실하지 않습니다.`,
            to_counsellor: `1·2위 근접(${LEAD_MARGIN}점 미만): ${nameOf(leader)} ${scoreOf(leader)}점, ${nameOf(second)} ${scoreOf(second)}점.`,
          },
        ]
      : [];
  const quality = [
    ...questionnaireNotes({ values: colored, times: colorTimes }),
    ...leadNote,
    ...(consistency !== null && consistency < CONSISTENCY_MIN && !flags.flat && noTop === null
      ? [inconsistentNote(consistency)]
      : []),
    ...resultNotes({ cores, ranking, top, noTop, counts, flags, runnerUp, statements: statements.length, nameOf }),
  ];

  return {
    cores,
    top,
    noTop,
    ranking,
    roundOneRanking,
    root,
    carried: top.map((code) => {
      const own = statements.filter((statement) => statement.core === code);
      const keptOnes = own.filter((s) => kept.has(s.id)).map((s) => s.id);
      const redOnes = own.filter((s) => !kept.has(s.id) && colorOf(s.id) === 'red').map((s) => s.id);
      return { core: code, statements: [...keptOnes, ...redOnes] };
    }),
    growth: cores
      .filter((core) => core.quadrant === 'grow')
      .sort((a, b) => b.desire - a.desire)
      .map((core) => core.code),
    flags,
    runnerUp,
    counts,
    answers: statements.map((statement) => ({
      id: statement.id,
      color: colorOf(statement.id),
      wanted: wanted(statement.id),
    })),
    weights: {
      red: RED_POINTS,
      yellow: YELLOW_POINTS,
      root: ROOT_POINTS,
      strongFrom: STRONG_FROM,
      wantedFrom: WANTED_FROM,
    },
    quality,
    suggestions: suggestionsFor(top, cores, names, noTop),
    content,
  };
}

/** What a result says, in a line (lists of past results): its top cores, or why there are none. */
export function summaryOf(result: CoreColoringScoreV2): string {
  if (result.noTop === 'no_current') return '지금의 나로 칠한 문장 없음';
  if (result.noTop === 'all_equal') return '아홉 코어 점수 같음';
  return result.top.map((code) => result.content.cores.find((core) => core.code === code)?.name ?? code).join(' · ');
}
