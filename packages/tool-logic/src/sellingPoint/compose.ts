import { sentencesOf } from '../text/compose';
import { humble, listOf, politeSentence, withParticle } from '../text/korean';

// The composer's self-introduction paragraph for selling point (decision 026): the student's
// keywords and the experiences they wrote for them, in one of three arrangements of our fixed
// sentences (a retry takes the next), the experiences in their own words with only the register
// fixed. It never adds a fact; a keyword without an experience is left out, not asserted.

export const COMPOSE_VERSION = 'selling-point-compose/1';

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

const ARRANGEMENTS: readonly ((occupation: string, points: readonly SellingPoint[]) => string)[] = [
  // The keywords first, then each with its experience.
  (occupation, points) =>
    [
      `${withParticle(occupation, '으로/로')} 일하고 싶은 저의 강점은 ${listOf(points.map((point) => point.label))}입니다.`,
      ...points.map(
        (point, index) =>
          `${index === 0 ? '먼저' : '또한'} ${withParticle(point.label, '과/와')} 관련해, ${told(point.story)}`,
      ),
      `이 경험들을 바탕으로 ${occupation}의 일에 기여하겠습니다.`,
    ].join(' '),
  // Each experience first, then what it shows.
  (occupation, points) =>
    [
      ...points.map(
        (point) => `${told(point.story)} 이 경험은 저의 ${withParticle(point.label, '을/를')} 보여 줍니다.`,
      ),
      `${occupation}에게 필요한 ${withParticle(listOf(points.map((point) => point.label)), '을/를')} 저는 이렇게 쌓아 왔습니다.`,
    ].join(' '),
  // The occupation first, then the keywords as answers to what it needs.
  (occupation, points) =>
    [
      `${withParticle(occupation, '은/는')} ${withParticle(listOf(points.map((point) => point.label)), '이/가')} 필요한 일이라고 생각합니다.`,
      ...points.map(
        (point) => `${withParticle(point.label, '은/는')} 이런 경험으로 보여 드릴 수 있습니다. ${told(point.story)}`,
      ),
    ].join(' '),
];

/** A paragraph from the points that have an experience, in arrangement `variant` (mod 3); empty when none has. */
export function composeIntroduction({ occupation, points, variant }: IntroductionInput): string {
  const told = points.filter((point) => point.story.trim() !== '');
  if (told.length === 0) return '';
  const arrange = ARRANGEMENTS[((variant % ARRANGEMENTS.length) + ARRANGEMENTS.length) % ARRANGEMENTS.length];
  return (arrange as (typeof ARRANGEMENTS)[number])(occupation.trim(), told);
}
