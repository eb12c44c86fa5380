import { INTERVIEW_CRITERIA, type InterviewScores, type routes } from '@career/api-sdk';
import { useTool } from '../framework/ToolContext';
import type { InterviewQuestionRow } from './types';

/** Interview around a screen: its calls and where to go (its content is the run's own question set). */
export const useInterview = () => useTool<'interview', typeof routes.interview, null>();

type Answers = Readonly<Record<string, unknown>>;

/** The run's items for a question (decision 028). */
export const item = {
  answer: (key: string) => `a.${key}`,
  time: (key: string) => `t.${key}`,
  self: (key: string) => `s.${key}`,
};

/** Whether the student has been through a question (answered it or passed it over). */
export const isDone = (answers: Answers, key: string) => answers[item.time(key)] !== undefined;

/** The first question not yet gone through, or null when every one is. */
export function currentQuestion(questions: readonly InterviewQuestionRow[], answers: Answers) {
  return questions.find((question) => !isDone(answers, question.key)) ?? null;
}

/** The scores an item holds. */
export function scoresIn(value: unknown): InterviewScores {
  const out: InterviewScores = {};
  if (typeof value !== 'object' || value === null) return out;
  for (const { key } of INTERVIEW_CRITERIA) {
    const score = (value as Record<string, unknown>)[key];
    if (typeof score === 'number') out[key] = score;
  }
  return out;
}

/** Seconds as "1분 30초". */
export function secondsText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest}초`;
  return rest === 0 ? `${minutes}분` : `${minutes}분 ${rest}초`;
}

/** Where a run stands, in a line for the front page. */
export function recap(answers: Answers): string {
  const done = Object.keys(answers).filter((key) => key.startsWith('t.')).length;
  return done === 0 ? '아직 답한 질문이 없습니다.' : `질문 ${done}개를 지나왔습니다. 이어서 답할 수 있습니다.`;
}
