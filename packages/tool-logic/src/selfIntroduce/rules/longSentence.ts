import { countCharacters, type Sentence } from '../count';
import type { Finding } from '../finding';

// Rule 2: a sentence longer than LONG_SENTENCE_CHARS (공백 포함) is hard to take in at one reading.
// The tip names a connective ending where it could be split ("했고," → "했습니다. 그리고"),
// preferring one followed by a comma, then the one nearest the middle.

export const LONG_SENTENCE_CHARS = 80;

/** Connective endings a sentence can be split after: -고, -며, -는데, -지만, -면서, -으나, -아서/-어서. */
const CONNECTIVE = /^[가-힣]+(고|며|는데|은데|인데|지만|면서|으나|어서|아서|해서|했으며|였으며)(,?)$/;
/** Nouns that end like a connective. */
const NOT_CONNECTIVES = new Set(['최고', '광고', '참고', '창고', '사고', '재고', '신고', '경고', '원고', '보고']);

/** Where to split: the connective word, or undefined when the sentence has none. */
function splitPoint(sentence: string): string | undefined {
  const words = [...sentence.matchAll(/\S+/g)].slice(0, -1);
  const middle = sentence.length / 2;
  let best: { word: string; comma: boolean; distance: number } | undefined;
  for (const match of words) {
    const connective = CONNECTIVE.exec(match[0]);
    if (!connective) continue;
    const word = match[0].replace(/,$/, '');
    if (NOT_CONNECTIVES.has(word)) continue;
    const candidate = {
      word,
      comma: connective[2] === ',',
      distance: Math.abs(match.index + match[0].length - middle),
    };
    const better =
      best === undefined ||
      (candidate.comma && !best.comma) ||
      (candidate.comma === best.comma && candidate.distance < best.distance);
    if (better) best = candidate;
  }
  return best?.word;
}

export function longSentenceFindings(sentences: readonly Sentence[]): Finding[] {
  return sentences.flatMap((sentence): Finding[] => {
    const length = countCharacters(sentence.text).withSpaces;
    if (length <= LONG_SENTENCE_CHARS) return [];
    const word = splitPoint(sentence.text);
    return [
      {
        kind: 'long-sentence',
        level: 'tip',
        message: `이 문장은 ${length}자로, 한 번에 읽기에 깁니다.`,
        suggestion:
          word === undefined
            ? `한 문장에는 한 가지 내용만 담아 ${LONG_SENTENCE_CHARS}자 안쪽의 문장 둘로 나누어 보세요.`
            : `'${word}'에서 끊고 앞부분을 '~했습니다.'처럼 맺어 두 문장으로 나누어 보세요.`,
        sentence: { ...sentence },
      },
    ];
  });
}
