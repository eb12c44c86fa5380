import { countCharacters, splitSentences } from './count';
import type { Finding, RuleFinding } from './finding';
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
//    리더십 …) with no number, no result and no doing of something concrete (or in a setting) in
//    it or in the two sentences on either side of it in its paragraph: a warning. Pledges
//    ("~하겠습니다") are left out.
// 6. Structure (structure.ts): in answers of STRUCTURE_MIN_CHARS (300) characters or more, except
//    입사 후 포부, one tip naming what of situation, action and result it finds nowhere.
//
// One cause, one finding: a trait claimed with no evidence is one warning, even where the claim's
// words are also a cliché ("책임감이 강하고"); the warning takes the cliché's suggestion, which says
// how to show that trait. Findings about the whole answer (length, structure) come first; then the
// sentences a warning points at, then the others, each in the text's order, so what to fix first
// is on top; within a sentence, warnings first, then the order of the rules above. Screens show
// the findings of one sentence under one quotation of it.

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
    : inOrderOfFixing(
        oneFindingPerCause([
          ...lengthFindings(withSpaces, target),
          ...structureFindings(sentences, withSpaces, questionType),
          ...longSentenceFindings(sentences),
          ...repetitionFindings(sentences, withSpaces),
          ...clicheFindings(sentences),
          ...noEvidenceFindings(text, sentences),
        ]),
      );
  return {
    version: CHECK_VERSION,
    counts: { withSpaces, withoutSpaces, sentences: sentences.length },
    target,
    findings,
    note: CHECK_NOTE,
  };
}

/** A trait cliché on a sentence that also claims a trait with no evidence folds into that warning. */
function oneFindingPerCause(findings: readonly RuleFinding[]): Finding[] {
  const warned = (sentence: RuleFinding['sentence']) =>
    findings.find((finding) => finding.kind === 'no-evidence' && finding.sentence?.start === sentence?.start);
  const folded = new Map<RuleFinding, string>();
  const kept = findings.filter((finding) => {
    const warning = finding.kind === 'cliche' && finding.claim ? warned(finding.sentence) : undefined;
    if (warning && !folded.has(warning)) folded.set(warning, finding.suggestion);
    return warning === undefined;
  });
  return kept.map((finding) => {
    const suggestion = folded.get(finding);
    const { claim: _claim, ...plain } = finding;
    return suggestion ? { ...plain, suggestion } : plain;
  });
}

/** The whole answer first, then the sentences with a warning, then the rest; a stable sort. */
function inOrderOfFixing(findings: readonly Finding[]): Finding[] {
  const warnedAt = new Set(findings.filter((f) => f.level === 'warn' && f.sentence).map((f) => f.sentence?.start));
  const rank = (finding: Finding) => (finding.sentence === null ? 0 : warnedAt.has(finding.sentence.start) ? 1 : 2);
  return [...findings].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.sentence?.start ?? -1) - (b.sentence?.start ?? -1) ||
      (a.level === b.level ? 0 : a.level === 'warn' ? -1 : 1),
  );
}
