import { sentencesOf } from '../text/compose';
import { humble, listOf, politeSentence, withParticle } from '../text/korean';

// The composer's self-introduction paragraph for selling point (decision 026): the student's
// keywords and the experiences they wrote for them, in one of three ways of writing it with our
// fixed sentences (a retry takes the next), the experiences in their own words with only the
// register fixed. It never adds a fact; a keyword without an experience is left out, not asserted.

export const COMPOSE_VERSION = 'selling-point-compose/2';

export interface SellingPoint {
  /** The keyword as the student picked it: '데이터 분석'. */
  label: string;
  /** What they wrote that shows it (may be empty). */
  story: string;
}

export interface IntroductionInput {
  occupation: string;
  points: readonly SellingPoint[];
  /** Which arrangement: the number of paragraphs made before (a retry is the next). */
  variant: number;
}

/** The story's sentences in 합니다체, as the student wrote them. */
function told(story: string): string {
  return sentencesOf(story)
    .map((sentence) => {
      const words = humble(sentence.replace(/[.!?。\s]+$/, ''));
      return politeSentence(words) ?? `${words}.`;
    })
    .join(' ');
}

/** How the nth of `count` strengths is brought in, in arrangements that name it first. */
function ordinal(index: number, count: number): string {
  if (index === 0) return '먼저';
  if (index === count - 1 && count >= 3) return '마지막으로';
  return index === 1 ? '다음으로' : '또한';
}

/** What an experience told first says of its strength: a different sentence for each, not one form. */
const WHAT_IT_SHOWS: readonly ((label: string) => string)[] = [
  (label) => `제가 ${withParticle(label, '을/를')} 강점으로 꼽는 까닭입니다.`,
  (label) => `${withParticle(label, '이/가')} 제 강점이라고 말씀드릴 수 있는 경험입니다.`,
  (label) => `${label}에 자신이 있는 것도 이 경험 덕분입니다.`,
];

/** How a strength the occupation needs is answered with an experience, in turn. */
const ANSWERED_BY: readonly ((label: string) => string)[] = [
  (label) => `${label}에 대해서는 이런 경험이 있습니다.`,
  (label) => `${withParticle(label, '은/는')} 이 경험으로 보여 드릴 수 있습니다.`,
  (label) => `${withParticle(label, '과/와')} 관련해서는 이렇게 해 보았습니다.`,
];

const inTurn = <T>(list: readonly T[], index: number) => list[index % list.length] as T;

// Three ways of writing the paragraph, each its own sentences, not one set reordered (issue 39).
const ARRANGEMENTS: readonly ((occupation: string, points: readonly SellingPoint[]) => string)[] = [
  // The strengths named first, then each with its experience.
  (occupation, points) =>
    [
      `${withParticle(occupation, '으로/로')} 일하고 싶은 제가 내세울 강점은 ${listOf(points.map((point) => point.label))}입니다.`,
      ...points.map((point, index) => `${ordinal(index, points.length)} ${point.label}입니다. ${told(point.story)}`),
      `이렇게 쌓아 온 ${withParticle(listOf(points.map((point) => point.label)), '을/를')} ${occupation}의 일에서도 살리겠습니다.`,
    ].join(' '),
  // Each experience told first, then the strength it stands for.
  (occupation, points) =>
    [
      ...points.map((point, index) => `${told(point.story)} ${inTurn(WHAT_IT_SHOWS, index)(point.label)}`),
      `${withParticle(occupation, '이/가')} 되어서도 이런 경험을 바탕으로 일하겠습니다.`,
    ].join(' '),
  // What the occupation needs first, then an experience as the answer to each.
  (occupation, points) =>
    [
      `${occupation}의 일에는 ${withParticle(listOf(points.map((point) => point.label)), '이/가')} 필요하다고 생각합니다.`,
      ...points.map((point, index) => `${inTurn(ANSWERED_BY, index)(point.label)} ${told(point.story)}`),
      `이 경험들이 ${occupation}의 일에서 바로 쓰일 수 있도록 더 다듬어 가겠습니다.`,
    ].join(' '),
];

/** A paragraph from the points that have an experience, in arrangement `variant` (mod 3); empty when none has. */
export function composeIntroduction({ occupation, points, variant }: IntroductionInput): string {
  const told = points.filter((point) => point.story.trim() !== '');
  if (told.length === 0) return '';
  const arrange = ARRANGEMENTS[((variant % ARRANGEMENTS.length) + ARRANGEMENTS.length) % ARRANGEMENTS.length];
  return (arrange as (typeof ARRANGEMENTS)[number])(occupation.trim(), told);
}
