import type { InterviewResult } from '@career/api-sdk';
import type { ChatMessage } from '../../text/generator';

// The prompt of an answer's feedback, versioned (decision 019). A provider gets the question, what a
// good answer shows and the answer; nothing about who the student is.

export const PROMPT_VERSION = 'interview-feedback/1';

const SYSTEM = [
  '당신은 대학생의 면접 연습을 돕는 코치입니다.',
  '주어진 면접 질문, 좋은 답변이 보여 줄 점, 학생의 답변만 보고 피드백을 씁니다.',
  '지켜야 할 것:',
  '- 잘한 점 하나와 고칠 점 한두 가지를, 고칠 방법과 함께 씁니다.',
  '- 답변에 없는 경험, 숫자, 회사나 기관 이름, 자격을 만들어 넣거나 있다고 말하지 않습니다.',
  '- 학생의 성격이나 능력을 판단하지 않고 답변의 말하기만 다룹니다.',
  '- 합니다체로 250자 안팎, 한 문단으로 씁니다.',
  '- 글만 출력합니다. 제목, 목록 기호, 따옴표는 넣지 않습니다.',
].join('\n');

export function feedbackMessages(answer: InterviewResult['answers'][number]): ChatMessage[] {
  const user = [
    `면접 질문: ${answer.text}`,
    `좋은 답변이 보여 줄 점: ${answer.shows}`,
    `주어진 답변 시간: ${answer.answer_seconds}초`,
    `학생의 답변: ${answer.answer}`,
  ].join('\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}
