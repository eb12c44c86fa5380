import { particleAfter } from '../../text/hangul';
import { hasConcreteDoing, hasNumber, hasResult, isPledge } from '../../text/markers';
import type { Sentence } from '../count';
import type { Finding } from '../finding';

// Rule 5: a sentence that claims a trait ("저는 책임감이 강합니다") with nothing to show it: no
// number, no result, no doing a reader can picture (a doing of something concrete or in a setting:
// "최선을 다해 왔습니다" and "노력하는 자세를 배웠습니다" are claims in a verb's clothes). A claim is
// usually followed (or preceded) by its story, so the two sentences on either side of it in the same
// paragraph count as its evidence too: the warning is for a claim left standing alone.
// Pledges ("~하겠습니다") are about the future and left out.

/** Traits students claim, each with the noun the message names it by. */
const TRAITS: readonly (readonly [pattern: string, name: string])[] = [
  ['성실', '성실함'],
  ['책임감', '책임감'],
  ['꼼꼼', '꼼꼼함'],
  ['리더십', '리더십'],
  ['열정', '열정'],
  ['적극', '적극성'],
  ['소통', '소통 능력'],
  ['끈기', '끈기'],
  ['도전', '도전 정신'],
  ['협업|협동', '협업 능력'],
  ['배려', '배려심'],
  ['인내', '인내심'],
  ['창의', '창의성'],
  ['(?<!제)주도(?!권)', '주도성'],
  ['추진력', '추진력'],
  ['친화력', '친화력'],
  ['분석력', '분석력'],
  ['긍정', '긍정적인 태도'],
  ['정직(?!원)', '정직함'],
  ['근면', '근면함'],
];
const TRAIT = new RegExp(TRAITS.map(([pattern]) => `(${pattern})`).join('|'));

/** The trait a sentence claims, by name, or undefined. */
function claimedTrait(sentence: string): string | undefined {
  const match = TRAIT.exec(sentence);
  if (!match) return undefined;
  return TRAITS[match.slice(1).findIndex((group) => group !== undefined)]?.[1];
}

/** How many sentences on each side of a claim, in its paragraph, may show it. */
const NEARBY = 2;

const isEvidence = (sentence: string) => hasNumber(sentence) || hasConcreteDoing(sentence) || hasResult(sentence);

export function noEvidenceFindings(text: string, sentences: readonly Sentence[]): Finding[] {
  /** Whether two sentences stand in the same paragraph: no line break between them. */
  const together = (a: Sentence, b: Sentence) => !/[\r\n]/.test(text.slice(a.end, b.start));
  /** Up to NEARBY sentences from `index` in one direction, stopping at the paragraph's end. */
  const inParagraph = (index: number, step: -1 | 1): Sentence[] => {
    const found: Sentence[] = [];
    for (let at = index + step; found.length < NEARBY; at += step) {
      const [here, there] = [sentences[at - step], sentences[at]];
      if (!here || !there || !together(step > 0 ? here : there, step > 0 ? there : here)) break;
      found.push(there);
    }
    return found;
  };
  return sentences.flatMap((sentence, index): Finding[] => {
    const trait = claimedTrait(sentence.text);
    if (trait === undefined || isPledge(sentence.text)) return [];
    // A claim opening a story ("저는 꼼꼼합니다. 카페 아르바이트를 했습니다. 그때 저는 …") or closing
    // one ("… 넘겨줬습니다. 이 일로 꼼꼼함이 자랐습니다.") is shown by the story: the two sentences on
    // either side count, within the paragraph.
    const nearby = [sentence, ...inParagraph(index, -1), ...inParagraph(index, 1)];
    if (nearby.some((near) => isEvidence(near.text))) return [];
    return [
      {
        kind: 'no-evidence',
        level: 'warn',
        message: `이 문장은 ${trait}${particleAfter(trait, '을', '를')} 내세우지만, 앞뒤 문장까지 보아도 그것을 보여 주는 숫자나 행동, 결과가 없습니다.`,
        suggestion:
          '그렇게 말할 수 있는 경험 하나를 골라 내가 한 일과 그 결과를 바로 이어서 적어 보세요. 기간, 횟수, 인원처럼 숫자가 있다면 함께 적으면 더 믿음이 갑니다.',
        sentence: { ...sentence },
      },
    ];
  });
}
