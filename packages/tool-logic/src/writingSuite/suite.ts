import { followUpsOf } from '../deepinter/followUps';
import { rewriteAnswer } from '../deepinter/rewrite';
import { checkAnswer } from '../selfIntroduce/check';
import type { Finding } from '../selfIntroduce/finding';
import { composeDraft } from '../text/compose';
import { unsupportedFacts } from '../text/facts';
import { inputTexts } from '../text/fixtures';
import type { DraftCase, FollowUpCase, ReviewCase, RewriteCase, WritingCase } from './cases';

// Runs the writing tools' quality suite (cases.ts): every expectation of every case is one check.

export interface Check {
  case: string;
  expectation: string;
  ok: boolean;
  /** What was found instead, when it failed. */
  detail: string;
}

const check = (name: string, expectation: string, ok: boolean, detail: string): Check => ({
  case: name,
  expectation,
  ok,
  detail: ok ? '' : detail,
});

function reviewChecks(c: ReviewCase): Check[] {
  const { findings } = checkAnswer({ text: c.text, target: c.target, questionType: c.questionType });
  const kinds = findings.map((finding) => finding.kind);
  const seen = kinds.join(', ') || '없음';
  return [
    ...(c.mustFind ?? []).map((kind) => check(c.name, `${kind} 지적`, kinds.includes(kind), `찾은 것: ${seen}`)),
    ...(c.mustNotFind ?? []).map((kind) => check(c.name, `${kind} 없음`, !kinds.includes(kind), `찾은 것: ${seen}`)),
    ...(c.atMost === undefined
      ? []
      : [check(c.name, `지적 ${c.atMost}개 이하`, findings.length <= c.atMost, `${findings.length}개: ${seen}`)]),
    // One cause, one finding: no sentence is given the same kind twice, except clichés of other words.
    check(
      c.name,
      '한 문장에 같은 원인은 한 번',
      findings.every(
        (finding, index) =>
          finding.kind === 'cliche' ||
          !findings.some(
            (other, at) =>
              at < index && other.kind === finding.kind && other.sentence?.start === finding.sentence?.start,
          ),
      ),
      seen,
    ),
  ];
}

function followUpChecks(c: FollowUpCase): Check[] {
  const asked = followUpsOf(c.part, c.answer, 3).map((followUp) => followUp.question);
  const seen = asked.join(' / ') || '없음';
  return [
    ...(c.mustNotAsk ?? []).map((pattern) =>
      check(c.name, `묻지 않음: ${pattern.source}`, !asked.some((question) => pattern.test(question)), seen),
    ),
    ...(c.mustAsk ?? []).map((pattern) =>
      check(
        c.name,
        `물음: ${pattern.source}`,
        asked.some((question) => pattern.test(question)),
        seen,
      ),
    ),
  ];
}

/** How often a word stands in a text. */
const occurrences = (text: string, word: string) => text.split(word).length - 1;

function draftChecks(c: DraftCase): Check[] {
  const draft = composeDraft(c.input);
  const { findings } = checkAnswer({ text: draft.text, target: c.input.length, questionType: c.questionType });
  // What the composer answers for: not the length or shape the inputs allow, nor the words the
  // student wrote (a word they repeat, a cliché of theirs), which the review rightly shows them.
  const inputs = inputTexts(c.input).join('\n');
  const quoted = (finding: Finding) => /^'(.+?)'/.exec(finding.message)?.[1] ?? '';
  const theirs = (finding: Finding) =>
    (finding.kind === 'repetition' &&
      occurrences(inputs, quoted(finding)) >= occurrences(draft.text, quoted(finding))) ||
    (finding.kind === 'cliche' && inputs.includes(quoted(finding).slice(0, 4)));
  const own = findings.filter(
    (finding) => finding.kind !== 'length' && finding.kind !== 'structure' && !theirs(finding),
  );
  const paragraphs = draft.text.split('\n\n');
  const single = paragraphs.slice(1).filter((paragraph) => !/[.!?]\s/.test(paragraph.trim()));
  const target = c.input.target;
  const short = [...draft.text].length < c.input.length * 0.8;
  return [
    check(
      c.name,
      '초안이 자기 점검을 통과(근거·반복·상투어)',
      own.length === 0,
      own.map((finding) => `${finding.kind}: ${finding.message}`).join(' / '),
    ),
    check(c.name, '한 문장짜리 문단 없음', single.length === 0, single.join(' / ')),
    ...(target
      ? [
          check(
            c.name,
            '지원처 이름은 초안이 두 번까지',
            occurrences(draft.text, target) - occurrences(inputs, target) <= 2,
            `${occurrences(draft.text, target)}번`,
          ),
        ]
      : []),
    // Short of the length, the draft says what to add to reach it.
    check(
      c.name,
      '분량이 모자라면 무엇을 더할지 말함',
      !short || draft.missing.some((line) => line.includes('분량')),
      `${[...draft.text].length}자, 안내: ${draft.missing.join(' / ') || '없음'}`,
    ),
  ];
}

function rewriteChecks(c: RewriteCase): Check[] {
  const { text } = rewriteAnswer(c.answer);
  const at = c.order.map((part) => text.indexOf(part));
  return [
    check(
      c.name,
      `이야기 순서: ${c.order.join(' → ')}`,
      at.every((position, index) => position >= 0 && (index === 0 || position > (at[index - 1] as number))),
      text,
    ),
    check(c.name, '답에 없는 사실을 더하지 않음', unsupportedFacts(text, [c.answer]).length === 0, text),
  ];
}

const CHECKS_OF = {
  review: reviewChecks,
  followUps: followUpChecks,
  draft: draftChecks,
  rewrite: rewriteChecks,
} as const;

export function runWritingSuite(cases: readonly WritingCase[]): Check[] {
  return cases.flatMap((c) => (CHECKS_OF[c.tool] as (entry: WritingCase) => Check[])(c));
}
