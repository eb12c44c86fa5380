import { JOB_SEARCH_PHASES, type JobSearchPlan, withParticle } from '@career/api-sdk';
import { congruence, type EducationLevel, lettersOf, rankByCongruence } from '../holland/congruence';
import type { KecoMiddleCode } from '../keco';
import { EVIDENCE_BY_GROUP, PLAN_ACTIVITIES, type PlanPhase, SEARCH_WORDS } from './content';

// A job-search plan (job-search/1, decision 027), built only from reference data and the student's
// own results and choices: target titles from the groups they picked, ranked by congruence with
// their interest code (ptid, else job card) when they have one, those a new graduate can reach first
// (a title that asks for years in another job, or a graduate degree, comes after and says so); the
// search words boards use for those groups; the skills the titles ask for and the evidence postings
// in the groups look for; and a week-by-week plan from our activities. Deterministic.

export const PLAN_VERSION = 'job-search-plan/1';

export interface PlanOccupation {
  id: number;
  name: string;
  holland: string;
  education: EducationLevel;
  group: { code: string; name: string };
  skills: readonly string[];
  /** What one must have done first when a new graduate cannot be hired into it ('교사 경력'), or null. */
  experienceFirst: string | null;
}

export interface PlanInput {
  /** The student's interest code and where it came from, when they have one. */
  code: { code: string; source: 'ptid' | 'job-card' } | null;
  /** Occupations the student liked in job card (ids): they come first among equals. */
  liked: readonly number[];
  /** The occupations of the groups picked. */
  occupations: readonly PlanOccupation[];
  weeks: number;
  /** The career stage chosen (CAREER_STAGES: 'new', 'any', 'experienced'), or null. */
  stage: string | null;
}

/**
 * Why a title is a stretch for this student now, or null: one that asks for years in another job
 * first (unless they said they have experience), or a graduate degree.
 */
export function stretchOf(occupation: PlanOccupation, stage: string | null): string | null {
  if (occupation.experienceFirst && stage !== 'experienced') {
    return `보통 ${withParticle(occupation.experienceFirst, '을/를')} 쌓은 뒤 맡는 자리라 신입으로 바로 지원하기는 어렵습니다`;
  }
  if (occupation.education === 'graduate') {
    return '보통 대학원 학위가 있어야 하는 직업이라 졸업 뒤 바로 지원하기보다 긴 준비가 필요합니다';
  }
  return null;
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
  const byFit =
    lettersOf(code).length > 0
      ? rankByCongruence(input.occupations, code).sort(
          (a, b) => b.index - a.index || Number(liked.has(b.id)) - Number(liked.has(a.id)),
        )
      : [...input.occupations].sort(
          (a, b) => Number(liked.has(b.id)) - Number(liked.has(a.id)) || a.name.localeCompare(b.name, 'ko'),
        );
  // Titles the student can reach now first, in the order of fit; a stretch only fills in after them.
  const stretch = new Map(input.occupations.map((occupation) => [occupation.id, stretchOf(occupation, input.stage)]));
  const ranked = [...byFit].sort((a, b) => Number(stretch.get(a.id) !== null) - Number(stretch.get(b.id) !== null));
  const titles = ranked.slice(0, TITLES).map((occupation) => {
    const fit = code ? congruence(code, occupation.holland) : null;
    const reasons = [
      fit && fit.shared.length > 0
        ? `직업 코드 ${withParticle(occupation.holland, '이/가')} 내 코드 ${withParticle(code, '와/과')} ${withParticle(fit.shared.map((letter) => letter.letter).join('·'), '을/를')} 함께 가집니다`
        : null,
      liked.has(occupation.id) ? '직업 카드에서 끌린다고 고른 직업입니다' : null,
    ].filter((reason): reason is string => reason !== null);
    const far = stretch.get(occupation.id) ?? null;
    if (far) reasons.push(reasons.length > 0 ? `다만 ${far}` : `고른 관심 분야의 직업이지만, ${far}`);
    return {
      id: occupation.id,
      name: occupation.name,
      group: occupation.group,
      holland: occupation.holland,
      fit: fit ? fit.fit : null,
      why: reasons.length > 0 ? `${reasons.join('. ')}.` : '고른 관심 분야의 직업입니다.',
      stretch: far !== null,
    };
  });
  const groups = unique(titles.map((title) => title.group.code));
  // A stretch is searched for later: the words are those of the titles one can apply to now.
  const searched = titles.filter((title) => !title.stretch).map((title) => title.name);
  const words = unique([...searched, ...groups.flatMap(groupWords)]).slice(0, WORDS);
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

/** Weeks in a row of one phase, as "1주차" or "3~4주차". */
function spans(plan: JobSearchPlan) {
  const found: { from: number; to: number; phase: PlanPhase; titles: string[] }[] = [];
  for (const week of plan.weeks) {
    const last = found.at(-1);
    const titles = week.activities.map((activity) => activity.title);
    if (last && last.phase === week.phase) {
      last.to = week.week;
      last.titles = unique([...last.titles, ...titles]);
    } else found.push({ from: week.week, to: week.week, phase: week.phase, titles });
  }
  return found;
}

/**
 * The plan as a text (the composer's): our sentences around the plan's own names and words, in short
 * paragraphs (what to aim for; how to search and what to show; the weeks by phase), not one list of
 * lists. Titles that are a stretch now are named apart, as goals for later.
 */
export function planText(plan: JobSearchPlan, conditions: readonly string[]): string {
  if (plan.titles.length === 0) return '';
  const now = plan.titles.filter((title) => !title.stretch).map((title) => title.name);
  const later = plan.titles.filter((title) => title.stretch).map((title) => title.name);
  const aims = [
    now.length > 0
      ? `지금 지원해 볼 목표 직무는 ${now.join(', ')}입니다.`
      : '고른 분야에는 지금 바로 지원할 만한 직무가 없으니, 가까운 분야를 하나 더 골라 함께 보세요.',
    later.length > 0
      ? `${withParticle(later.join(', '), '은/는')} 경력이나 학위를 먼저 쌓아야 하는 자리라, 더 멀리 두는 목표로 삼으세요.`
      : null,
    conditions.length > 0 ? `희망 조건은 ${conditions.join(', ')}입니다.` : null,
  ];
  const search = [
    plan.words.length > 0
      ? `채용 사이트에서는 ${plan.words.map((word) => `'${word}'`).join(', ')} 같은 말로 찾아보세요.`
      : null,
    plan.skills.length > 0 ? `이 직무들이 공통으로 요구하는 역량은 ${plan.skills.join(', ')}입니다.` : null,
    plan.evidence.length > 0
      ? `지원서에는 ${plan.evidence.join(', ')}처럼 보여 줄 수 있는 근거를 준비해 두면 좋습니다.`
      : null,
  ];
  const weeks = spans(plan).map(({ from, to, phase, titles }) => {
    const range = from === to ? `${from}주차` : `${from}~${to}주차`;
    return `${range}에는 ${JOB_SEARCH_PHASES[phase]} 단계로 ${withParticle(titles.join(', '), '을/를')} 해 봅니다.`;
  });
  return [aims, search, weeks]
    .map((lines) => lines.filter((line): line is string => line !== null).join(' '))
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
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
