import { particleAfter } from '../../text/hangul';
import { hasConcreteDoing, hasNumber, hasResult } from '../../text/markers';
import type { Sentence } from '../count';
import type { Finding } from '../finding';

// Rule 6: an answer about the past (every question type but 입사 후 포부) of
// STRUCTURE_MIN_CHARS or more should show a situation, what the student did in it, and what came
// of it (상황–행동–결과). The tip names the parts it finds nowhere in the answer.

export const STRUCTURE_MIN_CHARS = 300;

/** The question types the product offers; any other text is the student's own question. */
export const QUESTION_TYPES = ['지원동기', '성장과정', '성격의 장단점', '입사 후 포부'] as const;
/** Looks ahead, so there is no past situation to tell (matched with or without its spaces). */
const FUTURE_TYPE = '입사후포부';

const SITUATION =
  /당시|때(?!문)|상황|문제|과제|프로젝트|동아리|아르바이트|인턴|대회|공모전|수업|봉사|학회|학년|근무|활동|회의|현장|고객/;

const PARTS: readonly { name: string; clause: string; found: (sentences: readonly Sentence[]) => boolean }[] = [
  { name: '상황', clause: '어떤 상황이었는지', found: (sentences) => sentences.some((s) => SITUATION.test(s.text)) },
  {
    name: '행동',
    clause: '그때 내가 직접 무엇을 했는지',
    found: (sentences) => sentences.some((s) => hasConcreteDoing(s.text)),
  },
  { name: '결과', clause: '그래서 무엇이 달라졌는지', found: (sentences) => sentences.some((s) => hasResult(s.text)) },
];

export function structureFindings(sentences: readonly Sentence[], withSpaces: number, questionType: string): Finding[] {
  if (withSpaces < STRUCTURE_MIN_CHARS || questionType.replace(/\s/g, '') === FUTURE_TYPE) return [];
  const missing = PARTS.filter((part) => !part.found(sentences));
  if (missing.length === 0) return [];
  const names = missing.map((part) => part.name);
  const last = names.at(-1) as string;
  const named =
    names.length === PARTS.length
      ? `${names.join(', ')}가 모두`
      : `${names.join('과 ')}${particleAfter(last, '이', '가')}`;
  const withNumber = names.includes('결과') && !sentences.some((s) => hasNumber(s.text));
  return [
    {
      kind: 'structure',
      level: 'tip',
      message: `상황·행동·결과 가운데 ${named} 글에서 보이지 않습니다.`,
      suggestion:
        `경험 하나를 골라 ${missing.map((part) => part.clause).join(', ')} 한두 문장씩 더해 보세요.` +
        (withNumber ? ' 결과를 숫자로 보여 줄 수 있다면 더 좋습니다.' : ''),
      sentence: null,
    },
  ];
}
