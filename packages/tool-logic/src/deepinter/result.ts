import {
  DEEPINTER_KINDS,
  DEEPINTER_PARTS,
  type DeepinterKind,
  type DeepinterPart,
  type DeepinterResult,
} from '@career/api-sdk';

// A deep interview's result (deepinter/1, decision 025): the experience told whole in the student's
// words, part by part; each answer as they settled it (their final wording, else what they wrote).
// Nothing is added: a part they did not answer is said to be missing, not filled in.

export const RESULT_VERSION = 'deepinter/1';

type Values = Readonly<Record<string, unknown>>;
type Suggestion = DeepinterResult['suggestions'][number];

/** A question as the interview asked it (the tool's table), with the student's final wording. */
export interface AskedQuestion {
  key: string;
  part: DeepinterPart;
  parent: string | null;
  question: string;
  why: string;
  final: string | null;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The experience the run is about: its title and kind as the student gave them. */
export function experienceOf(values: Values): { title: string; kind: DeepinterKind } {
  const kind = DEEPINTER_KINDS.find((entry) => entry.key === values['exp.kind'])?.key ?? 'other';
  return { title: textOf(values['exp.title']), kind };
}

const labelOfPart = (part: string) => DEEPINTER_PARTS.find((entry) => entry.key === part)?.label ?? part;

/** What an answer tells: the final wording, else the answer, else nothing. */
function told(question: AskedQuestion, values: Values) {
  const final = question.final?.trim() ?? '';
  const answer = textOf(values[`a.${question.key}`]);
  const source = final !== '' ? 'final' : answer !== '' ? 'answer' : 'none';
  return { key: question.key, question: question.question, text: final || answer, source } as const;
}

/** The result of a run: its questions (main ones in part order, follow-ups after theirs) and answers. */
export function deepinterResultOf(questions: readonly AskedQuestion[], values: Values): DeepinterResult {
  const experience = experienceOf(values);
  const order = (part: string) => DEEPINTER_PARTS.findIndex((entry) => entry.key === part);
  const mains = questions.filter((question) => question.parent === null).sort((a, b) => order(a.part) - order(b.part));
  const parts = mains.map((main) => ({
    ...told(main, values),
    part: main.part,
    label: labelOfPart(main.part),
    follow_ups: questions
      .filter((question) => question.parent === main.key)
      .map((question) => ({ ...told(question, values), why: question.why })),
  }));
  const story = parts
    .map((part) =>
      [part, ...part.follow_ups]
        .map((entry) => entry.text)
        .filter((text) => text !== '')
        .join(' '),
    )
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
  const followUps = parts.flatMap((part) => part.follow_ups);
  const counts = {
    parts: parts.length,
    told: parts.filter((part) => part.source !== 'none').length,
    follow_ups: followUps.length,
    follow_ups_told: followUps.filter((entry) => entry.source !== 'none').length,
  };
  return {
    experience: {
      ...experience,
      kind_label: DEEPINTER_KINDS.find((entry) => entry.key === experience.kind)?.label ?? '',
    },
    parts,
    story,
    counts,
    suggestions: suggestionsOf(parts, counts),
    content: { parts: DEEPINTER_PARTS.map(({ key, label }) => ({ key, label })) },
  };
}

/** Next steps from what the interview shows: what is missing first, then using the story. */
function suggestionsOf(
  parts: DeepinterResult['parts'],
  counts: DeepinterResult['counts'],
): DeepinterResult['suggestions'] {
  const missing = parts.filter((part) => part.source === 'none').map((part) => part.label);
  const unanswered = counts.follow_ups - counts.follow_ups_told;
  const result = parts.find((part) => part.part === 'result');
  const steps: (Suggestion | null)[] = [
    missing.length > 0
      ? {
          content: `답하지 않은 부분(${missing.join(', ')})을 채워 이야기를 완성합니다.`,
          due_in_days: 3,
          topic: '이야기 완성',
        }
      : null,
    unanswered > 0
      ? { content: `답하지 못한 꼬리 질문 ${unanswered}개에 대한 답을 준비합니다.`, due_in_days: 5, topic: '꼬리 질문' }
      : null,
    result && result.source !== 'none' && !/\d/.test(result.text)
      ? {
          content: '결과를 보여 줄 자료(기록, 작업물, 받은 피드백)를 찾아 정리해 둡니다.',
          due_in_days: 7,
          topic: '근거 자료',
        }
      : null,
    {
      content: '정리한 이야기를 소리 내어 말해 보고 2분 안에 전할 수 있게 다듬습니다.',
      due_in_days: 3,
      topic: '말하기 연습',
    },
    {
      content: '이 경험을 자기소개서 문항의 메모로 옮겨 초안을 만들어 봅니다.',
      due_in_days: 7,
      topic: '자기소개서',
    },
  ];
  return steps.filter((entry): entry is Suggestion => entry !== null);
}

/** The result in a line, for lists of past results. */
export function summaryOf(result: DeepinterResult): string {
  const title = result.experience.title || '이름 없는 경험';
  return `${title} · ${result.counts.told}/${result.counts.parts}개 부분 답변, 꼬리 질문 ${result.counts.follow_ups_told}/${result.counts.follow_ups}`;
}

/**
 * The experience as a self-introduction experience note: the situation (with the task), what was
 * done (with its follow-ups), and what came of it (with what was learned), in the student's words.
 */
export function experienceNoteOf(result: DeepinterResult): { situation: string; action: string; result: string } {
  const told = (...parts: string[]) =>
    result.parts
      .filter((part) => parts.includes(part.part))
      .flatMap((part) => [part.text, ...part.follow_ups.map((followUp) => followUp.text)])
      .filter((text) => text !== '')
      .join(' ');
  return { situation: told('situation', 'task'), action: told('action'), result: told('result', 'learned') };
}
