import { text as textLogic } from '@career/tool-logic';
import type { ChatMessage } from '../../text/generator';

// The prompt of a deep-interview rewrite, versioned (decision 019). A provider gets the question and
// the student's answer, names and contacts taken out; never who they are.

export const PROMPT_VERSION = 'deepinter-rewrite-prompt/2';

const SYSTEM = [
  '당신은 대학생의 면접 답변을 다듬는 도우미입니다.',
  '학생이 쓴 답변을 같은 내용으로, 면접에서 말하기 좋게 고쳐 씁니다.',
  '지켜야 할 것:',
  '- 답변에 없는 사실(숫자, 기간, 회사·학교·기관 이름, 직함, 수상, 자격증, 사건, 감정)을 만들어 넣지 않습니다.',
  '- 학생의 말을 되도록 살리고, 군더더기 말과 되풀이만 덜어 냅니다.',
  '- 순서가 뒤섞인 답변은 학생의 문장 그대로 상황, 행동, 결과 순으로 옮깁니다. 그 밖에는 학생의 순서를 지킵니다.',
  '- 합니다체로, "저는"이 주어임이 드러나게 씁니다.',
  '- 다듬은 답변만 출력합니다. 설명, 제목, 따옴표는 넣지 않습니다.',
].join('\n');

/** The messages for a rewrite of `answer` to `question`, personal data taken out (`names`: the student's names). */
export function rewriteMessages(question: string, answer: string, names: readonly string[]): ChatMessage[] {
  const clean = (value: string) => textLogic.redact(value, { names }).text;
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `질문: ${clean(question)}\n\n답변:\n${clean(answer)}` },
  ];
}
