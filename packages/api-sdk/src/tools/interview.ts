import type { ToolRow, ToolScreens, ToolText } from '../toolRow';

// 면접: its row in the registry and its plain values, for client bundles without zod (decision 044).

export const interviewRow = {
  id: 'interview',
  order: 9,
  flag: 'interview',
  aiGift: false,
  guest: false,
} as const satisfies ToolRow;

export const interviewName = '면접';

export const interviewText = {
  summary: '예상 질문에 답하고 네 단계 결과로 준비 정도를 확인합니다.',
  gives: '답변 개요, 기준별 점수, 개선 의견과 최종 요약',
  report: { title: '모의 면접 연습 기록', day: '연습일' },
  fitQuestion: '이 연습 결과가 나와 얼마나 맞나요?',
} as const satisfies ToolText;

export const interviewScreens = (() => {
  const stages = ['first/result', 'second/result', 'third/result', 'fourth/result'];
  return {
    consultant: ['main', 'root', ...stages, 'action-item/result'],
    user: ['main', 'root', 'action-item/result'],
    instructor: ['main', 'root', ...stages, 'action-item/result'],
  };
})() satisfies ToolScreens;

// Interview (면접, decision 028): what a question is about, how hard it is, what an answer is scored on.

export const INTERVIEW_CATEGORIES = [
  { key: 'personality', label: '인성' },
  { key: 'job', label: '직무' },
  { key: 'situation', label: '상황' },
] as const;
export type InterviewCategory = (typeof INTERVIEW_CATEGORIES)[number]['key'];

export const INTERVIEW_DIFFICULTIES = [
  { key: 1, label: '기본' },
  { key: 2, label: '보통' },
  { key: 3, label: '심화' },
] as const;
export type InterviewDifficulty = 1 | 2 | 3;

/** What an answer is scored on, 1–5, by the student and by the consultant or instructor. */
export const INTERVIEW_CRITERIA = [
  { key: 'specific', label: '구체성', means: '경험과 사실로 말했는가' },
  { key: 'logic', label: '논리', means: '결론과 이유가 이어지는가' },
  { key: 'relevance', label: '직무 연관성', means: '지원하는 일과 이어지는가' },
  { key: 'delivery', label: '전달', means: '듣는 사람이 따라오기 쉬운가' },
] as const;
export type InterviewCriterion = (typeof INTERVIEW_CRITERIA)[number]['key'];

/** The audio kinds a browser records an answer in (the container; codecs aside). */
export const INTERVIEW_AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
/** The largest recording of one answer, in bytes: about three minutes at 24 kbps. */
export const INTERVIEW_AUDIO_MAX_BYTES = 600 * 1024;

/** How many questions one interview asks, at most. */
export const INTERVIEW_MAX_QUESTIONS = 10;
