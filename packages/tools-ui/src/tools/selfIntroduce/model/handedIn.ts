import type { AnswerVersion, SelfIntroduceResult } from '../types';
import { formatNumber } from './count';

// What was handed in, as text to copy, and how a version of an answer is named. No React here.

/** The counts of a handed-in answer, as a form shows them. */
export const countsLine = (counts: { withSpaces: number; withoutSpaces: number }, target?: number) =>
  `공백 포함 ${formatNumber(counts.withSpaces)}자 / 공백 제외 ${formatNumber(counts.withoutSpaces)}자` +
  (target === undefined ? '' : ` · 목표 ${formatNumber(target)}자`);

/** Everything handed in, as plain text to paste into an application form or a message. */
export function handedInText(result: SelfIntroduceResult): string {
  const parts = result.target ? [`지원: ${result.target}`] : [];
  result.answers.forEach((answer, index) => {
    parts.push(
      `${index + 1}. ${answer.question} (${countsLine(answer.counts)})\n${answer.text.trim() || '(답변 없음)'}`,
    );
  });
  return parts.join('\n\n');
}

/** Where a version came from: typed, a draft (by what wrote it), or restored. */
export function versionSource(version: Pick<AnswerVersion, 'source' | 'generator'>): string {
  if (version.source === 'typed') return '직접 쓴 글';
  if (version.source === 'restored') return '되돌림';
  return version.generator?.label ?? '초안';
}

/** The start of a long text, for a list: whole words, with an ellipsis when cut. */
export function previewOf(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
