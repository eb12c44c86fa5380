import {
  CAREER_STAGES,
  EMPLOYMENT_TYPES,
  JOB_SEARCH_PHASES,
  JOB_SEARCH_WEEKS,
  type JobSearchPlan,
  type JobSearchResult,
  WORK_HOURS,
} from '@career/api-sdk';

// Reading a job-search run's choices, and its result (job-search/1, decision 027): the plan kept as
// made, its text, the conditions in words, and one action item per week from the plan.

export const RESULT_VERSION = 'job-search/1';

type Values = Readonly<Record<string, unknown>>;

const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
const labelOf = (entries: readonly { key: string; label: string }[], key: string) =>
  entries.find((entry) => entry.key === key)?.label ?? key;

/** The run's choices as its items hold them (4 weeks unless chosen). */
export function choicesOf(values: Values) {
  const weeks = typeof values.weeks === 'number' ? values.weeks : JOB_SEARCH_WEEKS[0];
  return {
    groups: list(values.groups),
    regions: list(values.regions),
    employment: list(values.employment),
    stage: typeof values.stage === 'string' ? values.stage : null,
    hours: list(values.hours),
    weeks,
  };
}

/** The conditions in words, in the order a posting search asks them. */
export function conditionsOf(values: Values): string[] {
  const choices = choicesOf(values);
  return [
    choices.regions.length > 0 ? `지역 ${choices.regions.join('·')}` : null,
    choices.employment.length > 0 ? choices.employment.map((key) => labelOf(EMPLOYMENT_TYPES, key)).join('·') : null,
    choices.stage ? labelOf(CAREER_STAGES, choices.stage) : null,
    choices.hours.length > 0 ? choices.hours.map((key) => labelOf(WORK_HOURS, key)).join('·') : null,
  ].filter((entry): entry is string => entry !== null);
}

/** What is still to choose before a plan: an interest group at least. */
export function missingOf(values: Values): string[] {
  const choices = choicesOf(values);
  return [
    choices.groups.length === 0 ? '관심 분야를 하나 이상 골라 주세요.' : null,
    choices.stage === null ? '경력 단계를 골라 주세요.' : null,
  ].filter((entry): entry is string => entry !== null);
}

export function jobSearchResultOf(input: {
  plan: JobSearchPlan;
  text: string;
  label: string;
  values: Values;
  groups: readonly { code: string; name: string }[];
}): JobSearchResult {
  return {
    plan: input.plan,
    text: input.text,
    label: input.label,
    conditions: conditionsOf(input.values),
    // The plan's weeks as action items: the week's first activity, due at the end of that week.
    suggestions: input.plan.weeks.map((week) => ({
      content: `${week.week}주차: ${week.activities[0]?.title ?? ''}`,
      due_in_days: week.week * 7,
      topic: JOB_SEARCH_PHASES[week.phase],
    })),
    content: { groups: [...input.groups] },
  };
}

export function summaryOf(result: JobSearchResult): string {
  const titles = result.plan.titles.map((title) => title.name);
  return `${titles.slice(0, 2).join(', ')}${titles.length > 2 ? ` 외 ${titles.length - 2}` : ''} · ${result.plan.weeks.length}주 계획`;
}
