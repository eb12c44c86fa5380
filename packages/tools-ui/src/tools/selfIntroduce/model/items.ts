import { SELF_INTRODUCE_DEFAULT_LENGTH, SELF_INTRODUCE_DEFAULT_TYPES, SELF_INTRODUCE_LENGTHS } from '@career/api-sdk';
import type { SelfIntroduceType } from '../types';
import { countCharacters } from './count';

// The run's items (the contract's header of selfIntroduce.ts), read and written as pure rules. No
// React here. `answers` is the run's answers by item, as the run store holds them.

export type Answers = Readonly<Record<string, unknown>>;

/** The limits the contract's items hold (longer is refused by the server). */
export const LIMITS = {
  questions: 10,
  answer: 5000,
  keywords: 10,
  keyword: 30,
  experiences: 3,
  experience: 500,
  notes: 1000,
  target: 100,
} as const;

export const DEFAULT_KEYS: readonly string[] = SELF_INTRODUCE_DEFAULT_TYPES.map((type) => type.key);

export const item = {
  questions: 'questions',
  target: 'target',
  answer: (key: string) => `a.${key}`,
  length: (key: string) => `len.${key}`,
  keywords: (key: string) => `kw.${key}`,
  situation: (key: string) => `exp-s.${key}`,
  action: (key: string) => `exp-a.${key}`,
  result: (key: string) => `exp-r.${key}`,
  notes: (key: string) => `notes.${key}`,
} as const;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const listOf = (value: unknown) =>
  Array.isArray(value) ? value.map((entry) => (typeof entry === 'string' ? entry : '')) : [];

/** The questions the run answers, in order: the four until the user chooses (as the server reads them). */
export function chosenKeys(answers: Answers): string[] {
  const chosen = answers[item.questions];
  if (Array.isArray(chosen) && chosen.length > 0) return chosen.filter((key): key is string => typeof key === 'string');
  return [...DEFAULT_KEYS];
}

export const answerOf = (answers: Answers, key: string) => textOf(answers[item.answer(key)]);

export const targetOf = (answers: Answers) => textOf(answers[item.target]);

export const notesOf = (answers: Answers, key: string) => textOf(answers[item.notes(key)]);

export const keywordsOf = (answers: Answers, key: string) => listOf(answers[item.keywords(key)]);

/** The length the answer aims at: one of the offered lengths, 700 until chosen. */
export function targetLengthOf(answers: Answers, key: string): number {
  const value = answers[item.length(key)];
  return typeof value === 'number' && (SELF_INTRODUCE_LENGTHS as readonly number[]).includes(value)
    ? value
    : SELF_INTRODUCE_DEFAULT_LENGTH;
}

export interface Experience {
  situation: string;
  action: string;
  result: string;
}

/** The experiences, index by index across the three parallel lists. */
export function experiencesOf(answers: Answers, key: string): Experience[] {
  const situations = listOf(answers[item.situation(key)]);
  const actions = listOf(answers[item.action(key)]);
  const results = listOf(answers[item.result(key)]);
  const count = Math.min(LIMITS.experiences, Math.max(situations.length, actions.length, results.length));
  return Array.from({ length: count }, (_, n) => ({
    situation: situations[n] ?? '',
    action: actions[n] ?? '',
    result: results[n] ?? '',
  }));
}

/** The three items that keep `experiences`, each a list as long as the experiences. */
export function experienceItems(key: string, experiences: readonly Experience[]): [string, string[]][] {
  return [
    [item.situation(key), experiences.map((experience) => experience.situation)],
    [item.action(key), experiences.map((experience) => experience.action)],
    [item.result(key), experiences.map((experience) => experience.result)],
  ];
}

const blank = (text: string) => text.trim() === '';

/** Whether a draft has anything to be written from (the server refuses a draft without it). */
export function hasNotes(answers: Answers, key: string): boolean {
  return (
    keywordsOf(answers, key).some((keyword) => !blank(keyword)) ||
    experiencesOf(answers, key).some(
      (experience) => !blank(experience.situation) || !blank(experience.action) || !blank(experience.result),
    ) ||
    !blank(notesOf(answers, key))
  );
}

/** The chosen questions with no answer yet, in order. */
export const emptyKeys = (answers: Answers) => chosenKeys(answers).filter((key) => blank(answerOf(answers, key)));

/** A question's wording; a question deleted since is still named as such. */
export function labelOf(types: readonly SelfIntroduceType[], key: string): string {
  return types.find((type) => type.key === key)?.label ?? '지운 문항';
}

/**
 * Adds or removes a question from the chosen ones. The last one stays (none chosen would mean the
 * four again), and no more than ten are chosen. Answers of a removed question are kept.
 */
export function toggleQuestion(chosen: readonly string[], key: string): string[] {
  if (chosen.includes(key)) return chosen.length > 1 ? chosen.filter((entry) => entry !== key) : [...chosen];
  return chosen.length >= LIMITS.questions ? [...chosen] : [...chosen, key];
}

export type KeywordProblem = 'blank' | 'duplicate' | 'full' | 'long';

/** A keyword added to the list, or why it cannot be. */
export function addKeyword(list: readonly string[], word: string): string[] | KeywordProblem {
  const keyword = word.trim().replace(/\s+/g, ' ');
  if (keyword === '') return 'blank';
  if (keyword.length > LIMITS.keyword) return 'long';
  if (list.some((entry) => entry.trim() === keyword)) return 'duplicate';
  if (list.length >= LIMITS.keywords) return 'full';
  return [...list, keyword];
}

export const KEYWORD_PROBLEMS: Record<KeywordProblem, string> = {
  blank: '키워드를 입력해 주세요.',
  duplicate: '이미 있는 키워드입니다.',
  full: `키워드는 ${LIMITS.keywords}개까지 적을 수 있습니다.`,
  long: `키워드는 ${LIMITS.keyword}자까지 적을 수 있습니다.`,
};

/** Where a returning user stands: how many chosen questions have an answer, and how long they are. */
export function progressOf(answers: Answers) {
  const keys = chosenKeys(answers);
  const written = keys.filter((key) => !blank(answerOf(answers, key)));
  const characters = written.reduce((sum, key) => sum + countCharacters(answerOf(answers, key)).withSpaces, 0);
  return { chosen: keys.length, written: written.length, characters };
}

/** The main screen's line for a returning user. */
export function recap(answers: Answers): string {
  const { chosen, written, characters } = progressOf(answers);
  if (written === 0) return `고른 문항 ${chosen}개에 아직 쓴 답변이 없습니다. 첫 문항부터 쓰면 됩니다.`;
  const total = `모두 ${characters.toLocaleString('ko-KR')}자`;
  if (written < chosen)
    return `고른 문항 ${chosen}개 중 ${written}개에 답변을 썼습니다(${total}). 남은 ${chosen - written}개를 이어서 쓰면 됩니다.`;
  return `고른 문항 ${chosen}개에 모두 답변을 썼습니다(${total}). 점검하고 다듬은 뒤 제출하면 됩니다.`;
}

/** Text cut to what an answer item takes (the server refuses longer). */
export const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The draft put in the answer: in place of it, or after it on a new paragraph. */
export function withDraft(answer: string, draft: string, how: 'replace' | 'append'): string {
  if (how === 'replace' || blank(answer)) return clip(draft, LIMITS.answer);
  return clip(`${answer.replace(/\s+$/u, '')}\n\n${draft}`, LIMITS.answer);
}
