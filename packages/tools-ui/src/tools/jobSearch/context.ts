import { JOB_SEARCH_WEEKS, type routes } from '@career/api-sdk';
import { useTool } from '../framework/ToolContext';
import type { InterestGroup } from './types';

/** Job search around a screen: its calls, the interest groups (its content), where to go. */
export const useJobSearch = () => useTool<'job-search', typeof routes.jobSearch, readonly InterestGroup[]>();

type Answers = Readonly<Record<string, unknown>>;
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** The run's choices as its items hold them. */
export function choicesOf(answers: Answers) {
  return {
    groups: list(answers.groups),
    regions: list(answers.regions),
    employment: list(answers.employment),
    stage: typeof answers.stage === 'string' ? answers.stage : null,
    hours: list(answers.hours),
    weeks: typeof answers.weeks === 'number' ? answers.weeks : JOB_SEARCH_WEEKS[0],
  };
}

/** Where a run stands, in a line for the front page. */
export function recap(answers: Answers): string {
  const { groups, stage } = choicesOf(answers);
  if (groups.length === 0) return '아직 관심 분야를 고르지 않았습니다.';
  return stage === null
    ? `관심 분야 ${groups.length}개를 골랐고, 희망 조건을 정하는 중입니다.`
    : `관심 분야 ${groups.length}개와 희망 조건을 정했습니다. 계획을 만들 수 있습니다.`;
}

export { JOB_SEARCH_PHASES as PHASE_NAMES } from '@career/api-sdk';
