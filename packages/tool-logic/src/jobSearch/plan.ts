import { type JobSearchPlan, withParticle } from '@career/api-sdk';
import { congruence, type EducationLevel, lettersOf, rankByCongruence } from '../holland/congruence';
import type { KecoMiddleCode } from '../keco';
import { EVIDENCE_BY_GROUP, PLAN_ACTIVITIES, type PlanPhase, SEARCH_WORDS } from './content';

// A job-search plan (job-search/1, decision 027), built only from reference data and the student's
// own results and choices: target titles from the groups they picked, ranked by congruence with
// their interest code (ptid, else job card) when they have one; the search words boards use for
// those groups; the skills the titles ask for and the evidence postings in the groups look for; and
// a week-by-week plan from our activities. Deterministic.

export const PLAN_VERSION = 'job-search-plan/1';

export interface PlanOccupation {
  id: number;
  name: string;
  holland: string;
  education: EducationLevel;
  group: { code: string; name: string };
  skills: readonly string[];
}

export interface PlanInput {
  /** The student's interest code and where it came from, when they have one. */
  code: { code: string; source: 'ptid' | 'job-card' } | null;
  /** Occupations the student liked in job card (ids): they come first among equals. */
  liked: readonly number[];
  /** The occupations of the groups picked. */
  occupations: readonly PlanOccupation[];
  weeks: number;
}

const TITLES = 5;
const WORDS = 12;
const SKILLS = 8;
const EVIDENCE = 6;

const groupWords = (code: string) => (Object.hasOwn(SEARCH_WORDS, code) ? SEARCH_WORDS[code as KecoMiddleCode] : []);
const groupEvidence = (code: string) =>
  Object.hasOwn(EVIDENCE_BY_GROUP, code) ? EVIDENCE_BY_GROUP[code as KecoMiddleCode] : [];
const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** Which phase each week is in: about a quarter exploring, a third preparing, the rest applying, the last reviewing. */
export function phasesOf(weeks: number): PlanPhase[] {
  const explore = Math.max(1, Math.round(weeks / 4));
  const prepare = Math.max(1, Math.round(weeks / 3));
  const review = 1;
  const apply = Math.max(1, weeks - explore - prepare - review);
  return [
    ...Array<PlanPhase>(explore).fill('explore'),
    ...Array<PlanPhase>(prepare).fill('prepare'),
    ...Array<PlanPhase>(apply).fill('apply'),
    ...Array<PlanPhase>(review).fill('review'),
  ].slice(0, weeks);
}

/** The plan for the input. */
export function planOf(input: PlanInput): JobSearchPlan {
  const liked = new Set(input.liked);
  const code = input.code?.code ?? '';
  const ranked =
    lettersOf(code).length > 0
      ? rankByCongruence(input.occupations, code).sort(
          (a, b) => b.index - a.index || Number(liked.has(b.id)) - Number(liked.has(a.id)),
        )
      : [...input.occupations].sort(
          (a, b) => Number(liked.has(b.id)) - Number(liked.has(a.id)) || a.name.localeCompare(b.name, 'ko'),
        );
  const titles = ranked.slice(0, TITLES).map((occupation) => {
    const fit = code ? congruence(code, occupation.holland) : null;
    const reasons = [
      fit && fit.shared.length > 0
        ? `직업 코드 ${withParticle(occupation.holland, '이/가')} 내 코드 ${withParticle(code, '와/과')} ${withParticle(fit.shared.map((letter) => letter.letter).join('·'), '을/를')} 함께 가집니다`
        : null,
      liked.has(occupation.id) ? '직업 카드에서 끌린다고 고른 직업입니다' : null,
    ].filter((reason): reason is string => reason !== null);
    return {
      id: occupation.id,
      name: occupation.name,
      group: occupation.group,
      holland: occupation.holland,
      fit: fit ? fit.fit : null,
      why: reasons.length > 0 ? `${reasons.join('. ')}.` : '고른 관심 분야의 직업입니다.',
    };
  });
  const groups = unique(titles.map((title) => title.group.code));
  const words = unique([...titles.map((title) => title.name), ...groups.flatMap(groupWords)]).slice(0, WORDS);
  const skills = unique(
    titles.flatMap((title) => input.occupations.find((occupation) => occupation.id === title.id)?.skills ?? []),
  ).slice(0, SKILLS);
  const evidence = unique(groups.flatMap(groupEvidence)).slice(0, EVIDENCE);
  const first = titles[0]?.name ?? '관심 직무';
  const fill = (text: string) =>
    text.replaceAll('{title}', first).replaceAll(
      '{words}',
      words
        .slice(0, 3)
        .map((word) => `'${word}'`)
        .join(', '),
    );
  const used = new Map<PlanPhase, number>();
  const weeks = phasesOf(input.weeks).map((phase, index) => {
    const activities = PLAN_ACTIVITIES[phase];
    const at = used.get(phase) ?? 0;
    // Two activities a week, in the phase's order, going round when a phase lasts long.
    const picked = [activities[at % activities.length], activities[(at + 1) % activities.length]].filter(
      (activity, position, all) => activity !== undefined && all.indexOf(activity) === position,
    ) as (typeof activities)[number][];
    used.set(phase, at + picked.length);
    return {
      week: index + 1,
      phase,
      activities: picked.map((activity) => ({
        key: activity.key,
        title: activity.title,
        detail: fill(activity.detail),
      })),
    };
  });
  return { version: PLAN_VERSION, code: input.code, titles, words, skills, evidence, weeks };
}

/** The plan as a text (the composer's): our sentences around the plan's own names and words. */
export function planText(plan: JobSearchPlan, conditions: readonly string[]): string {
  if (plan.titles.length === 0) return '';
  const lines = [
    `목표 직무는 ${plan.titles.map((title) => title.name).join(', ')}입니다.`,
    conditions.length > 0 ? `희망 조건은 ${conditions.join(', ')}입니다.` : null,
    plan.words.length > 0
      ? `채용 사이트에서는 ${plan.words.map((word) => `'${word}'`).join(', ')} 같은 말로 찾아보세요.`
      : null,
    plan.skills.length > 0 ? `이 직무들이 공통으로 요구하는 역량은 ${plan.skills.join(', ')}입니다.` : null,
    plan.evidence.length > 0
      ? `지원서에는 ${plan.evidence.join(', ')}처럼 보여 줄 수 있는 근거를 준비해 두면 좋습니다.`
      : null,
    `${plan.weeks.length}주 동안 ${plan.weeks.map((week) => `${week.week}주차에는 ${week.activities.map((activity) => activity.title).join('와 ')}`).join(', ')}를 해 봅니다.`,
  ];
  return lines.filter((line): line is string => line !== null).join(' ');
}

/** Everything a plan's text may say: what a generated text is checked against for facts it added. */
export function planInputs(plan: JobSearchPlan, conditions: readonly string[]): string[] {
  return [
    ...plan.titles.flatMap((title) => [title.name, title.group.name, title.why]),
    ...plan.words,
    ...plan.skills,
    ...plan.evidence,
    ...conditions,
    `${plan.weeks.length}주`,
    ...plan.weeks.flatMap((week) => [
      `${week.week}주차`,
      ...week.activities.flatMap((activity) => [activity.title, activity.detail]),
    ]),
  ];
}
