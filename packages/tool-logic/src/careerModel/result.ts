import type { CareerModelBasis, CareerModelResult } from '@career/api-sdk';

// Career model's result (career-model/1, decision 029): what the student had, the occupations
// recommended and chosen, the majors and training paths for them, and the consultant's check.

export const RESULT_VERSION = 'career-model/1';

type Suggestion = CareerModelResult['suggestions'][number];

/** The results the recommendations read, and what each one's absence leaves out. */
export const RESULT_TOOLS = [
  { tool: 'ptid', name: '성격 유형', effect: '흥미 코드와의 적합도 없이 만들었습니다.' },
  { tool: 'career-anchor', name: '커리어 앵커', effect: '일에서 중시하는 가치로 순서를 정하지 못했습니다.' },
  { tool: 'core-coloring', name: '코어 컬러링', effect: '강한 코어로 순서를 정하지 못했습니다.' },
  { tool: 'job-card', name: '직업 카드', effect: '끌린다고 고른 직업을 앞에 두지 못했습니다.' },
] as const;

/** The tools whose results are missing (ptid's code may come from job card's instead). */
export function missingOf(basis: Omit<CareerModelBasis, 'missing'>): CareerModelBasis['missing'] {
  const has = {
    ptid: basis.code?.source === 'ptid',
    'job-card': basis.code?.source === 'job-card' || basis.liked.length > 0,
    'career-anchor': basis.anchors.length > 0,
    'core-coloring': basis.cores.top.length > 0 || basis.cores.growth.length > 0,
  };
  return RESULT_TOOLS.filter((entry) => !has[entry.tool]).map((entry) => ({
    ...entry,
    effect:
      entry.tool === 'ptid' && basis.code?.source === 'job-card'
        ? '직업 카드의 흥미 코드로 적합도를 계산했습니다.'
        : entry.effect,
  }));
}

/** Next steps for the direction chosen: learn about each job, then the paths picked, then the tools missing. */
export function suggestionsOf(result: Omit<CareerModelResult, 'suggestions'>): Suggestion[] {
  const steps: Suggestion[] = result.chosen.map((job, index) => ({
    content: `'${job.name}'이 하는 일, 필요한 학력과 자격을 직업 정보 사이트에서 찾아 정리합니다.`,
    due_in_days: 7 + index * 3,
    topic: '고른 직업',
  }));
  for (const path of result.chosen_paths.slice(0, 3))
    steps.push({ content: `'${path.name}'의 일정과 신청 방법을 알아봅니다.`, due_in_days: 14, topic: '교육·훈련' });
  const missing = result.basis.missing.find((entry) => entry.tool !== 'job-card');
  if (missing)
    steps.push({
      content: `${missing.name} 검사를 해서 추천을 다시 받아 봅니다.`,
      due_in_days: 10,
      topic: '빠진 결과',
    });
  if (result.chosen.length === 0)
    steps.push({
      content: '추천 직업 가운데 더 알아보고 싶은 직업을 한두 개 고릅니다.',
      due_in_days: 7,
      topic: '직업 고르기',
    });
  return steps;
}

/** The result in a line, for lists of past results. */
export function summaryOf(result: CareerModelResult): string {
  if (result.chosen.length > 0) return result.chosen.map((job) => job.name).join(', ');
  return result.jobs[0] ? `추천 ${result.jobs.length}개 (고른 직업 없음)` : '추천 없음';
}
