import type { routes } from '@career/api-sdk';
import { useTool } from '../framework/ToolContext';

/** Selling point around a screen: its calls and where to go (its content is loaded per occupation). */
export const useSellingPoint = () => useTool<'selling-point', typeof routes.sellingPoint, null>();

type Answers = Readonly<Record<string, unknown>>;

export const MAX_KEYWORDS = 5;
export const STORY_LIMIT = 800;

export const item = { job: 'job', keywords: 'kw', story: (key: string) => `story.${key}`, chosen: 'chosen' } as const;

const idOf = (value: unknown) => (Array.isArray(value) && typeof value[0] === 'number' ? value[0] : null);

/** The run's choices as its items hold them. */
export function choicesOf(answers: Answers) {
  const picked = Array.isArray(answers.kw) ? answers.kw.filter((key): key is string => typeof key === 'string') : [];
  const story = (key: string) =>
    typeof answers[item.story(key)] === 'string' ? (answers[item.story(key)] as string) : '';
  return { occupationId: idOf(answers.job), picked, story, chosen: idOf(answers.chosen) };
}

/** Where a run stands, in a line for the front page. */
export function recap(answers: Answers): string {
  const { occupationId, picked, story } = choicesOf(answers);
  if (occupationId === null) return '아직 목표 직업을 고르지 않았습니다.';
  if (picked.length === 0) return '목표 직업을 골랐고, 강점 키워드를 고르는 중입니다.';
  const told = picked.filter((key) => story(key).trim() !== '').length;
  return `강점 키워드 ${picked.length}개 중 ${told}개에 경험을 적었습니다.`;
}
