import type { JobSearchPlan } from '@career/api-sdk';
import type { ChatMessage } from '../../text/generator';

// The prompt of a job-search plan's text, versioned (decision 019). A provider gets the plan (made
// from reference data) and the conditions; nothing about who the student is.

export const PROMPT_VERSION = 'job-search-plan/1';

const SYSTEM = [
  '당신은 대학생의 구직 준비를 돕는 진로 상담 도우미입니다.',
  '주어진 계획(목표 직무, 검색어, 역량, 준비할 근거, 주차별 활동)과 희망 조건만으로 학생에게 건네는 안내 글을 씁니다.',
  '지켜야 할 것:',
  '- 계획에 없는 회사 이름, 채용 일정, 연봉, 합격률, 숫자를 만들어 넣지 않습니다.',
  '- 학생에 대해 주어지지 않은 사실을 말하지 않습니다.',
  '- 합니다체로 500자 안팎, 두세 문단으로 씁니다.',
  '- 글만 출력합니다. 제목, 목록 기호, 따옴표는 넣지 않습니다.',
].join('\n');

export function planMessages(plan: JobSearchPlan, conditions: readonly string[]): ChatMessage[] {
  const user = [
    `목표 직무: ${plan.titles.map((title) => title.name).join(', ')}`,
    conditions.length > 0 ? `희망 조건: ${conditions.join(', ')}` : null,
    `검색어: ${plan.words.join(', ')}`,
    `역량: ${plan.skills.join(', ')}`,
    `준비할 근거: ${plan.evidence.join(', ')}`,
    ...plan.weeks.map((week) => `${week.week}주차: ${week.activities.map((activity) => activity.title).join(', ')}`),
  ]
    .filter(Boolean)
    .join('\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}
