import { text as textLogic } from '@career/tool-logic';
import type { ChatMessage } from '../../text/generator';

// The prompt of a selling-point paragraph, versioned (decision 019). A provider gets the occupation,
// the keywords and the student's experiences, names and contacts taken out; never who they are.

export const PROMPT_VERSION = 'selling-point-intro/1';

const SYSTEM = [
  '당신은 대학생의 자기소개 문단을 돕는 글쓰기 도우미입니다.',
  '학생이 고른 강점 키워드와, 키워드마다 학생이 적은 경험만으로 목표 직업에 맞춘 자기소개 한 문단을 씁니다.',
  '지켜야 할 것:',
  '- 학생이 적지 않은 사실(숫자, 기간, 회사·학교·기관 이름, 직함, 수상, 자격증, 사건)을 만들어 넣지 않습니다.',
  '- 경험이 없는 키워드는 쓰지 않습니다.',
  '- 합니다체로 400자 안팎의 한 문단으로 씁니다.',
  '- 문단만 출력합니다. 제목, 설명, 따옴표는 넣지 않습니다.',
].join('\n');

/** The messages for a paragraph, personal data taken out (`names`: the student's names). */
export function introMessages(
  occupation: string,
  points: readonly { label: string; meaning: string; story: string }[],
  names: readonly string[],
): ChatMessage[] {
  const clean = (value: string) => textLogic.redact(value, { names }).text;
  const user = [
    `목표 직업: ${occupation}`,
    ...points.map(
      (point, index) => `강점 ${index + 1}: ${point.label} (${point.meaning})\n- 경험: ${clean(point.story)}`,
    ),
  ].join('\n\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}
