// Counting as Korean application forms count (in api-sdk, where the screen reads it too), and the
// sentences the review points at.

import { isSyllable } from '../text/hangul';

export { type CharacterCount, countCharacters } from '@career/api-sdk';

/** A sentence and where it stands in the text (`text === answer.slice(start, end)`), to highlight it. */
export interface Sentence {
  text: string;
  start: number;
  end: number;
}

// \s with the u flag: spaces, tabs, line breaks, NBSP, the ideographic space (U+3000) and the rest.
const WHITESPACE = /\s/u;

const ENDINGS = new Set(['.', '!', '?', '。', '！', '？', '…']);
/** What may close a sentence after its ending: "…했습니다." ("다."), '…합니다!', (…다.) */
const CLOSERS = new Set(['"', "'", '”', '’', ')', ']', '」', '』', '》', '〉', '】']);
/** A period after these is an abbreviation, not an ending: "Co., Ltd. 에서", "e.g. 엑셀". */
const ABBREVIATIONS = new Set(['co', 'ltd', 'inc', 'corp', 'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'vs', 'etc', 'no']);
/** A line that starts "1. " or "가. " is a numbered heading, not a one-word sentence. */
const LIST_MARKER = /^(\d{1,2}|[A-Za-z]|[가-하])$/;

const isSpace = (char: string | undefined) => char !== undefined && WHITESPACE.test(char);

/** Whether the ending at `at` is not one after all, judged by what comes before it in the sentence. */
function isNotAnEnding(text: string, start: number, at: number): boolean {
  const before = text.slice(start, at).trim();
  if (before.endsWith('(')) return true; // "(?)", "(!)": a remark inside the sentence
  if (text[at] !== '.') return false;
  if (LIST_MARKER.test(before)) return true;
  const word = /([A-Za-z][A-Za-z.]*)$/.exec(before)?.[1];
  if (word === undefined) return false;
  // "e.g." and "U.S." carry their own periods; a single capital is an initial ("J. K.").
  return ABBREVIATIONS.has(word.toLowerCase()) || /^([A-Za-z]\.)+[A-Za-z]$/.test(word) || /^[A-Z]$/.test(word);
}

/**
 * Splits an answer into sentences. A sentence ends at . ! ? 。 … (a run of them, with closing
 * quotes or brackets after it) followed by a space or the end of the text, or glued between two
 * Hangul syllables ("했습니다.그래서", a missing space); and at every line break. So "3.5점",
 * "(주)카카오", "www.kakao.com" and "\"최선을 다하자.\"라고" stay inside their sentence.
 * Each sentence is trimmed; blank lines give none.
 */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  const push = (from: number, to: number) => {
    let start = from;
    let end = to;
    while (start < end && isSpace(text[start])) start += 1;
    while (end > start && isSpace(text[end - 1])) end -= 1;
    if (start < end) sentences.push({ text: text.slice(start, end), start, end });
  };
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] as string;
    if (char === '\n' || char === '\r') {
      push(start, at);
      start = at + 1;
      continue;
    }
    if (!ENDINGS.has(char)) continue;
    let runEnd = at;
    while (runEnd < text.length && ENDINGS.has(text[runEnd] as string)) runEnd += 1;
    let closed = runEnd;
    while (closed < text.length && CLOSERS.has(text[closed] as string)) closed += 1;
    const next = text[closed];
    const ends =
      next === undefined || isSpace(next) || (closed === runEnd && isSyllable(text[at - 1]) && isSyllable(next));
    if (ends && !isNotAnEnding(text, start, at)) {
      push(start, closed);
      start = closed;
      at = closed - 1;
    } else {
      at = runEnd - 1;
    }
  }
  push(start, text.length);
  return sentences;
}
