import { particleAfter } from '../../text/hangul';
import { CLICHES } from '../cliches';
import type { Cliche } from '../cliches/cliche';
import { TRAIT_CLICHES } from '../cliches/traits';
import type { Sentence } from '../count';
import type { RuleFinding } from '../finding';

// Rule 4: each cliché of the list (../cliches) found in a sentence is a tip with the list's
// suggestion. Where two entries match overlapping words ("귀사에 입사하여" and "귀사"), the one
// that starts first and then runs longer is kept, so one phrase gives one tip. A cliché of how
// students describe themselves is marked a claim: check.ts folds it into a no-evidence warning.

const literal = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = CLICHES.map((cliche) => ({
  cliche,
  pattern: cliche.pattern
    ? new RegExp(cliche.pattern.source, `${cliche.pattern.flags.replace('g', '')}g`)
    : new RegExp(literal(cliche.phrase), 'g'),
}));

/** Particles a quote stops before: "'밑거름'은", not "'밑거름이'는". */
const PARTICLE = /^(은|는|이|가|을|를|의|에|에서|도|와|과|으로|로|처럼|만)$/;

/** What the student wrote: the match, run on to the end of its word unless a particle follows. */
function written(sentence: string, start: number, end: number): string {
  const rest = /^[가-힣]*/.exec(sentence.slice(end))?.[0] ?? '';
  const through = rest === '' || PARTICLE.test(rest) ? end : end + rest.length;
  return sentence.slice(start, through).trim();
}

function matchesIn(sentence: string): { cliche: Cliche; start: number; end: number }[] {
  const found = MATCHERS.flatMap(({ cliche, pattern }) =>
    [...sentence.matchAll(pattern)].map((match) => ({
      cliche,
      start: match.index,
      end: match.index + match[0].length,
    })),
  ).sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: typeof found = [];
  for (const match of found) {
    const last = kept.at(-1);
    if (last === undefined || match.start >= last.end) kept.push(match);
  }
  return kept;
}

export function clicheFindings(sentences: readonly Sentence[]): RuleFinding[] {
  return sentences.flatMap((sentence) =>
    matchesIn(sentence.text).map(({ cliche, start, end }): RuleFinding => {
      const words = written(sentence.text, start, end);
      return {
        kind: 'cliche',
        level: 'tip',
        message: `'${words}'${particleAfter(words, '은', '는')} ${cliche.why}`,
        suggestion: cliche.suggestion,
        sentence: { ...sentence },
        claim: TRAIT_CLICHES.includes(cliche),
      };
    }),
  );
}
