import { countCharacters, splitSentences } from './count';
import type { Finding } from './finding';
import { clicheFindings } from './rules/cliche';
import { noEvidenceFindings } from './rules/evidence';
import { emptyAnswer, lengthFindings } from './rules/length';
import { longSentenceFindings } from './rules/longSentence';
import { repetitionFindings } from './rules/repetition';
import { structureFindings } from './rules/structure';

// The review of one 자기소개서 answer, computed on the server from the text alone: a checklist of
// what a reader will notice, each item with what to do about it. Never a grade. Deterministic:
// the same input gives the same findings in the same order. The rules, each in ./rules:
//
// 1. Length (length.ts), 공백 포함 against the target: under LENGTH_SHORT_PERCENT (70%) a warning
//    saying how many characters are missing; under LENGTH_ROOM_PERCENT (90%) a tip; over the target
//    a warning saying how many to cut, since forms cut off at the limit. An empty answer gets one
//    finding, to start, and nothing else. A target that is not a positive number is not judged.
// 2. Long sentences (longSentence.ts): over LONG_SENTENCE_CHARS (80) characters 공백 포함, a tip
//    each, naming a connective ("~했고,", "~지만,") to split at when there is one.
// 3. Repetition (repetition.ts, words.ts): a content word, stemmed roughly, used REPEAT_MIN (3)
//    times in an answer under REPEAT_STEP_CHARS (1000) characters, one more for each further
//    1000: a tip naming the word and its count, on the sentence where it reaches the threshold.
// 4. Clichés (cliche.ts, ../cliches.ts): a tip per occurrence, on its sentence, with the list's
//    suggestion.
// 5. Claims without evidence (evidence.ts, markers.ts): a sentence claiming a trait (성실, 책임감,
//    리더십 …) with no number, no past-tense doing and no result in it or in the sentences next
//    to it in its paragraph: a warning. Pledges ("~하겠습니다") are left out.
// 6. Structure (structure.ts): in answers of STRUCTURE_MIN_CHARS (300) characters or more, except
//    입사 후 포부, one tip naming what of situation, action and result it finds nowhere.
//
// Findings about the whole answer (length, structure) come first; then the rest by the sentence
// they point at, and within a sentence in the order of the rules above.

export { LENGTH_ROOM_PERCENT, LENGTH_SHORT_PERCENT } from './rules/length';
export { LONG_SENTENCE_CHARS } from './rules/longSentence';
export { REPEAT_MIN, REPEAT_STEP_CHARS, repeatThreshold } from './rules/repetition';
export { QUESTION_TYPES, STRUCTURE_MIN_CHARS } from './rules/structure';

export const CHECK_VERSION = 'self-introduce-check/1';

export interface CheckInput {
  /** The answer as written. */
  text: string;
  /** The form's limit in characters, 공백 포함. */
  target: number;
  /** One of QUESTION_TYPES, or the student's own question. */
  questionType: string;
}

export interface CheckResult {
  version: typeof CHECK_VERSION;
  counts: { withSpaces: number; withoutSpaces: number; sentences: number };
  target: number;
  findings: Finding[];
  /** Plain words on what this is: a checklist of things a reader notices, not a grade or a pass/fail. */
  note: string;
}

export const CHECK_NOTE =
  '이 점검 결과는 점수나 합격·불합격 판정이 아닙니다. 읽는 사람이 눈여겨볼 만한 부분을 글만 보고 찾아 적은 목록이라 ' +
  '맞지 않는 항목도 있을 수 있으니, 고칠지는 직접 판단해 주세요.';

export function checkAnswer(input: CheckInput): CheckResult {
  const { text, target, questionType } = input;
  const sentences = splitSentences(text);
  const { withSpaces, withoutSpaces } = countCharacters(text);
  const findings = !/\S/u.test(text)
    ? [emptyAnswer()]
    : [
        ...lengthFindings(withSpaces, target),
        ...structureFindings(sentences, withSpaces, questionType),
        ...longSentenceFindings(sentences),
        ...repetitionFindings(sentences, withSpaces),
        ...clicheFindings(sentences),
        ...noEvidenceFindings(text, sentences),
      ];
  // A stable sort: the whole answer first, then by sentence; each rule's own order is kept.
  findings.sort((a, b) => (a.sentence?.start ?? -1) - (b.sentence?.start ?? -1));
  return {
    version: CHECK_VERSION,
    counts: { withSpaces, withoutSpaces, sentences: sentences.length },
    target,
    findings,
    note: CHECK_NOTE,
  };
}
