import { SELF_INTRODUCE_DEFAULT_LENGTH, SELF_INTRODUCE_DEFAULT_TYPES, type SelfIntroduceResult } from '@career/api-sdk';
import type { DraftInput } from '../text';
import { countCharacters } from './count';

// Reading a self-introduction run's answers (the items in the contract's header): which questions,
// each answer with its target, and the notes a draft is written from.

type Values = Readonly<Record<string, unknown>>;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const listOf = (value: unknown) =>
  Array.isArray(value) ? value.map((entry) => (typeof entry === 'string' ? entry : '')) : [];
const KIND: Record<string, DraftInput['kind']> = {
  motivation: 'motivation',
  growth: 'growth',
  personality: 'personality',
  aspiration: 'aspiration',
};

/** The questions the run answers, in order (the four when the user chose none). */
export function questionKeys(values: Values): string[] {
  const chosen = values.questions;
  if (Array.isArray(chosen) && chosen.length > 0) return chosen.filter((key): key is string => typeof key === 'string');
  return SELF_INTRODUCE_DEFAULT_TYPES.map((type) => type.key);
}

const targetOf = (values: Values, key: string) => {
  const length = values[`len.${key}`];
  return typeof length === 'number' ? length : SELF_INTRODUCE_DEFAULT_LENGTH;
};

/** What a draft of question `key` is written from: the user's notes, and nothing else. */
export function draftInputOf(values: Values, key: string, question: string): DraftInput {
  const situations = listOf(values[`exp-s.${key}`]);
  const actions = listOf(values[`exp-a.${key}`]);
  const results = listOf(values[`exp-r.${key}`]);
  const experiences = Array.from({ length: Math.max(situations.length, actions.length, results.length) }, (_, n) => ({
    situation: situations[n]?.trim() ?? '',
    action: actions[n]?.trim() ?? '',
    result: results[n]?.trim() ?? '',
  })).filter((experience) => experience.situation || experience.action || experience.result);
  return {
    kind: KIND[key] ?? 'custom',
    question,
    target: textOf(values.target).trim() || null,
    keywords: listOf(values[`kw.${key}`])
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    experiences,
    notes: textOf(values[`notes.${key}`]).trim(),
    length: targetOf(values, key),
  };
}

/** Every text the user gave for a draft: a generated fact not in them is flagged. */
export function inputTexts(input: DraftInput): string[] {
  return [
    input.question,
    input.target ?? '',
    ...input.keywords,
    ...input.experiences.flatMap((experience) => [experience.situation, experience.action, experience.result]),
    input.notes,
  ].filter(Boolean);
}

/** The answers handed in, with their questions as they read and their lengths. */
export function answersOfRun(values: Values, labels: ReadonlyMap<string, string>): SelfIntroduceResult['answers'] {
  return questionKeys(values).map((key) => {
    const text = textOf(values[`a.${key}`]);
    return {
      key,
      question: labels.get(key) ?? key,
      text,
      length: targetOf(values, key),
      counts: countCharacters(text),
    };
  });
}

/** The result self-introduce/1 keeps: the answers, the target, next steps, and the questions as they read. */
export function selfIntroduceResultOf(
  answers: SelfIntroduceResult['answers'],
  values: Values,
  types: SelfIntroduceResult['content']['types'],
): SelfIntroduceResult {
  const short = answers.filter((answer) => answer.counts.withSpaces < answer.length * 0.7);
  const suggestions: SelfIntroduceResult['suggestions'] = [
    ...short.map((answer) => ({
      content: `'${answer.question}' 답변을 목표 분량(${answer.length}자)까지 경험과 결과로 채우기`,
      due_in_days: 7,
      topic: answer.question,
    })),
    {
      content: '지원할 곳의 채용 공고에서 요구 역량 세 가지를 찾아 답변에 드러났는지 확인하기',
      due_in_days: 7,
      topic: null,
    },
    { content: '완성한 자기소개서를 다른 사람에게 소리 내어 읽어 주고 의견 듣기', due_in_days: 14, topic: null },
  ];
  return { target: textOf(values.target).trim() || null, answers, suggestions, content: { types } };
}

/** What a handed-in result says, in a line (lists of past results): how many answers, how long in all. */
export function summaryOf(result: SelfIntroduceResult): string {
  const characters = result.answers.reduce((sum, answer) => sum + answer.counts.withSpaces, 0);
  return `${result.answers.length}문항 · ${characters.toLocaleString('ko-KR')}자`;
}

/** The version of the result this scoring writes. */
export const RESULT_VERSION = 'self-introduce/1';
