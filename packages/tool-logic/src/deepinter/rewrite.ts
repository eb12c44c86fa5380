import { diffWords } from 'diff';
import { sentencesOf } from '../text/compose';
import { humble, politeSentence } from '../text/korean';

// The composer's rewrite of an interview answer (decision 025): the student's own sentences, tidied
// as a spoken answer wants them. Filler words go, plain first-person words become humble (나는 →
// 저는), endings become 합니다체, a long sentence joined by 했고 is split in two, a sentence said
// twice is said once. Nothing is added, so no fact can be: every word of the rewrite is the
// student's or an ending. Deterministic.

export const REWRITE_VERSION = 'deepinter-rewrite/1';

/** Words that fill speech and carry nothing in a written answer. */
const FILLERS =
  /(?<![가-힣])(?:그냥|좀|약간|되게|엄청|진짜|정말|너무|막|뭔가|일단|아무튼|솔직히|사실상)(?![가-힣])\s*/g;
/** Every syllable with ㅆ as its final (했, 졌, 왔 …): a past tense. */
const PAST = Array.from({ length: 399 }, (_, n) => String.fromCharCode(0xac00 + n * 28 + 20)).join('');
/** Where a long sentence may be split: after a past-tense 고 and its comma. */
const JOIN = new RegExp(`(?<=[${PAST}]고),?\\s+`);
/** A piece that ends in a past-tense 고 or 어요 (길어졌고, 드렸어요 → 길어졌습니다, 드렸습니다). */
const PAST_END = new RegExp(`(?<=[${PAST}])(?:고|어요)$`);
const LONG = 45;

export interface Rewrite {
  text: string;
  /** What was changed, said in Korean (empty: nothing needed changing). */
  notes: string[];
}

const finished = (sentence: string) => (/[.!?。]$/.test(sentence) ? sentence : `${sentence}.`);

/** The answer rewritten from its own words, with what was changed. */
export function rewriteAnswer(answer: string): Rewrite {
  let fillers = 0;
  let splits = 0;
  let endings = 0;
  let repeats = 0;
  const out: string[] = [];
  for (const raw of sentencesOf(answer)) {
    const trimmed = raw.replace(FILLERS, () => {
      fillers += 1;
      return '';
    });
    const pieces = trimmed.length > LONG && JOIN.test(trimmed) ? trimmed.split(JOIN) : [trimmed];
    if (pieces.length > 1) splits += pieces.length - 1;
    for (const piece of pieces) {
      const words = humble(piece.replace(/\s+/g, ' ').trim());
      if (words === '') continue;
      const bare = words.replace(/[.!?。\s]+$/, '');
      const polite = PAST_END.test(bare) ? `${bare.replace(PAST_END, '')}습니다.` : politeSentence(words);
      const sentence = polite ?? finished(words);
      if (out.includes(sentence)) {
        repeats += 1;
        continue;
      }
      if (polite && polite.replace(/[.\s]/g, '') !== words.replace(/[.!?。\s]/g, '')) endings += 1;
      out.push(sentence);
    }
  }
  const notes = [
    fillers > 0 ? `말버릇처럼 붙은 말 ${fillers}개를 뺐습니다.` : null,
    endings > 0 ? `문장 ${endings}개의 끝을 합니다체로 맞췄습니다.` : null,
    splits > 0 ? `긴 문장 ${splits}곳을 나누었습니다.` : null,
    repeats > 0 ? `같은 문장이 되풀이된 ${repeats}곳을 한 번만 남겼습니다.` : null,
  ].filter((note): note is string => note !== null);
  return { text: out.join(' '), notes };
}

export interface Change {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** How `after` differs from `before`, word by word, for showing the two side by side. */
export function changesOf(before: string, after: string): Change[] {
  return diffWords(before, after).map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }));
}
