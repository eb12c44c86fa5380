import { particleAfter } from '../../text/hangul';
import type { Sentence } from '../count';
import type { Finding } from '../finding';
import { contentWords } from './words';

// Rule 3: a content word (./words) used REPEAT_MIN times or more in an answer under
// REPEAT_STEP_CHARS characters reads as repetition; a longer answer may use it once more for each
// further REPEAT_STEP_CHARS. The tip points at the sentence where the word reaches that count,
// the first place a reader starts to notice it.

export const REPEAT_MIN = 3;
export const REPEAT_STEP_CHARS = 1000;

/** How many uses of one word an answer of this length takes before they read as repetition. */
export const repeatThreshold = (withSpaces: number) => REPEAT_MIN + Math.floor(withSpaces / REPEAT_STEP_CHARS);

export function repetitionFindings(sentences: readonly Sentence[], withSpaces: number): Finding[] {
  const threshold = repeatThreshold(withSpaces);
  const uses = new Map<string, { stem: string; at: { sentence: Sentence; index: number }[] }>();
  for (const sentence of sentences) {
    for (const word of contentWords(sentence.text)) {
      const entry = uses.get(word.key) ?? { stem: word.stem, at: [] };
      entry.at.push({ sentence, index: sentence.start + word.index });
      uses.set(word.key, entry);
    }
  }
  return [...uses.values()]
    .filter((entry) => entry.at.length >= threshold)
    .map((entry) => ({ entry, noticed: entry.at[threshold - 1] as { sentence: Sentence; index: number } }))
    .sort((a, b) => a.noticed.index - b.noticed.index)
    .map(
      ({ entry, noticed }): Finding => ({
        kind: 'repetition',
        level: 'tip',
        message: `'${entry.stem}'${particleAfter(entry.stem, '이', '가')} 이 답변에 ${entry.at.length}번 나옵니다.`,
        suggestion:
          "꼭 필요한 곳에만 남기고, 나머지는 '그 일', '이 과정'처럼 받아 쓰거나 더 구체적인 말로 바꿔 보세요.",
        sentence: { ...noticed.sentence },
      }),
    );
}
