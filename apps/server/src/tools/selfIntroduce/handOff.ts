import { SELF_INTRODUCE_DEFAULT_TYPES, selfIntroduce } from '@career/api-sdk';
import { selfIntroduce as logic } from '@career/tool-logic';
import { ApiError } from '../../http/errors';
import type { Deps, Principal } from '../../http/types';
import { saveAnswers, startRun } from '../runs';

// What other tools hand to self introduction (decision 025): an experience told in another tool
// becomes an experience note of one of the four questions in the user's open self-introduction
// (started when there is none), for a draft to be written from. Saved as the user's own answers
// are, over the revisions it read, so nothing written meanwhile is overwritten.

/** How long each part of an experience note may be (the item's limit). */
const PART_LIMIT = 500;
const EXPERIENCES = 3;

const messages = {
  full: '이 문항의 경험 메모가 가득 찼습니다(3개). 자기소개서에서 메모 하나를 지운 뒤 다시 보내 주세요.',
};

/** The text cut to `max` characters at the end of its last whole sentence (or at `max` when it has none). */
export function clipAtSentence(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'), cut.lastIndexOf('다.'));
  return end > max / 2 ? cut.slice(0, end + (cut.startsWith('다.', end) ? 2 : 1)) : cut;
}

export interface HandedExperience {
  situation: string;
  action: string;
  result: string;
}

/** Adds `experience` to question `key`'s notes in the user's open self-introduction. */
export async function handExperienceToSelfIntroduce(
  deps: Deps,
  principal: Principal,
  userId: number,
  key: (typeof SELF_INTRODUCE_DEFAULT_TYPES)[number]['key'],
  experience: HandedExperience,
): Promise<{ run_id: number; key: string; question: string }> {
  const run = await startRun(deps.database.db, principal, userId, 'self-introduce', false);
  const current = new Map(run.answers.map((answer) => [answer.item, answer]));
  const listOf = (item: string) => {
    const value = current.get(item)?.value;
    return Array.isArray(value) ? value.map((entry) => (typeof entry === 'string' ? entry : '')) : [];
  };
  const items = [`exp-s.${key}`, `exp-a.${key}`, `exp-r.${key}`] as const;
  const lists = items.map(listOf);
  // Experiences are kept index by index across the three lists: the new one goes after the longest.
  const used = Math.max(...lists.map((list) => list.length));
  if (used >= EXPERIENCES) throw new ApiError(409, messages.full);
  const parts = [experience.situation, experience.action, experience.result];
  const answers: { item: string; value: unknown; base: number }[] = items.map((item, index) => ({
    item,
    value: [
      ...Array.from({ length: used }, (_, n) => lists[index]?.[n] ?? ''),
      clipAtSentence(parts[index]?.trim() ?? '', PART_LIMIT),
    ],
    base: current.get(item)?.revision ?? 0,
  }));
  const questions = logic.questionKeys(Object.fromEntries(run.answers.map((answer) => [answer.item, answer.value])));
  if (!questions.includes(key)) {
    answers.push({ item: 'questions', value: [...questions, key], base: current.get('questions')?.revision ?? 0 });
  }
  const ref = { id: run.id, user_id: userId, action_item: 'self-introduce' as const };
  await saveAnswers(deps, principal, ref, selfIntroduce, { answers });
  const question = SELF_INTRODUCE_DEFAULT_TYPES.find((type) => type.key === key)?.label ?? key;
  return { run_id: run.id, key, question };
}

/**
 * Adds `text` as a draft of question `key`'s answer in the user's open self-introduction (started
 * when there is none): it shows among the answer's versions, to take into the answer from there.
 */
export async function handDraftToSelfIntroduce(
  deps: Deps,
  principal: Principal,
  userId: number,
  key: (typeof SELF_INTRODUCE_DEFAULT_TYPES)[number]['key'],
  text: string,
): Promise<{ run_id: number; key: string; question: string }> {
  const run = await startRun(deps.database.db, principal, userId, 'self-introduce', false);
  const questions = logic.questionKeys(Object.fromEntries(run.answers.map((answer) => [answer.item, answer.value])));
  if (!questions.includes(key)) {
    const revision = run.answers.find((answer) => answer.item === 'questions')?.revision ?? 0;
    const ref = { id: run.id, user_id: userId, action_item: 'self-introduce' as const };
    await saveAnswers(deps, principal, ref, selfIntroduce, {
      answers: [{ item: 'questions', value: [...questions, key], base: revision }],
    });
  }
  await deps.database.db
    .insertInto('tool_answer_version')
    .values({ run_id: run.id, item: `a.${key}`, value: JSON.stringify(text.slice(0, 5000)), source: 'draft' })
    .execute();
  const question = SELF_INTRODUCE_DEFAULT_TYPES.find((type) => type.key === key)?.label ?? key;
  return { run_id: run.id, key, question };
}
