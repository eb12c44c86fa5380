import { text as textLogic } from '@career/tool-logic';
import type { ChatMessage } from '../../text/generator';

// The prompt of a self-introduction draft, versioned (decision 019). A provider gets only what the
// draft needs: the question, the target, and the student's notes with names, numbers that identify
// them and contacts taken out (`redact`); never who they are.

export const PROMPT_VERSION = 'self-introduce-draft/1';

const SYSTEM = [
  '당신은 대학생의 자기소개서 초안을 돕는 글쓰기 도우미입니다.',
  '학생이 적어 준 키워드와 경험만으로 한 문항의 답변 초안을 씁니다.',
  '지켜야 할 것:',
  '- 학생이 적지 않은 사실(숫자, 기간, 회사·학교·기관 이름, 직함, 수상, 자격증, 사건)을 만들어 넣지 않습니다.',
  '- 내용이 부족하면 억지로 늘리지 말고 짧게 씁니다.',
  '- 합니다체로, 상황 → 행동 → 결과의 순서가 드러나게 씁니다.',
  '- 상투적인 표현(예: "어려서부터", "최선을 다하겠습니다")은 피합니다.',
  '- 답변 본문만 출력합니다. 제목, 설명, 따옴표는 넣지 않습니다.',
].join('\n');

/** The messages for a draft of `input`, personal data taken out (`names`: the student's names). */
export function draftMessages(input: textLogic.DraftInput, names: readonly string[]): ChatMessage[] {
  const clean = (value: string) => textLogic.redact(value, { names }).text;
  const experiences = input.experiences
    .map((experience, index) =>
      [
        `경험 ${index + 1}`,
        experience.situation && `- 상황: ${clean(experience.situation)}`,
        experience.action && `- 한 일: ${clean(experience.action)}`,
        experience.result && `- 결과: ${clean(experience.result)}`,
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
  const user = [
    `문항: ${clean(input.question)}`,
    input.target ? `지원 분야: ${clean(input.target)}` : null,
    `목표 분량: 공백 포함 약 ${input.length}자`,
    input.keywords.length > 0 ? `키워드: ${input.keywords.map(clean).join(', ')}` : null,
    experiences || null,
    input.notes ? `그 밖의 메모: ${clean(input.notes)}` : null,
  ]
    .filter(Boolean)
    .join('\n\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}
