import { confidenceOf, HOLLAND_NAMES, type PortfolioPart, type PtidResult } from '@career/api-sdk';
import { isHollandLetter } from '../holland/congruence';

const named = (letter: string) => (isHollandLetter(letter) ? `${letter}(${HOLLAND_NAMES[letter]})` : letter);

/** What a personality-type result adds to the portfolio: the interest code, where the student's own first stands, how sure. */
export function portfolioPartOf(result: PtidResult): PortfolioPart {
  const letters = [...result.code]
    .map((letter) => (isHollandLetter(letter) ? HOLLAND_NAMES[letter] : letter))
    .join(' · ');
  const own = result.selfFirst;
  const said = [
    `활동 점수로 본 흥미 코드는 ${result.code}(${letters})입니다.`,
    own && own.place > 1 ? `스스로 꼽은 1순위 ${named(own.letter)}, 활동 점수로는 ${own.place}위입니다.` : null,
    confidenceOf(result.quality),
  ];
  return { said: said.filter((line) => line !== null), interest: result.code };
}
