import type { routes } from '@career/api-sdk';
import { useTool } from '../framework/ToolContext';

/** Career model around a screen: its calls and where to go (it reads the student's other results, not content of its own). */
export const useCareerModel = () => useTool<'career-model', typeof routes.careerModel, null>();

type Answers = Readonly<Record<string, unknown>>;
const ids = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry): entry is number => typeof entry === 'number') : [];

/** The run's choices as its items hold them. */
export function choicesOf(answers: Answers) {
  return {
    education: typeof answers.education === 'string' ? answers.education : null,
    major: typeof answers.major === 'string' ? answers.major : null,
    jobs: ids(answers.jobs),
    paths: ids(answers.paths),
  };
}

/** Where a run stands, in a line for the front page. */
export function recap(answers: Answers): string {
  const { jobs, education } = choicesOf(answers);
  if (jobs.length > 0) return `추천 직업 ${jobs.length}개를 골랐습니다. 전공과 교육 추천을 이어서 볼 수 있습니다.`;
  return education ? '학력을 정했습니다. 직업 추천을 볼 수 있습니다.' : '아직 시작하지 않았습니다.';
}

/** What each source of a recommendation is called on the screens. */
export const SOURCE_LABELS = {
  ptid: '성격 유형',
  'job-card': '직업 카드',
  'career-anchor': '커리어 앵커',
  'core-coloring': '코어 컬러링',
  education: '학력',
  major: '전공',
} as const;
