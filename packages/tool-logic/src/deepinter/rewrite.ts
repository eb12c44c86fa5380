import { diffWords } from 'diff';
import { sentencesOf } from '../text/compose';
import { humble, politeSentence } from '../text/korean';
import { hasConcreteDoing, hasResult } from '../text/markers';

// The composer's rewrite of an interview answer (decision 025): the student's own sentences, tidied
// as a spoken answer wants them. Filler words go, plain first-person words become humble (나는 →
// 저는), endings become 합니다체, a long sentence joined by 했고 is split in two, a sentence said
// twice is said once, and an answer told out of order is put in the order of situation, action and
// result. Nothing is added, so no fact can be: every word of the rewrite is the student's or an
// ending. Deterministic.

export const REWRITE_VERSION = 'deepinter-rewrite/2';

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

/** A sentence that leans on the one before it ("그래서 …", "그때 …"): it moves with that one. */
const LEANS_BACK =
  /^(그래서|그러자|그러나|하지만|그런데|그 결과|결국|덕분에|이후|그 뒤|그 후|그때|그 당시|이때|이를|이렇게|그렇게)/;
/** A sentence that sets the scene by its time ("당시 …", "축제 때 …"). */
const TIME_FRAME = /당시|때(?!문)/;

type Part = 'situation' | 'action' | 'result' | 'other';

/** Someone acting on something: an object ("번호표를"), or the student as the one who did it. */
const ACTS = /[가-힣](을|를)(\s|$)|(^|\s)(저는|제가|저희가|저희는)/;

/**
 * What a sentence tells, read cautiously: only a clear situation or result is ever moved. A scene
 * set by its time in which no one acts on anything ("당시 매장은 재고가 자주 비었습니다") is the
 * situation, whatever its verb.
 */
function partOf(sentence: string): Part {
  if (TIME_FRAME.test(sentence) && !ACTS.test(sentence)) return 'situation';
  if (hasConcreteDoing(sentence)) return 'action';
  if (hasResult(sentence)) return 'result';
  return 'other';
}

/**
 * The sentences in the order of situation, action and result, each sentence that leans on the one
 * before kept with it: a result told before anything was done goes after the doings, a scene set
 * by its time after them comes before. Anything else keeps its place.
 */
export function inStoryOrder(sentences: readonly string[]): string[] {
  const units: string[][] = [];
  for (const sentence of sentences) {
    const last = units.at(-1);
    if (last && LEANS_BACK.test(sentence)) last.push(sentence);
    else units.push([sentence]);
  }
  const parts = units.map((unit) => partOf(unit[0] as string));
  const first = parts.indexOf('action');
  if (first === -1) return [...sentences];
  const before = units.slice(0, first);
  const after = units.slice(first);
  const afterParts = parts.slice(first);
  const early = before.filter((_, index) => parts[index] === 'result');
  const late = after.filter((_, index) => afterParts[index] === 'situation');
  return [
    ...before.filter((_, index) => parts[index] !== 'result'),
    ...late,
    ...after.filter((_, index) => afterParts[index] !== 'situation'),
    ...early,
  ].flat();
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
  const ordered = inStoryOrder(out);
  const moved = ordered.some((sentence, index) => sentence !== out[index]);
  const notes = [
    moved ? '이야기 순서를 상황, 행동, 결과 순으로 바꾸었습니다.' : null,
    fillers > 0 ? `말버릇처럼 붙은 말 ${fillers}개를 뺐습니다.` : null,
    endings > 0 ? `문장 ${endings}개의 끝을 합니다체로 맞췄습니다.` : null,
    splits > 0 ? `긴 문장 ${splits}곳을 나누었습니다.` : null,
    repeats > 0 ? `같은 문장이 되풀이된 ${repeats}곳을 한 번만 남겼습니다.` : null,
  ].filter((note): note is string => note !== null);
  return { text: ordered.join(' '), notes };
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
