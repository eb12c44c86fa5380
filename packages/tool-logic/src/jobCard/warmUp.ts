import type { JobCardResult } from '@career/api-sdk';
import { withParticle } from '../text/korean';
import {
  FOCUS_LETTERS,
  JOB_CARD_DISLIKED_REASONS,
  JOB_CARD_REASONS,
  JOB_CARD_WARM_UP,
  PRIORITY_REASONS,
  STYLE_LETTERS,
  WORKPLACE_REASON,
} from './content';

// The warm-up answers beside the sort (decision 016 "Job card"). They weigh nothing in the code or
// the occupations: five single answers cannot justify moving a result read from forty-two cards.
// What they can do is be read against the sort, where a link is one a reader can check (content.ts):
//
// - priority: the value chosen as most important, and how many liked cards were given the reason
//   naming the same value (and how many disliked cards its opposite);
// - focus: the kind of work (people, data, things, ideas) and whether the interest types nearest to
//   it on ACT's World-of-Work Map are in the liked cards' code;
// - style: leading people, and whether the enterprising type (E) is in the code;
// - workplace: how many disliked cards were disliked for where or when the work is done;
// - stage: it picks which next steps are suggested (scoring.ts), and says so.
//
// A question with no such link (working alone or in a team) is shown with its answer alone.

interface Explained {
  name: string;
  reasons: readonly string[];
}

const labelOf = (key: string) =>
  [...JOB_CARD_REASONS, ...JOB_CARD_DISLIKED_REASONS].find((reason) => reason.key === key)?.label ?? key;

const quoted = (text: string, particle: '을/를' | '이/가' | '은/는') => withParticle(`'${text}'`, particle);

const given = (cards: readonly Explained[], key: string) => cards.filter((card) => card.reasons.includes(key)).length;

const LETTER_NAMES: Readonly<Record<string, string>> = {
  R: 'R(현실형)',
  I: 'I(탐구형)',
  A: 'A(예술형)',
  S: 'S(사회형)',
  E: 'E(진취형)',
  C: 'C(관습형)',
};

function priorityRelation(option: string, label: string, liked: readonly Explained[], disliked: readonly Explained[]) {
  const pair = PRIORITY_REASONS[option];
  if (!pair) return null;
  const parts = [`${quoted(label, '을/를')} 가장 중요하게 꼽았습니다.`];
  if (liked.length > 0) {
    const count = given(liked, pair.liked);
    parts.push(
      `끌린 카드 ${liked.length}장 가운데 ${count}장에 ${quoted(labelOf(pair.liked), '을/를')} 이유로 골랐습니다.`,
    );
    if (count === 0) parts.push('중요하게 여기는 것과 끌리는 일이 다를 수 있으니, 상담에서 함께 이야기해 보세요.');
  } else parts.push('끌린 카드가 없어 끌린 이유와는 견주지 못했습니다.');
  if (disliked.length > 0) {
    const count = given(disliked, pair.disliked);
    if (count > 0)
      parts.push(
        `끌리지 않은 카드 ${disliked.length}장 가운데 ${count}장은 ${quoted(labelOf(pair.disliked), '이/가')} 이유였습니다.`,
      );
  }
  return parts.join(' ');
}

const namedLetters = (letters: readonly string[]) => letters.map((letter) => LETTER_NAMES[letter] ?? letter).join('·');

/** A sentence on the types an answer points to, then whether the liked cards' code has them. */
function lettersRelation(intro: string, letters: readonly string[], code: string) {
  if (code === '') return `${intro} 끌린 카드가 없어 견주지 못했습니다.`;
  const shared = letters.filter((letter) => code.includes(letter));
  if (shared.length === 0)
    return `${intro} 끌린 카드의 코드 ${code}에는 그 유형이 없습니다: 답과 끌린 카드가 다른 쪽을 가리키니, 둘 다 살펴보세요.`;
  return `${intro} 끌린 카드의 코드 ${code}에도 ${withParticle(shared.join('·'), '이/가')} 있습니다.`;
}

/** Each warm-up question with the answer chosen and how it relates to the sort (see the header). */
export function warmUpReading(
  answers: ReadonlyMap<string, string>,
  sort: { code: string; liked: readonly Explained[]; disliked: readonly Explained[] },
): JobCardResult['warm_up'] {
  return JOB_CARD_WARM_UP.map((question) => {
    const key = answers.get(question.key);
    const option = question.options.find((entry) => entry.key === key);
    if (!option) return { key: question.key, question: question.text, answer: null, relation: null };
    let relation: string | null = null;
    switch (question.key) {
      case 'priority':
        relation = priorityRelation(option.key, option.label, sort.liked, sort.disliked);
        break;
      case 'focus': {
        const letters = FOCUS_LETTERS[option.key];
        const noun = option.label.split(':')[0]?.trim() ?? option.label;
        if (letters)
          relation = lettersRelation(
            `${quoted(noun, '을/를')} 다루는 일과 가까운 흥미 유형은 ${namedLetters(letters)}입니다(ACT 일의 세계 지도).`,
            letters,
            sort.code,
          );
        break;
      }
      case 'style': {
        const letters = STYLE_LETTERS[option.key];
        if (letters)
          relation = lettersRelation(
            `${quoted(option.label, '은/는')} ${namedLetters(letters)}의 활동과 가깝습니다.`,
            letters,
            sort.code,
          );
        break;
      }
      case 'workplace': {
        const count = given(sort.disliked, WORKPLACE_REASON);
        if (sort.disliked.length > 0)
          relation = `끌리지 않은 카드 ${sort.disliked.length}장 가운데 ${count}장에 ${quoted(labelOf(WORKPLACE_REASON), '을/를')} 이유로 골랐습니다.`;
        break;
      }
      case 'stage':
        relation = '실천 제안을 이 단계에 맞추어 골랐습니다.';
        break;
    }
    return { key: question.key, question: question.text, answer: option.label, relation };
  });
}
