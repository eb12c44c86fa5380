import {
  type ActionItem,
  HOLLAND_NAMES,
  type Portfolio,
  type PortfolioPart,
  TOOL_NAMES,
  todayInKorea,
} from '@career/api-sdk';
import { isHollandLetter } from '../holland/congruence';
import { withParticle } from '../text/korean';

// What the tools say together (issue 39, decision 058): the through-line across a student's kept
// results, and where they disagree, said plainly as something to talk about. It reads only what
// each tool's `portfolioPartOf` took from its results; it names no tool.

/** A kept result the student may see, with what its tool took from it. */
export interface SeenPart {
  action_item: ActionItem;
  created_at: Date;
  part: PortfolioPart;
}

type ThroughLine = Pick<Portfolio, 'interest' | 'anchors' | 'cores' | 'occupations' | 'differences'>;

/** How many recurring occupations the portfolio lists. */
const OCCUPATIONS_SHOWN = 10;

const dayOf = (at: Date) => {
  const [year, month, day] = todayInKorea(at).split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
};
const letterOf = (code: string) => {
  const first = code[0] ?? '';
  return isHollandLetter(first) ? `${first}(${HOLLAND_NAMES[first]})` : first;
};
const quoted = (names: readonly string[]) => names.map((name) => `‘${name}’`).join(', ');

/** The latest part of each tool that `has` holds for, in the order the tools first appear. */
function latestByTool(parts: readonly SeenPart[], has: (part: PortfolioPart) => boolean): SeenPart[] {
  const latest = new Map<ActionItem, SeenPart>();
  for (const seen of parts) {
    if (!has(seen.part)) continue;
    const kept = latest.get(seen.action_item);
    if (!kept || kept.created_at <= seen.created_at) latest.set(seen.action_item, seen);
  }
  return [...latest.values()];
}

/** Each tool's parts that `has` holds for, oldest first. */
function historyOf(parts: readonly SeenPart[], has: (part: PortfolioPart) => boolean): Map<ActionItem, SeenPart[]> {
  const byTool = new Map<ActionItem, SeenPart[]>();
  for (const seen of [...parts].sort((a, b) => a.created_at.getTime() - b.created_at.getTime())) {
    if (!has(seen.part)) continue;
    byTool.set(seen.action_item, [...(byTool.get(seen.action_item) ?? []), seen]);
  }
  return byTool;
}

/** Where two tools' interest codes put a different type first. */
function interestDisagreements(latest: readonly SeenPart[]): string[] {
  const said: string[] = [];
  for (const [index, one] of latest.entries()) {
    for (const other of latest.slice(index + 1)) {
      const a = one.part.interest ?? '';
      const b = other.part.interest ?? '';
      if (a[0] === b[0]) continue;
      said.push(
        `${withParticle(TOOL_NAMES[one.action_item], '은/는')} 1순위가 ${letterOf(a)}, ${withParticle(TOOL_NAMES[other.action_item], '은/는')} 1순위가 ${letterOf(b)}입니다. 어느 쪽 활동이 더 나다운지 이야기해 볼 만합니다.`,
      );
    }
  }
  return said;
}

/** Where a tool's first item changed between its first result and its latest. */
function changes(
  parts: readonly SeenPart[],
  what: string,
  firstOf: (part: PortfolioPart) => string | undefined,
  shown: (first: string) => string,
): string[] {
  const said: string[] = [];
  for (const [tool, history] of historyOf(parts, (part) => firstOf(part) !== undefined)) {
    const first = history[0];
    const last = history.at(-1);
    if (!first || !last || first === last) continue;
    const before = firstOf(first.part) ?? '';
    const now = firstOf(last.part) ?? '';
    if (before === now) continue;
    said.push(
      `${TOOL_NAMES[tool]}의 ${what} 바뀌었습니다: ${dayOf(first.created_at)}에는 ${shown(before)}, ${dayOf(last.created_at)}에는 ${shown(now)}입니다.`,
    );
  }
  return said;
}

/** Where two tools aimed at occupations with none in common. */
function aimDisagreements(latest: readonly SeenPart[]): string[] {
  const said: string[] = [];
  for (const [index, one] of latest.entries()) {
    for (const other of latest.slice(index + 1)) {
      const a = one.part.aimed ?? [];
      const b = other.part.aimed ?? [];
      if (a.some((name) => b.includes(name))) continue;
      said.push(
        `${TOOL_NAMES[one.action_item]}에서는 ${quoted(a)}, ${TOOL_NAMES[other.action_item]}에서는 ${withParticle(quoted(b), '을/를')} 목표로 했습니다. 겹치는 직업이 없으니 어느 쪽을 먼저 준비할지 이야기해 볼 만합니다.`,
      );
    }
  }
  return said;
}

/** Occupations two or more tools named, most tools first. */
function recurring(parts: readonly SeenPart[]): Portfolio['occupations'] {
  const tools = new Map<string, Set<ActionItem>>();
  for (const { action_item, part } of parts) {
    for (const name of [...(part.aimed ?? []), ...(part.suggested ?? [])]) {
      tools.set(name, (tools.get(name) ?? new Set()).add(action_item));
    }
  }
  return [...tools.entries()]
    .filter(([, named]) => named.size >= 2)
    .map(([name, named]) => ({ name, tools: [...named] }))
    .sort((a, b) => b.tools.length - a.tools.length || a.name.localeCompare(b.name, 'ko'))
    .slice(0, OCCUPATIONS_SHOWN);
}

/**
 * The through-line of the results a student may see: the latest interest code of each tool that
 * gives one, the latest anchors and strong cores, the occupations several tools named, and where the
 * tools disagree or a result changed over time.
 */
export function throughLineOf(parts: readonly SeenPart[]): ThroughLine {
  const interest = latestByTool(parts, (part) => Boolean(part.interest));
  const [anchors] = latestByTool(parts, (part) => (part.anchors?.length ?? 0) > 0);
  const [cores] = latestByTool(parts, (part) => (part.cores?.length ?? 0) > 0);
  const aimed = latestByTool(parts, (part) => (part.aimed?.length ?? 0) > 0);
  return {
    interest: interest.map(({ action_item, created_at, part }) => ({
      action_item,
      code: part.interest ?? '',
      created_at: created_at.toISOString(),
    })),
    anchors: anchors ? { names: anchors.part.anchors ?? [], created_at: anchors.created_at.toISOString() } : null,
    cores: cores ? { names: cores.part.cores ?? [], created_at: cores.created_at.toISOString() } : null,
    occupations: recurring(parts),
    differences: [
      ...interestDisagreements(interest),
      ...aimDisagreements(aimed),
      ...changes(parts, '흥미 코드 1순위가', (part) => part.interest?.[0], letterOf),
      ...changes(
        parts,
        '커리어 앵커 1순위가',
        (part) => part.anchors?.[0]?.name,
        (name) => `‘${name}’`,
      ),
      ...changes(
        parts,
        '가장 강한 코어가',
        (part) => part.cores?.[0]?.name,
        (name) => `‘${name}’`,
      ),
    ],
  };
}
