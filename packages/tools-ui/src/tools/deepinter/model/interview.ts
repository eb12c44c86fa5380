import { DEEPINTER_PARTS } from '@career/api-sdk';
import type { DeepinterQuestion } from '../types';

// The interview as the screens read it: the questions in order (each main one followed by its
// follow-ups), how far each has come, and a line on where the student stands.

type Answers = Readonly<Record<string, unknown>>;

/** The limits the contract's items hold. */
export const LIMITS = { title: 100, answer: 3000 } as const;

export const item = {
  title: 'exp.title',
  kind: 'exp.kind',
  answer: (key: string) => `a.${key}`,
} as const;

export const answerOf = (answers: Answers, key: string): string => {
  const value = answers[item.answer(key)];
  return typeof value === 'string' ? value : '';
};

export const partLabel = (part: string) => DEEPINTER_PARTS.find((entry) => entry.key === part)?.label ?? part;

/** The main questions, each with its follow-ups, in the order they are told. */
export function grouped(questions: readonly DeepinterQuestion[]) {
  return questions
    .filter((question) => question.parent === null)
    .map((main) => ({ main, followUps: questions.filter((question) => question.parent === main.key) }));
}

export type Progress = 'empty' | 'writing' | 'done' | 'final';

export const PROGRESS_LABELS: Record<Progress, string> = {
  empty: '답하기 전',
  writing: '쓰는 중',
  done: '답변 완료',
  final: '최종 답변',
};

/** How far a question has come: no answer, an answer being written, said done, or settled in final words. */
export function progressOf(question: DeepinterQuestion, answers: Answers): Progress {
  if (question.final !== null && question.final.trim() !== '') return 'final';
  if (question.submitted_at !== null) return 'done';
  return answerOf(answers, question.key).trim() === '' ? 'empty' : 'writing';
}

/** Where a run stands, in a line for the front page. */
export function recap(answers: Answers): string {
  const title = typeof answers[item.title] === 'string' ? (answers[item.title] as string).trim() : '';
  const answered = Object.entries(answers).filter(
    ([key, value]) => key.startsWith('a.') && typeof value === 'string' && value.trim() !== '',
  ).length;
  if (title === '') return '아직 이야기할 경험을 정하지 않았습니다.';
  return answered === 0
    ? `'${title}' 경험으로 질문을 정하는 중입니다.`
    : `'${title}' 경험의 질문 ${answered}개에 답했습니다.`;
}

/** The next question to open: the first one not yet said done, else the first. */
export function nextOpen(questions: readonly DeepinterQuestion[], answers: Answers): string | null {
  const order = grouped(questions).flatMap(({ main, followUps }) => [main, ...followUps]);
  const open = order.find(
    (question) => progressOf(question, answers) === 'empty' || progressOf(question, answers) === 'writing',
  );
  return (open ?? order[0])?.key ?? null;
}
